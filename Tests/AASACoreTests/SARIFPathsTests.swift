import Testing

@testable import AASACore

/// SARIF's file URIs (issue 43, item 3): relative to `--sarif-root` (else the working directory),
/// as code scanning places results in the repository; outside it, an absolute file URI.
@Suite struct SARIFPathsTests {
    @Test func pathsAreRelativeToTheRoot() {
        let paths = SARIFReportFormatter.Paths(workingDirectory: "/repo/app", root: "..")
        #expect(paths.uri("AndroidManifest.xml") == "app/AndroidManifest.xml")
        #expect(paths.uri("/repo/site/.well-known/assetlinks.json") == "site/.well-known/assetlinks.json")
        #expect(paths.uri("./a/../b.json") == "app/b.json")
        #expect(paths.uri("/elsewhere/x.json") == "file:///elsewhere/x.json")
        #expect(paths.uri("my file#1.json") == "app/my%20file%231.json")
    }

    @Test func theWorkingDirectoryIsTheDefaultRoot() {
        let paths = SARIFReportFormatter.Paths(workingDirectory: "/repo")
        #expect(paths.uri("/repo/x/y.json") == "x/y.json")
        #expect(paths.uri("/repository/y.json") == "file:///repository/y.json")
    }
}
