import Foundation
import Testing

@testable import AASACore

/// The real manifests of `Tests/Fixtures/android/manifests` (sources in its MANIFEST.tsv): aasa's
/// reading of each autoVerify filter's hosts equals what the corpus notes list, and the mistakes
/// the notes name become findings.
@Suite struct ManifestCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Fixtures/android/manifests").standardized

    /// (file, hosts the notes list) from MANIFEST.tsv's `hosts=[...]`.
    static let noted: [(String, [String])] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 6, columns[0].hasSuffix(".xml"),
                let start = columns[5].range(of: "hosts=["),
                let end = columns[5][start.upperBound...].firstIndex(of: "]")
            else { return nil }
            let hosts = columns[5][start.upperBound..<end].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " '"))
            }
            return (String(columns[0]), hosts)
        }
    }()

    static func read(_ file: String, placeholders: [String: String] = [:]) throws -> AndroidAppFile {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
        return try AndroidAppFile.manifest(bytes, placeholders: placeholders, name: file)
    }

    @Test func everyNotedManifestIsHere() {
        #expect(Self.noted.count == 9)
    }

    @Test(arguments: noted)
    func autoVerifyHostsAreWhatTheNotesList(_ file: String, _ hosts: [String]) throws {
        let read = try Self.read(file)
        var found: [String] = []
        for filter in read.manifest.filters where filter.autoVerify {
            for host in filter.hosts.map(\.value.written) where !found.contains(host) { found.append(host) }
        }
        #expect(found == hosts, "\(file)")
    }

    /// 005: the host is a Gradle placeholder (`manifestPlaceholders`, 005.build.gradle).
    @Test func aPlaceholderHostIsAFindingUntilFilled() throws {
        let unfilled = AppLinkHosts(try Self.read("005.xml").manifest)
        #expect(unfilled.findings.map(\.id).contains("android-app.placeholder"))
        #expect(unfilled.fetchable.isEmpty)
        let filled = AppLinkHosts(
            try Self.read("005.xml", placeholders: ["kitheAppLinkHost": "kithe.example"]).manifest)
        #expect(filled.android12 == ["kithe.example"])
    }

    /// 015: a library module's host is an `@string` resource the build resolves.
    @Test func aStringHostIsAFinding() throws {
        let hosts = AppLinkHosts(try Self.read("015.xml").manifest)
        #expect(hosts.findings.map(\.id).contains("android-app.reference"))
        #expect(hosts.fetchable.isEmpty)
    }

    /// 001: `*.wikipedia.org` is verified at wikipedia.org.
    @Test func aWildcardHostIsVerifiedAtItsRoot() throws {
        let hosts = AppLinkHosts(try Self.read("001.xml").manifest)
        #expect(hosts.findings.map(\.id).contains("android-app.host-wildcard"))
        #expect(hosts.fetchable.contains("*.wikipedia.org"))
    }
}
