import Testing

@testable import AASACore

/// What aasa refuses to fetch for a site's include before any connection (red team 4, item 1).
@Suite struct IncludeTargetTests {
    static func include(_ url: String) -> AssetInclude {
        AssetInclude(url: url, path: .root / 0 / "include")
    }

    @Test(arguments: [
        "https://127.0.0.1/x", "https://127.1/x", "https://0x7f000001:8443/x", "https://2130706433/x",
        "https://127.0.0.0x1/x", "https://[::1]:443/x", "https://127.0.0.2/x", "https://user:pw@example.com/x",
        "https://token@example.com/x",
    ])
    func addressesAndCredentialsAreRefused(_ url: String) throws {
        let finding = try #require(IncludeCheck.problem(Self.include(url), seen: []))
        #expect(finding.id == "android.include")
        #expect(finding.path == .root / 0 / "include")
        #expect(!finding.message.contains("pw@"))
    }

    @Test func aRouteTheUserWroteAllowsAnAddress() {
        let include = Self.include("https://127.0.0.1:8443/x")
        #expect(IncludeCheck.problem(include, seen: [], routed: { $0.host == "127.0.0.1" && $0.port == 8443 }) == nil)
        #expect(IncludeCheck.problem(Self.include("https://example.com/x"), seen: []) == nil)
    }

    @Test(arguments: [
        ("https://example.com/a", "example.com", 443), ("https://Example.COM:8443", "example.com", 8443),
        ("https://[::1]:444/a", "[::1]", 444), ("https://u:p@h.test?x", "h.test", 443),
    ])
    func targetsAreHostAndPort(_ url: String, _ host: String, _ port: Int) throws {
        let target = try #require(IncludeCheck.target(of: url))
        #expect(target.host == host && target.port == port)
    }

    @Test(arguments: ["https://", "https:///x", "https://h:0/", "https://h:99999/", "https://[::1/"])
    func targetsWithoutAHostAreNone(_ url: String) {
        #expect(IncludeCheck.target(of: url) == nil)
    }

    /// An included file that includes more: AOSP follows one level only, so those statements count
    /// on Google's API alone (`android.include-nested`, on the well-known file's include).
    @Test func anIncludeInsideAnIncludeIsNamed() {
        let included = AssetLinksLinter.lint(Array(#"[{"include": "https://other.example/x.json"}]"#.utf8))
        let findings = IncludeCheck.findings(
            for: Self.include("https://example.com/shared.json"), transport: [], lint: included)
        #expect(findings.map(\.id) == ["android.include-nested"])
        #expect(findings.first?.path == .root / 0 / "include")
        let flat = AssetLinksLinter.lint(Array("[]".utf8))
        #expect(
            !IncludeCheck.findings(for: Self.include("https://example.com/shared.json"), transport: [], lint: flat)
                .contains { $0.id == "android.include-nested" })
    }
}
