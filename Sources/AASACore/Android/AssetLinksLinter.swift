/// Every check of an assetlinks.json body alone, as Android's verifier reads it: the bytes, the
/// JSON, then each statement. `aasa lint` and `aasa verify` both call this.
package enum AssetLinksLinter {
    package struct Outcome: Sendable {
        /// Nil when the body is not a JSON array of statements.
        package var statementList: StatementList?
        package var findings: [Finding]
        /// The UTF-8 text the findings' lines and columns count in.
        package var text: [UInt8]
    }

    /// Android's limit on the file (docs/rules/android-app-links.md F6): the AOSP verifier and Google's API refuse more.
    package static let bodyLimit = 1_048_576

    /// The most bytes of a local file `lint` parses: four times Android's limit, enough to say
    /// how far over a file is.
    package static let localFileLimit = 4 * bodyLimit

    /// A local file over ``localFileLimit``: refused with a finding, never parsed.
    package static func refusedAsTooLarge() -> Finding {
        FindingKind.httpTooLarge(
            "The file is more than \(localFileLimit) bytes, far over the \(bodyLimit) bytes Android reads; it was not "
                + "checked further.",
            hint: "shrink the file below \(bodyLimit) bytes: list each app once, with all its fingerprints in one "
                + "statement")
    }

    package static func lint(_ bytes: [UInt8]) -> Outcome {
        if let (encoding, _) = WideTextEncoding.detect(bytes) {
            let finding = FindingKind.jsonEncoding(
                "The file is saved as \(encoding.rawValue), but Android reads assetlinks.json as UTF-8.",
                hint: "save the file as UTF-8 without a byte order mark")
            return Outcome(statementList: nil, findings: [finding], text: [])
        }
        var findings: [Finding] = []
        if bytes.count > bodyLimit {
            findings.append(
                FindingKind.httpTooLarge(
                    "The file is \(bytes.count) bytes, more than the \(bodyLimit) bytes Android reads.",
                    hint: "shrink the file below \(bodyLimit) bytes: list each app once, with all its fingerprints "
                        + "in one statement"))
        }
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes)
        } catch {
            return Outcome(statementList: nil, findings: findings + [error.finding], text: bytes)
        }
        if document.hasByteOrderMark {
            findings.append(
                FindingKind.jsonByteOrderMark.on(.android)(
                    "The file starts with a UTF-8 byte order mark; Android's strict JSON reader fails on it, so the "
                        + "whole file is rejected on devices.",
                    hint: "save the file as UTF-8 without a byte order mark",
                    position: SourcePosition(line: 1, column: 1)))
        }
        var decoder = StatementListDecoder(document: document)
        let list = decoder.decode()
        return Outcome(statementList: list, findings: findings + decoder.findings, text: bytes)
    }

    /// Whether a file is an assetlinks.json rather than an AASA file, by content: its first
    /// non-blank byte opens an array. For `lint` without `--kind`.
    package static func looksLikeStatementList(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let first = bytes[start...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "[")
    }
}
