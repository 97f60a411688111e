/// One file of a zip archive, as its central-directory record describes it.
struct ZipEntry: Sendable, Hashable {
    static let stored = 0
    static let deflated = 8

    /// The path inside the archive, `/`-separated.
    var path: String
    var method: Int
    /// General-purpose flags; bit 0 means encrypted.
    var flags: Int
    var compressedSize: Int
    var uncompressedSize: Int
    var localHeaderOffset: Int

    var isEncrypted: Bool { flags & 1 != 0 }
}
