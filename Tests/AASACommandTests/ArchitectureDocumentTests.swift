import Foundation
import Testing

/// ARCHITECTURE.md names the code's types and members: each must exist (issue 56, item 5), so the
/// map cannot drift from the code again (it once named `OutputFormats.all`, which was gone).
@Suite struct ArchitectureDocumentTests {
    /// Names the document gives that are not this code's: modules, and AOSP's classes.
    static let elsewhere: Set<String> = ["DomainVerificationService"]

    /// Every Swift file of Sources and Tests (the document names a test or two).
    static func sources() throws -> [String] {
        try ["Sources", "Tests"].flatMap { folder in
            let root = AASABinary.repositoryRoot.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            return try files.filter { $0.hasSuffix(".swift") }.map {
                try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
            }
        }
    }

    @Test func everyTypeAndMemberItNamesExists() throws {
        let document = try String(
            contentsOf: AASABinary.repositoryRoot.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let modules = Set(
            try FileManager.default.contentsOfDirectory(
                atPath: AASABinary.repositoryRoot.appendingPathComponent("Sources").path))
        // Each type declared or extended, with the members its files declare.
        var members: [String: Set<String>] = [:]
        for source in try Self.sources() {
            let names = Set(
                source.matches(of: #/\b(?:let|var|func|case) ([A-Za-z_][A-Za-z0-9_]*)/#).map { String($0.output.1) })
            for type in source.matches(
                of: #/\b(?:struct|class|enum|protocol|actor|typealias|extension) ([A-Z][A-Za-z0-9]*)/#)
            {
                members[String(type.output.1), default: []].formUnion(names)
            }
        }
        var checked = 0
        for match in document.matches(of: #/`([A-Z][A-Za-z0-9]+)(?:\.([a-z][A-Za-z0-9]*))?(?=[`(])/#) {
            let type = String(match.output.1)
            guard !modules.contains(type), !Self.elsewhere.contains(type) else { continue }
            #expect(members[type] != nil, "ARCHITECTURE.md names \(type), which no source declares")
            if let member = match.output.2, let declared = members[type] {
                #expect(
                    declared.contains(String(member)), "ARCHITECTURE.md names \(type).\(member), which \(type) lacks")
            }
            checked += 1
        }
        #expect(checked > 50)
    }
}
