import Testing

@testable import AASACore

/// App ID mistakes each get their own fix: white space is removed, not called a placeholder; an
/// App Store ID in the team prefix's place is no Team ID.
@Suite struct AppIDSyntaxTests {
    @Test(arguments: [" ABCDE12345.com.example", "ABCDE12345.com.example\u{A0}", "ABCDE12345 .com.example"])
    func whiteSpaceIsNamedAndTheFixWritesTheIDWithout(_ appID: String) throws {
        guard case .invalid(_, let hint) = AppIDSyntax.check(appID) else {
            Issue.record("\(appID.debugDescription) passed")
            return
        }
        #expect(hint.hasSuffix("ABCDE12345.com.example"), "\(hint)")
        // Following the hint leaves a valid ID.
        #expect(AppIDSyntax.check(String(hint.split(separator: " ").last ?? "")) == .valid)
    }

    @Test func allDigitPrefixIsNoTeamID() {
        #expect(AppIDSyntax.check("1234567890.com.example") != .valid)
        #expect(AppID("1234567890.com.example").syntaxProblem != nil)
        // Digits with letters are a Team ID, as usual.
        #expect(AppIDSyntax.check("12345678A0.com.example") == .valid)
    }
}
