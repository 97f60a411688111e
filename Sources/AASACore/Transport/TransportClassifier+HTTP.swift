extension TransportClassifier {
    /// The statuses that redirect (RFC 9110, section 15.4): with a Location, any other 3xx too.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// An answer other than 200: a redirect (never followed) or any other status. A 3xx that
    /// does not redirect (304 Not Modified, 300 without a Location) is just a status.
    static func statusFinding(_ record: FetchRecord, status: Int, location: Location) -> Finding {
        let redirects =
            redirectStatuses.contains(status) || ((300..<400).contains(status) && record.header("Location") != nil)
        guard redirects else {
            return FindingKind.httpStatus(
                "\(record.url) answered with status \(status) instead of 200.", hint: location.serveHint)
        }
        let target = record.header("Location").map { "to \($0)" } ?? "without a Location header"
        return FindingKind.httpRedirect(
            "\(record.url) answered \(status), redirecting \(target); \(location.platform.redirectRule).",
            hint: location.serveHint)
    }

    /// Content-Length values that disagree, in two fields or one list: the length of the answer is
    /// ambiguous (RFC 9112, section 6.3, makes it an unrecoverable error), libcurl silently takes
    /// the last, and another client may cut the body elsewhere or refuse it.
    static func framingFailure(_ record: FetchRecord, location: Location) -> Finding? {
        var values: [Substring] = []
        for field in record.headers where field.name.lowercased() == "content-length" {
            for value in field.value.split(separator: ",") where !values.contains(value.trimmingWhitespace) {
                values.append(value.trimmingWhitespace)
            }
        }
        guard values.count > 1 else { return nil }
        return FindingKind.netTransfer(
            "\(record.url) was answered with conflicting Content-Length values "
                + "\(values.joined(separator: " and ")), so the length of the file is ambiguous.",
            hint: "Send a single Content-Length from \(location.host); a proxy or CDN in front of the server "
                + "that adds its own is the usual cause.")
    }

    /// A served file whose Content-Type is not `application/json` (parameters such as charset are
    /// fine). Apple's systems do not enforce it, so it is a warning there, worded by how telling it
    /// is; Google's verifier and Android's documentation require it, so it is an error for Android,
    /// whose message says that AOSP devices parse the file anyway (docs/rules/android-app-links.md F5).
    static func contentTypeFindings(_ record: FetchRecord, location: Location) -> [Finding] {
        let hint = "Serve \(location.wellKnownURL) with Content-Type: application/json."
        let androidNote =
            " Google's verifier and Android's documentation require application/json (AOSP devices parse the file "
            + "anyway)."
        guard location.platform == .apple else {
            guard let value = record.contentType else {
                return [
                    FindingKind.httpContentType.on(.android)(
                        "\(record.url) was served without a Content-Type." + androidNote, hint: hint)
                ]
            }
            guard mediaType(of: value) != "application/json" else { return [] }
            let html = mediaType(of: value) == "text/html" ? ", usually an error page or a web app's start page" : ""
            return [
                FindingKind.httpContentType.on(.android)(
                    "\(record.url) was served as \(value)\(html)." + androidNote, hint: hint)
            ]
        }
        guard let value = record.contentType else {
            return [FindingKind.httpContentType("\(record.url) was served without a Content-Type.", hint: hint)]
        }
        let mediaType = mediaType(of: value)
        switch mediaType {
        case "application/json":
            return []
        case "text/html":
            return [
                FindingKind.httpContentType(
                    "\(record.url) was served as \(value), which is usually an error page or a web app's "
                        + "start page rather than the file.", hint: hint)
            ]
        case "application/pkcs7-mime":
            return [
                FindingKind.httpContentType(
                    "\(record.url) was served as \(value), a signed file: signing is deprecated since iOS 9.",
                    hint: "Serve the unsigned JSON file at \(location.wellKnownURL) "
                        + "with Content-Type: application/json.")
            ]
        default:
            let message = "\(record.url) was served as \(value), not application/json."
            return [FindingKind.httpContentType(message, hint: hint)]
        }
    }

    /// `Application/JSON; charset=utf-8` -> `application/json`.
    static func mediaType(of value: String) -> String {
        let type = value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return type.trimmingWhitespace.lowercased()
    }
}
