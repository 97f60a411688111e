import Foundation
import Testing

@testable import AASACore

/// aasa's reading of real APKs and a real bundle, built by the tests with Debian's Android tools,
/// against what `apksigner verify --print-certs`, `aapt dump xmltree` and `aapt2 dump xmltree` say.
@Suite(.serialized)
struct AndroidAppFileTests {
    static let apks = ["app-v2.apk", "app-v123.apk", "app-rotated.apk", "app-two.apk", "legacy-v1.apk"]

    private func read(_ name: String) async throws -> AndroidAppFile {
        let path = try await AndroidAppFixtures.path(name)
        let bytes = MemoryBytes([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        return name.hasSuffix(".aab")
            ? try AndroidAppFile.bundle(bytes, name: name) : try AndroidAppFile.apk(bytes, name: name)
    }

    private func hosts(_ file: AndroidAppFile) -> [String] {
        file.manifest.filters.flatMap(\.hosts).map(\.value.written)
    }

    @Test(arguments: apks)
    func packageAndHostsAreWhatAaptPrints(_ name: String) async throws {
        let file = try await read(name)
        let (_, dump) = try await AndroidAppFixtures.tool(
            "/usr/bin/aapt", ["dump", "xmltree", try await AndroidAppFixtures.path(name), "AndroidManifest.xml"])
        let dumped = AndroidAppFixtures.dumpedManifest(dump)
        let strings = try await AndroidAppFixtures.dumpedStrings(name)
        #expect(file.manifest.packageName == dumped.package)
        #expect(hosts(file) == dumped.hosts.map { strings[$0] ?? $0 })
        #expect(file.manifest.filters.filter(\.autoVerify).count == dumped.autoVerify)
        #expect(!dumped.hosts.isEmpty)
    }

    @Test(arguments: [("app-v2.apk", 24), ("app-v123.apk", nil), ("app-two.apk", nil), ("legacy-v1.apk", nil)])
    func signersAreWhatApksignerPrints(_ name: String, _ minSdk: Int?) async throws {
        let file = try await read(name)
        let printed = try await AndroidAppFixtures.apksignerCertificates(name, minSdk: minSdk)
        #expect(!printed.isEmpty)
        #expect(file.certificates.map(\.fingerprint.text) == printed.map { AndroidAppFixtures.keytoolForm($0.sha256) })
        #expect(file.certificates.map(\.subject) == printed.map(\.dn))
        #expect(file.certificates.allSatisfy { $0.role == .signer })
    }

    @Test func schemesAreTheHighestTheAPKCarries() async throws {
        #expect(try await read("app-v2.apk").certificates.map(\.scheme) == ["v2"])
        #expect(try await read("app-v123.apk").certificates.map(\.scheme) == ["v3"])
        #expect(try await read("app-two.apk").certificates.map(\.scheme) == ["v2", "v2"])
        #expect(try await read("legacy-v1.apk").certificates.map(\.scheme) == ["v1"])
    }

    /// apksigner prints the current signer; the lineage adds the key it rotated from, which is the
    /// release key that signs app-v123.apk (both keys come from the same keystores).
    @Test func aRotatedAPKNamesItsLineage() async throws {
        let file = try await read("app-rotated.apk")
        let current = try await AndroidAppFixtures.apksignerCertificates("app-rotated.apk")
        let original = try await AndroidAppFixtures.apksignerCertificates("app-v123.apk")
        #expect(current.count == 1 && original.count == 1)
        let expected = [
            (AndroidAppFixtures.keytoolForm(original[0].sha256), SigningCertificate.Role.pastSigner),
            (AndroidAppFixtures.keytoolForm(current[0].sha256), SigningCertificate.Role.signer),
        ]
        #expect(file.certificates.map(\.fingerprint.text) == expected.map(\.0))
        #expect(file.certificates.map(\.role) == expected.map(\.1))
        #expect(file.certificates.allSatisfy { $0.scheme == "v3" })
    }

    @Test func aBundleIsReadFromItsProtobufManifestAndSignedByTheUploadKey() async throws {
        let file = try await read("app.aab")
        let (_, dump) = try await AndroidAppFixtures.tool(
            "/usr/bin/aapt2",
            ["dump", "xmltree", try await AndroidAppFixtures.path("build/proto.apk"), "--file", "AndroidManifest.xml"])
        let dumped = AndroidAppFixtures.dumpedManifest(dump)
        #expect(file.kind == .bundle)
        #expect(file.manifest.packageName == dumped.package)
        // aapt2 prints the reference by name; aasa resolves it from base/resources.pb.
        #expect(dumped.hosts.contains("@string/link_host"))
        #expect(hosts(file) == dumped.hosts.map { $0 == "@string/link_host" ? "apkshop.aasa.test" : $0 })
        #expect(file.manifest.targetSdkVersion == 34)
        let (status, keytool) = try await AndroidAppFixtures.tool(
            "/usr/bin/keytool",
            ["-list", "-v", "-keystore", try await AndroidAppFixtures.path("upload.jks"), "-storepass", "android"])
        #expect(status == 0)
        let sha256 = keytool.split(separator: "\n").first { $0.contains("SHA256:") }?.split(separator: " ").last
        #expect(file.certificates.map(\.fingerprint.text) == [try #require(sha256).description])
        #expect(file.certificates.map(\.role) == [.upload])
    }
}
