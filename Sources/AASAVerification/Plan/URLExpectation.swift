import AASACore

/// `--expect-url` / `--expect-no-url`: a URL and whether it must open the app.
package struct URLExpectation: Sendable {
    package var text: String
    package var url: UniversalLinkURL
    package var mustOpen: Bool

    package init(text: String, url: UniversalLinkURL, mustOpen: Bool) {
        self.text = text
        self.url = url
        self.mustOpen = mustOpen
    }
}
