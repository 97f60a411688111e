/// The 64-bit FNV-1a hash: a multiply and an exclusive-or a byte, where Swift's `Hasher` runs
/// SipHash, and the same value in every run and on every machine (Swift's is seeded per
/// process), which `--shard` needs to put a host in the same slice each time.
package struct FNV1a: Sendable {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// The hash of `text`'s UTF-8 bytes.
    package static func hash(_ text: String) -> UInt64 {
        var hash = FNV1a()
        for byte in text.utf8 { hash.mix(byte) }
        return hash.value
    }
}
