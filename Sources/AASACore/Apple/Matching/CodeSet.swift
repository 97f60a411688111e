/// The values of `$(region)` or `$(lang)`: short ASCII codes, each in upper and lower case,
/// looked up by hashing instead of trying hundreds of alternatives one by one.
struct CodeSet: Sendable, Hashable {
    /// Codes of two and three characters, packed into one integer each.
    private var codes: Set<UInt32> = []
    /// The lengths present, shortest first.
    private(set) var lengths: [Int] = []

    init(_ values: [String], folded: Bool) {
        for value in values {
            for variant in folded ? [value.lowercased()] : [value.uppercased(), value.lowercased()] {
                let scalars = variant.unicodeScalars.map(\.value)
                if let key = Self.key(scalars.span) {
                    codes.insert(key)
                    if !lengths.contains(scalars.count) { lengths.append(scalars.count) }
                }
            }
        }
        lengths.sort()
    }

    func contains(_ text: Span<UInt32>, at start: Int, length: Int) -> Bool {
        guard start + length <= text.count, let key = Self.key(text.extracting(start..<(start + length))) else {
            return false
        }
        return codes.contains(key)
    }

    /// One byte per ASCII character plus the length in the top byte; `nil` when it does not fit.
    private static func key(_ scalars: Span<UInt32>) -> UInt32? {
        guard scalars.count <= 3 else { return nil }
        var packed: UInt32 = 0
        for index in scalars.indices {
            guard scalars[index] < 0x80 else { return nil }
            packed = packed << 8 | scalars[index]
        }
        return UInt32(scalars.count) << 24 | packed
    }
}
