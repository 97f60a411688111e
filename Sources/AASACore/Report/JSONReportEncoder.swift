import FoundationEssentials

/// Turns reports into the JSON that scripts read: keys sorted so that output is stable from run to
/// run, slashes left alone so URLs stay readable.
///
/// Strings keep what the server or file sent, but every character that could act on a terminal
/// (C1 controls, DEL, bidi overrides and isolates, U+2028/U+2029, other invisible format
/// characters: ``TerminalText/needsEscape(_:)``) is written as a `\uXXXX` escape, so `cat` or
/// `jq` on a report shows them without obeying them; a JSON parser reads the same string.
package enum JSONReportEncoder {
    /// Pretty-printed JSON followed by a newline, for `--format json`.
    package static func encode<T: Encodable>(_ value: T) -> String {
        render(value, pretty: true) + "\n"
    }

    /// One compact JSON document followed by a newline: `--format json` into a file or a pipe,
    /// where indentation is a third of the bytes and no person reads it.
    package static func encodeCompact<T: Encodable>(_ value: T) -> String {
        render(value, pretty: false) + "\n"
    }

    /// The same bytes as `encode(report)` (or `encodeCompact`), encoded one domain at a time: the
    /// encoder's tree and buffers then hold one domain, not the whole fleet's report three times.
    package static func encode(verification report: VerificationReport, pretty: Bool = true) -> String {
        var document = ""
        encode(verification: report, pretty: pretty) { document += $0 }
        return document
    }

    /// The same, handed to `write` a domain at a time, so a writer need not hold the document.
    package static func encode(
        verification report: VerificationReport, pretty: Bool = true, into write: (String) -> Void
    ) {
        var document = VerificationDocument(tool: report.tool, run: report.run, pretty: pretty)
        report.domains.forEach { write(document.next($0)) }
        write(document.end(androidApps: report.androidApps, urls: report.urls))
    }

    /// A `--format json` document written a domain at a time, as domains come: the summary is
    /// counted as they pass, and the text is byte for byte `encode` of the whole report.
    package struct VerificationDocument: Sendable {
        private var skeleton: VerificationReport
        private var document: StreamedDocument

        package init(tool: ToolInfo = .current, run: VerificationReport.RunInfo? = nil, pretty: Bool = true) {
            skeleton = VerificationReport(tool: tool, run: run, domains: [])
            document = StreamedDocument(arrayKey: "domains", pretty: pretty)
        }

        /// The text that puts `domain` after those before it.
        package mutating func next(_ domain: DomainReport) -> String {
            skeleton.summary.count(domain)
            return document.next(domain)
        }

        /// The rest of the document: the domains' array closed, then the other keys (the Android
        /// apps, judged once every domain is, among them).
        package func end(androidApps: [AndroidAppReport]? = nil, urls: [URLReport]? = nil) -> String {
            var skeleton = skeleton
            skeleton.androidApps = androidApps
            skeleton.urls = urls
            return document.end(skeleton)
        }
    }

    /// A JSON document whose first key, in sorted order, holds an array, written an element at a
    /// time: the text is byte for byte `encode` (or `encodeCompact`) of the whole document, while
    /// only one element is encoded at once.
    package struct StreamedDocument: Sendable {
        private let arrayKey: String
        private let pretty: Bool
        private var count = 0

        package init(arrayKey: String, pretty: Bool = true) {
            self.arrayKey = arrayKey
            self.pretty = pretty
        }

        /// The text that puts `element` after those before it.
        package mutating func next(_ element: some Encodable) -> String {
            let first = count == 0
            count += 1
            guard pretty else {
                return (first ? "{\"\(arrayKey)\":[" : ",") + render(element, pretty: false)
            }
            var piece = first ? "{\n  \"\(arrayKey)\" : [\n" : ",\n"
            let object = render(element, pretty: true)
            // Two levels deeper inside the document; the blank line of an empty array stays blank.
            for (number, line) in object.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if number > 0 { piece += "\n" }
                if !line.isEmpty { piece += "    " + line }
            }
            return piece
        }

        /// The rest of the document: the array closed, then `skeleton`'s other keys. `skeleton` is
        /// the whole document with that array empty.
        package func end(_ skeleton: some Encodable) -> String {
            let empty = pretty ? encode(skeleton) : encodeCompact(skeleton)
            guard count > 0 else { return empty }
            let emptyArray = pretty ? "{\n  \"\(arrayKey)\" : [\n\n  ]" : "{\"\(arrayKey)\":[]"
            precondition(empty.hasPrefix(emptyArray), "\(arrayKey) is not the document's first key")
            return (pretty ? "\n  ]" : "]") + empty.dropFirst(emptyArray.count)
        }
    }

    /// One compact JSON object on a single line followed by a newline, for JSON Lines output.
    /// JSON escapes every raw line feed inside strings, so the value cannot span lines.
    package static func encodeLine<T: Encodable>(_ value: T) -> String {
        render(value, pretty: false) + "\n"
    }

    private static func render<T: Encodable>(_ value: T, pretty: Bool) -> String {
        do {
            return String(decoding: try Tree.encode(value, pretty: pretty), as: UTF8.self)
        } catch {
            // Report types hold only what the tree writes; this branch exists so that a future
            // type with a non-finite number still yields valid JSON that says what went wrong
            // instead of crashing.
            let failure = EncodingFailure(
                error: "the report could not be encoded: \(T.self) holds a value JSON cannot express")
            let bytes =
                (try? Tree.encode(failure, pretty: pretty))
                ?? Array(#"{"error":"the report could not be encoded"}"#.utf8)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private struct EncodingFailure: Encodable {
        var schemaVersion = 1
        var error: String
    }
}
