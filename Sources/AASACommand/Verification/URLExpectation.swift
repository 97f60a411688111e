import AASACore

/// `--expect-url` / `--expect-no-url`: a URL and whether it must open the app.
struct URLExpectation: Sendable {
    var text: String
    var url: UniversalLinkURL
    var mustOpen: Bool

    static func parse(expected: [String], unexpected: [String]) throws(UsageError) -> [URLExpectation] {
        func make(_ text: String, _ mustOpen: Bool) throws(UsageError) -> URLExpectation {
            do throws(URLParseError) {
                return URLExpectation(text: text, url: try UniversalLinkURL(text), mustOpen: mustOpen)
            } catch {
                throw UsageError("'\(TerminalSafe(text))' is not a URL aasa can match: \(error.message)")
            }
        }
        var result: [URLExpectation] = []
        for text in expected { result.append(try make(text, true)) }
        for text in unexpected { result.append(try make(text, false)) }
        return result
    }
}
