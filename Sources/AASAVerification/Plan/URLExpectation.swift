import AASACore

/// A URL to answer: `--expect-url` / `--expect-no-url` (whether it must open the app), or a URL
/// of `--urls` (no expectation: the report says where it opens).
package struct URLExpectation: Sendable {
    package var text: String
    package var url: UniversalLinkURL
    /// Nil for a URL of `--urls`.
    package var expected: URLReport.Expected?

    package init(text: String, url: UniversalLinkURL, expected: URLReport.Expected?) {
        self.text = text
        self.url = url
        self.expected = expected
    }

    package var mustOpen: Bool { expected == .opens }
}
