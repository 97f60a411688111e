import SignedFixtures
import Testing

@testable import AASACore

/// APKs, bundles and manifests that no real tool writes: each is refused with an error that names
/// the file, or read within its bounds, never a crash, a hang or unbounded memory.
@Suite struct AndroidAppHostileInputTests {
    typealias Element = AndroidBinaryBuilder.Element

    static let manifest = Element(
        "manifest", [("package", 0, .string("dev.example.shop"))],
        [
            Element(
                "application", [],
                [
                    Element(
                        "activity", [("name", 0x0101_0003, .string(".Main"))],
                        [
                            Element(
                                "intent-filter", [("autoVerify", 0x0101_04EE, .boolean(true))],
                                [
                                    Element("action", [("name", 0x0101_0003, .string("android.intent.action.VIEW"))]),
                                    Element(
                                        "category",
                                        [("name", 0x0101_0003, .string("android.intent.category.DEFAULT"))]),
                                    Element(
                                        "category",
                                        [("name", 0x0101_0003, .string("android.intent.category.BROWSABLE"))]),
                                    Element(
                                        "data",
                                        [
                                            ("scheme", 0x0101_0027, .string("https")),
                                            ("host", 0x0101_0028, .reference(0x7F02_0001)),
                                        ]),
                                ])
                        ])
                ])
        ])

    /// An APK of the manifest alone, with `signingBlock` before its central directory.
    static func apk(_ xml: [UInt8], signingBlock: [UInt8] = []) -> MemoryBytes {
        MemoryBytes(ZipBuilder([.init("AndroidManifest.xml", xml)]).build(beforeDirectory: signingBlock))
    }

    static let certificate: [UInt8] = [0x30, 0x03, 0x02, 0x01, 0x01]

    /// Red team five, item 8: a path of more than 32,768 UTF-16 units (past the 64 KiB a pool
    /// hands out) is `android-app.string-too-long`, and never an empty pathPrefix that takes every
    /// URL; a host of that length is not checked. (A UTF-8 pool's lengths stop at 32,767 bytes,
    /// which aasa reads.)
    @Test func aStringPastThePoolLimitIsAFindingNotEmpty() throws {
        let long = "/" + String(repeating: "\u{E9}", count: 40_000)
        let data = Element(
            "data",
            [
                ("scheme", 0x0101_0027, .string("https")), ("host", 0x0101_0028, .string("example.test")),
                ("pathPrefix", 0x0101_002B, .string(long)),
            ])
        let longHost = Element("data", [("host", 0x0101_0028, .string(String(repeating: "a", count: 70_000)))])
        var manifest = Self.manifest
        manifest.children[0].children[0].children[0].children[3] = data
        manifest.children[0].children[0].children[0].children.append(longHost)
        let root = try BinaryManifest.read(
            AndroidBinaryBuilder.xml(manifest, utf8: false), resources: nil, name: "AndroidManifest.xml")
        let decision = AppLinkDecision(AppLinksManifest(root))
        #expect(decision.router.findings.map(\.id) == ["android-app.string-too-long"])
        #expect(decision.hosts.findings.map(\.id).contains("android-app.string-too-long"))
        #expect(decision.hosts.fetchable == ["example.test"])
        let uri = try #require(AndroidURI.webLink("https://example.test/anything"))
        #expect(decision.answers(for: uri, grant: nil).map(\.verdict).allSatisfy { $0 == .noFilter })
    }

    @Test(arguments: [false, true])
    func aHandBuiltManifestReadsInBothStringEncodings(_ utf8: Bool) throws {
        let root = try BinaryManifest.read(
            AndroidBinaryBuilder.xml(Self.manifest, utf8: utf8), resources: nil, name: "AndroidManifest.xml")
        let manifest = AppLinksManifest(root)
        #expect(manifest.packageName == "dev.example.shop")
        let hosts = AppLinkHosts(manifest)
        // The unresolved reference stays one, and is never fetched.
        #expect(hosts.android12 == ["@0x7f020001"])
        #expect(hosts.fetchable.isEmpty)
        #expect(hosts.findings.map(\.id).contains("android-app.reference"))
    }

    @Test func everyTruncationIsAnErrorNotACrash() {
        let xml = AndroidBinaryBuilder.xml(Self.manifest)
        for length in stride(from: 0, to: xml.count, by: 3) {
            #expect(throws: AppFileError.self) {
                _ = try BinaryManifest.read(Array(xml.prefix(length)), resources: nil, name: "cut")
            }
        }
    }

    @Test func deepNestingIsRefused() throws {
        var element = Element("data")
        for _ in 0..<200 { element = Element("deeper", [], [element]) }
        #expect(throws: AppFileError.self) {
            _ = try BinaryManifest.read(AndroidBinaryBuilder.xml(element), resources: nil, name: "deep")
        }
    }

    /// A string count of four billion is bounded by the pool's size before any string is read.
    @Test func aHugeStringCountIsRefused() {
        var xml = AndroidBinaryBuilder.xml(Self.manifest)
        for offset in 16..<20 { xml[offset] = 0xFF }
        #expect(throws: AppFileError.self) { _ = try BinaryManifest.read(xml, resources: nil, name: "pool") }
    }

    @Test func signersPastAndroidsLimitAreRefused() throws {
        let signers = (0..<11).flatMap { _ in AndroidBinaryBuilder.v2Signer([Self.certificate]) }
        let block = AndroidBinaryBuilder.signingBlock([
            (APKSigningBlock.v2Scheme, AndroidBinaryBuilder.prefixed(signers))
        ])
        let error = #expect(throws: AppFileError.self) {
            _ = try AndroidAppFile.apk(
                Self.apk(AndroidBinaryBuilder.xml(Self.manifest), signingBlock: block), name: "many.apk")
        }
        #expect(error?.code == .malformed)
    }

    @Test func tenThousandSignersCostOnlyTheFirstEleven() throws {
        let signers = (0..<10_000).flatMap { _ in AndroidBinaryBuilder.v2Signer([Self.certificate]) }
        let block = AndroidBinaryBuilder.signingBlock([
            (APKSigningBlock.v2Scheme, AndroidBinaryBuilder.prefixed(signers))
        ])
        #expect(throws: AppFileError.self) {
            _ = try AndroidAppFile.apk(
                Self.apk(AndroidBinaryBuilder.xml(Self.manifest), signingBlock: block), name: "x.apk")
        }
    }

    @Test func aSignerOfTheBlockIsRead() throws {
        let block = AndroidBinaryBuilder.signingBlock([
            (APKSigningBlock.v2Scheme, AndroidBinaryBuilder.prefixed(AndroidBinaryBuilder.v2Signer([Self.certificate])))
        ])
        let file = try AndroidAppFile.apk(
            Self.apk(AndroidBinaryBuilder.xml(Self.manifest), signingBlock: block), name: "one.apk")
        #expect(
            file.certificates.map(\.fingerprint) == [
                CertificateFingerprint(bytes: SHA256Digest.digest(Self.certificate))
            ])
        #expect(file.certificates.map(\.scheme) == ["v2"])
    }

    /// A signer "certificate" that is not one DER SEQUENCE is no key Android would accept.
    @Test(arguments: [[0x04, 0x01, 0x00], [0x30, 0x03, 0x02, 0x01], [0x30, 0x01, 0x00, 0xFF], Array("PEM".utf8)])
    func aSignerThatIsNotDERIsAnError(_ certificate: [UInt8]) throws {
        let block = AndroidBinaryBuilder.signingBlock([
            (APKSigningBlock.v2Scheme, AndroidBinaryBuilder.prefixed(AndroidBinaryBuilder.v2Signer([certificate])))
        ])
        let error = #expect(throws: AppFileError.self) {
            _ = try AndroidAppFile.apk(
                Self.apk(AndroidBinaryBuilder.xml(Self.manifest), signingBlock: block), name: "x.apk")
        }
        #expect(error?.code == .malformed)
    }

    static let rotatedFrom: [UInt8] = [0x30, 0x03, 0x02, 0x01, 0x02]
    static let v31Certificate: [UInt8] = [0x30, 0x03, 0x02, 0x01, 0x03]

    static func fingerprint(_ der: [UInt8]) -> CertificateFingerprint {
        CertificateFingerprint(bytes: SHA256Digest.digest(der))
    }

    /// v3.1 (for newer Android) and v3 side by side: both signers' keys, and the v3 signer's
    /// lineage as past signers (spec A8).
    @Test func v31AndV3SignersAndTheLineageAreRead() throws {
        let v3 = AndroidBinaryBuilder.v3Signer([Self.certificate], lineage: [Self.rotatedFrom, Self.certificate])
        let v31 = AndroidBinaryBuilder.v3Signer([Self.v31Certificate])
        let block = AndroidBinaryBuilder.signingBlock([
            (APKSigningBlock.v3Scheme, AndroidBinaryBuilder.prefixed(v3)),
            (APKSigningBlock.v31Scheme, AndroidBinaryBuilder.prefixed(v31)),
            (
                APKSigningBlock.v2Scheme,
                AndroidBinaryBuilder.prefixed(AndroidBinaryBuilder.v2Signer([Self.certificate]))
            ),
        ])
        let file = try AndroidAppFile.apk(
            Self.apk(AndroidBinaryBuilder.xml(Self.manifest), signingBlock: block), name: "v31.apk")
        #expect(
            file.certificates.map(\.fingerprint)
                == [Self.v31Certificate, Self.rotatedFrom, Self.certificate].map(Self.fingerprint))
        #expect(file.certificates.map(\.role) == [.signer, .pastSigner, .signer])
        #expect(file.certificates.map(\.scheme) == ["v3.1", "v3", "v3"])
    }

    /// A lineage longer than any real one (keys rotate a handful of times) is refused.
    @Test func aHugeLineageIsAnError() throws {
        let lineage = (0..<1000).map { [0x30, 0x03, 0x02, 0x02, UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let block = AndroidBinaryBuilder.signingBlock([
            (
                APKSigningBlock.v3Scheme,
                AndroidBinaryBuilder.prefixed(AndroidBinaryBuilder.v3Signer([Self.certificate], lineage: lineage))
            )
        ])
        #expect(throws: AppFileError.self) {
            _ = try AndroidAppFile.apk(
                Self.apk(AndroidBinaryBuilder.xml(Self.manifest), signingBlock: block), name: "l.apk")
        }
    }

    @Test func aTruncatedSigningBlockIsAnError() throws {
        var block = AndroidBinaryBuilder.signingBlock([
            (APKSigningBlock.v2Scheme, AndroidBinaryBuilder.prefixed(AndroidBinaryBuilder.v2Signer([Self.certificate])))
        ])
        // The inner length of the signer list now runs past the pair.
        block[20] = 0xFF
        #expect(throws: AppFileError.self) {
            _ = try AndroidAppFile.apk(
                Self.apk(AndroidBinaryBuilder.xml(Self.manifest), signingBlock: block), name: "cut.apk")
        }
        // A size field larger than the space before the directory.
        var oversized = block
        oversized[oversized.count - 24 + 4] = 0x7F
        #expect(throws: AppFileError.self) {
            _ = try AndroidAppFile.apk(
                Self.apk(AndroidBinaryBuilder.xml(Self.manifest), signingBlock: oversized), name: "big.apk")
        }
    }

    @Test func anUnsignedAPKIsAnError() throws {
        let error = #expect(throws: AppFileError.self) {
            _ = try AndroidAppFile.apk(Self.apk(AndroidBinaryBuilder.xml(Self.manifest)), name: "unsigned.apk")
        }
        #expect(error?.code == .noSigningCertificate)
    }

    /// A manifest that declares 100 MB is refused from its directory entry, before any inflating.
    @Test func anOversizedManifestIsRefusedUnread() throws {
        var archive = ZipBuilder([.init("AndroidManifest.xml", [UInt8](repeating: 0, count: 1000))]).build()
        // Patch the uncompressed size of the directory record (offset 24 of the record).
        let record = try #require(archive.firstRange(of: [0x50, 0x4B, 0x01, 0x02])?.lowerBound)
        archive.replaceSubrange((record + 24)..<(record + 28), with: [0x00, 0x00, 0x40, 0x06])
        let error = #expect(throws: AppFileError.self) {
            _ = try AndroidAppFile.apk(MemoryBytes(archive), name: "bomb.apk")
        }
        #expect(error?.code == .tooLarge)
    }

    @Test(arguments: [
        "<!DOCTYPE manifest [<!ENTITY a \"aaaa\">]><manifest/>",
        "<manifest><application></manifest>",
        "<manifest a=\"&unknown;\"/>",
        "<manifest a=b/>",
        "text<manifest/>",
        "<manifest/><manifest/>",
        "",
    ])
    func aBrokenSourceManifestIsAnError(_ text: String) {
        #expect(throws: AppFileError.self) {
            _ = try AndroidAppFile.manifest(Array(text.utf8), placeholders: [:], name: "AndroidManifest.xml")
        }
    }

    @Test func deepSourceNestingIsRefused() {
        let text = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        let error = #expect(throws: AppFileError.self) {
            _ = try AndroidAppFile.manifest(Array(text.utf8), placeholders: [:], name: "deep.xml")
        }
        #expect(error?.code == .tooComplex)
    }

    /// Damaged protobuf (a length past the end, a varint that never ends) is an error.
    @Test func aDamagedProtobufManifestIsAnError() {
        for bytes: [UInt8] in [
            [0x0A, 0x7F, 0x1A], [0x0A, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], [],
        ] {
            #expect(throws: AppFileError.self) { _ = try ProtoManifest.read(bytes, resources: nil, name: "proto") }
        }
    }

    @Test func deepProtobufNestingIsRefused() {
        // XmlNode { element = 1 { child = 5 { XmlNode ... } } }, 200 deep.
        var node: [UInt8] = [0x0A, 0x00]
        func field(_ number: UInt8, _ body: [UInt8]) -> [UInt8] {
            var length: [UInt8] = []
            var value = body.count
            repeat {
                length.append(UInt8(value & 0x7F) | (value > 0x7F ? 0x80 : 0))
                value >>= 7
            } while value > 0
            return [number << 3 | 2] + length + body
        }
        for _ in 0..<200 { node = field(1, field(5, node)) }
        let error = #expect(throws: AppFileError.self) {
            _ = try ProtoManifest.read(node, resources: nil, name: "deep")
        }
        #expect(error?.code == .tooComplex)
    }

    @Test func placeholdersAreFilledOnceNeverRecursively() {
        let (text, missing) = Placeholders.fill("${a}.${b}.${c", with: ["a": "${b}", "b": "x"])
        #expect(text == "${b}.x.${c")
        #expect(missing.isEmpty)
    }
}

/// `resources.arsc` as aasa resolves `@string` hosts: the default configuration, references
/// followed a bounded number of times.
@Suite struct ResourceTableTests {
    static let table = AndroidBinaryBuilder.resourceTable(
        strings: ["links.example.com", "fr.example.com"],
        configurations: [
            (nil, [(0x01, 0x7F01_0000), (0x03, 0), (0x01, 0x7F01_0001), (0x01, 0x7F01_0004), (0x01, 0x7F01_0003)]),
            ("fr", [(0x01, 0x7F01_0000), (0x03, 1)]),
        ])

    @Test func stringsComeFromTheDefaultConfiguration() throws {
        let resources = try #require(ResourceTable(Self.table))
        #expect(resources.string(id: 0x7F01_0001) == "links.example.com")
        #expect(resources.string(id: 0x7F01_0002) == "links.example.com")
        #expect(resources.string(id: 0x7F02_0001) == nil)
        #expect(resources.string(id: 0x7F01_0009) == nil)
    }

    /// A reference to itself, and two that refer to each other, end unresolved.
    @Test func cyclicReferencesEndUnresolved() throws {
        let resources = try #require(ResourceTable(Self.table))
        #expect(resources.string(id: 0x7F01_0000) == nil)
        #expect(resources.string(id: 0x7F01_0003) == nil)
    }

    @Test func everyTruncationIsSafe() {
        for length in stride(from: 0, to: Self.table.count, by: 5) {
            _ = ResourceTable(Array(Self.table.prefix(length)))?.string(id: 0x7F01_0001)
        }
    }

    @Test func aProtobufReferenceLoopEndsUnresolved() {
        // ResourceTable { package = 2 { type = 3 { name = 2 "string"; entry = 3 { name = 2 "a";
        // config_value = 6 { value = 2 { item = 4 { ref = 1 { name = 3 "string/a" } } } } } } } }
        func field(_ number: UInt8, _ body: [UInt8]) -> [UInt8] { [number << 3 | 2, UInt8(body.count)] + body }
        let reference = field(1, field(3, Array("string/a".utf8)))
        let entry = field(2, Array("a".utf8)) + field(6, field(2, field(4, reference)))
        let table = field(2, field(3, field(2, Array("string".utf8)) + field(3, entry)))
        let resources = ProtoResourceTable(table)
        #expect(resources != nil)
        #expect(resources?.string(reference: "@string/a") == nil)
    }
}
