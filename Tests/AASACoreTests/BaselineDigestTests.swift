import Testing

@testable import AASACore

/// The SHA-256 behind a report's `file.sha256`.
@Suite struct BaselineDigestTests {
    /// FIPS 180-4 examples ("", "abc", the 448-bit message), and lengths around the
    /// 56- and 64-byte padding boundaries (values from Python's hashlib).
    static let vectors: [(input: [UInt8], digest: String)] = [
        ([], "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (Array("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (Array(repeating: 0x61, count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (Array(repeating: 0x61, count: 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (Array(repeating: 0x61, count: 63), "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (Array(repeating: 0x61, count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (Array(repeating: 0x61, count: 65), "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (Array(repeating: 0x61, count: 119), "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
    ]

    @Test(arguments: vectors)
    func digestMatchesTheStandardVectors(_ input: [UInt8], _ digest: String) {
        #expect(SHA256Digest.hex(input) == digest)
    }

    @Test(arguments: [1, 7, 64, 100])
    func digestFedInPiecesEqualsTheWhole(_ pieceSize: Int) {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var hash = SHA256Digest()
        var start = 0
        while start < bytes.count {
            hash.update(Array(bytes[start..<min(start + pieceSize, bytes.count)]))
            start += pieceSize
        }
        let hex = hash.finalize().map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        #expect(hex == SHA256Digest.hex(bytes))
    }

    @Test func fileSummaryListsAppIDsByService() throws {
        let body = Array(
            #"{"applinks":{"details":[{"appIDs":["A.x","B.y"],"components":[]}]},"webcredentials":{"apps":["A.x"]}}"#
                .utf8)
        let association = SiteAssociationReader.read(body).association
        let summary = FileSummary(body: body, association: association)
        #expect(summary.appIDs == ["applinks": ["A.x", "B.y"], "webcredentials": ["A.x"]])
        #expect(summary.sha256 == SHA256Digest.hex(body))
    }
}
