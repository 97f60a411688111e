import AASACore
import AASAVerification
import Testing

@testable import AASACommand

/// A failure of this machine's fetcher is the run's error (exit 2), never a site's finding.
@Suite struct RunProblemsTests {
    static func settings() throws -> VerificationSettings {
        try VerificationSettings()
    }

    @Test func aFetcherThatCannotRunTransfersIsTheRunsError() throws {
        let problems = RunProblems()
        let record = FetchRecord(
            url: "https://example.com/.well-known/apple-app-site-association", curlCode: CurlCode.failedInit,
            curlError: "libcurl's multi interface failed: Out of memory")
        problems.check(record)
        let message = try #require(problems.message(try Self.settings()))
        #expect(message.contains("multi interface failed"))
    }

    @Test func aSitesFailureIsNot() throws {
        let problems = RunProblems()
        problems.check(FetchRecord(url: "https://example.com/", curlCode: CurlCode.couldNotConnect))
        #expect(problems.message(try Self.settings()) == nil)
    }
}
