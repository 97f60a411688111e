import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// The elements transformed a batch at a time, the batches side by side on every core, the
    /// results in the elements' order. For a list of URLs, whose parsing, judging and writing
    /// on one core each took most of a 100,000-URL `verify --urls` (`make bench-core`).
    package func mapInBatches<Transformed: Sendable>(
        of size: Int = 4_096, _ transform: @Sendable (ArraySlice<Element>) -> [Transformed]
    ) -> [Transformed] {
        self[...].mapInBatches(of: size, transform)
    }
}

extension ArraySlice where Element: Sendable {
    /// ``Array/mapInBatches(of:_:)`` over a part of an array, without copying it out first.
    package func mapInBatches<Transformed: Sendable>(
        of size: Int = 4_096, _ transform: @Sendable (ArraySlice<Element>) -> [Transformed]
    ) -> [Transformed] {
        guard count > size else { return transform(self) }
        let batches = (count + size - 1) / size
        let parts = Mutex([[Transformed]](repeating: [], count: batches))
        DispatchQueue.concurrentPerform(iterations: batches) { index in
            let start = startIndex + index * size
            let part = transform(self[start..<Swift.min(endIndex, start + size)])
            parts.withLock { $0[index] = part }
        }
        return parts.withLock { Self.joined(&$0) }
    }

    /// The parts in one array, each copied into its place on every core and then let go there:
    /// joining and freeing 100,000 URL results on one core was a tenth of `verify --urls`
    /// (`make bench-core`).
    private static func joined<Part: Sendable>(_ parts: inout [[Part]]) -> [Part] {
        let starts = parts.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        let taken = Mutex(parts)
        parts = []
        return [Part](unsafeUninitializedCapacity: starts.last!) { buffer, initialized in
            let target = SharedBuffer(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: starts.count - 1) { index in
                // Taken out of the list, so that it is freed here, on this core.
                let part = taken.withLock { parts in
                    defer { parts[index] = [] }
                    return parts[index]
                }
                // Each part fills its own range of the buffer, so no two touch the same slot.
                _ = target.buffer[starts[index]..<starts[index + 1]].initialize(fromContentsOf: part)
            }
            initialized = starts.last!
        }
    }
}

/// The joined array's storage, written by every core at once, each its own range.
private struct SharedBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
}
