// The two copies out of a Span that the standard library of Swift 6.3 does not offer yet (no
// `append(contentsOf:)` or `String(decoding:)` takes a Span): each is one memcpy, where the safe
// alternative is an append per byte. Every URL of a `match --urls` list passes through the first
// (`make bench-core`). They go when the standard library has them.

extension Array where Element == UInt8 {
    /// Appends the bytes of `span`.
    package mutating func append(_ span: Span<UInt8>) {
        span.withUnsafeBufferPointer { append(contentsOf: $0) }
    }
}

extension String {
    /// The text of UTF-8 `bytes`; bytes that are not UTF-8 decode as U+FFFD.
    package init(utf8 bytes: Span<UInt8>) {
        self = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }
}
