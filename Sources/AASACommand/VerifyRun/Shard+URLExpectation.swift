import AASACore
import AASAVerification

extension Shard {
    /// `--shard K/N`; nil for anything else (``VerifyOptions/shard`` says what it takes).
    init?(text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 1_000_000,
            (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }
}

extension URLExpectation {
    /// `--expect-url` and `--expect-no-url`, in that order.
    static func parse(expected: [String], unexpected: [String]) throws(UsageError) -> [URLExpectation] {
        func make(_ text: String, _ mustOpen: Bool) throws(UsageError) -> URLExpectation {
            do throws(URLParseError) {
                return URLExpectation(
                    text: text, url: try UniversalLinkURL(text), expected: mustOpen ? .opens : .doesNotOpen)
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
