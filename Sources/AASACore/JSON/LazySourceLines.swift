import Synchronization

/// A document's ``SourceLines``, built when the first position is asked for: most documents read
/// have no finding with a position, and the index costs a pass over every byte (about 4% of
/// linting a small file).
final class LazySourceLines: Sendable {
    private let bytes: [UInt8]
    private let contentStart: Int
    private let built = Mutex<SourceLines?>(nil)

    init(_ bytes: [UInt8], contentStart: Int) {
        self.bytes = bytes
        self.contentStart = contentStart
    }

    var index: SourceLines {
        built.withLock { built in
            if let built { return built }
            let lines = SourceLines(bytes, contentStart: contentStart)
            built = lines
            return lines
        }
    }
}
