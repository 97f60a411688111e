/// Judges the `include` statements of a file (spec D8): Android follows one level, over HTTPS
/// only, without redirects; Google's API follows further until its fetch budget runs out. The
/// fetching is the caller's; these are the pure judgements before and after it.
package enum IncludeCheck {
    /// Includes followed per host at most: Google's API stops at a fetch budget of its own, and a
    /// hostile file must not send the crawler to a thousand URLs.
    package static let maximumIncludes = 10

    /// Why `include` cannot be followed at all, or nil. `seen` holds the URLs already read for the
    /// host, the file itself first.
    package static func problem(_ include: AssetInclude, seen: Set<String>) -> Finding? {
        let shown = PrintableText.escaped(include.url, limit: 200)
        guard include.url.lowercased().hasPrefix("https://") else {
            return FindingKind.androidInclude(
                "The include \(shown) is not an https URL; Android and Google's API refuse to include an insecure "
                    + "file from a secure one.",
                hint: "serve the included file over HTTPS and write its https:// URL", path: include.path)
        }
        guard host(of: include.url) != nil else {
            return FindingKind.androidInclude(
                "The include \(shown) names no host.", hint: "write the full https:// URL of the included file",
                path: include.path)
        }
        if seen.contains(include.url) {
            return FindingKind.androidInclude(
                "The include \(shown) points at a file already read for this host, a loop; Google's API stops with "
                    + "\"Too many includes (maybe a loop)\".",
                hint: "remove the include, or point it at a different file", path: include.path)
        }
        return nil
    }

    /// The finding for the includes past ``maximumIncludes``, which were not followed.
    package static func overBudget(_ includes: [AssetInclude]) -> Finding {
        FindingKind.androidInclude(
            "The file has \(includes.count) includes; only the first \(maximumIncludes) were followed, and Google's "
                + "API gives up at its own fetch budget.",
            hint: "merge the included lists into fewer files", path: includes[maximumIncludes].path)
    }

    /// An include whose fetch did not serve a file: its statements count nowhere.
    package static func unreadable(_ include: AssetInclude, transport: [Finding]) -> Finding {
        let cause = transport.first { $0.severity == .error }?.message ?? "it could not be read"
        return FindingKind.androidInclude(
            "The include \(PrintableText.escaped(include.url, limit: 200)) was not read, so its statements count for "
                + "no app: \(cause)",
            hint: "serve the included file with status 200, as application/json, without redirects",
            path: include.path)
    }

    /// What an included file's own lint means for the host: an error in it fails the whole host on
    /// AOSP (the parse error propagates) while Google's API drops only the include; an include
    /// inside it is not followed by AOSP.
    package static func findings(
        for include: AssetInclude, transport: [Finding], lint: AssetLinksLinter.Outcome
    ) -> [Finding] {
        var findings: [Finding] = []
        let shown = PrintableText.escaped(include.url, limit: 200)
        // Served, but not as Google's verifier wants it (a Content-Type other than JSON).
        if let served = transport.first(where: { $0.severity == .error }) {
            findings.append(
                FindingKind.androidInclude(
                    "The include \(shown) was served with a problem: \(served.message)",
                    hint: served.hint, path: include.path))
        }
        let errors = lint.findings.filter { $0.severity == .error }
        if let first = errors.first {
            let place = first.path.map { " at \($0)" } ?? ""
            findings.append(
                FindingKind.androidInclude(
                    "The included file \(shown) has \(errors.count) error\(errors.count == 1 ? "" : "s") (first, "
                        + "\(first.id)\(place): \(first.message)) AOSP devices then reject this host; Google's API "
                        + "drops the include.",
                    hint: "run aasa lint on the included file and fix what it reports", path: include.path))
        }
        if let nested = lint.statementList?.includes, !nested.isEmpty {
            findings.append(
                FindingKind.androidIncludeNested(
                    "The included file \(shown) includes \(nested.count) more file\(nested.count == 1 ? "" : "s"); "
                        + "AOSP follows one level of includes only, so their statements count only on Google's API.",
                    hint: "list those statements in the included file itself, or include them from the "
                        + "well-known file", path: include.path))
        }
        return findings
    }

    /// The host of an https URL, lower-cased, for the transport verdict of an include.
    package static func host(of url: String) -> String? {
        guard url.lowercased().hasPrefix("https://") else { return nil }
        let rest = url.dropFirst("https://".count)
        let end = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        var authority = rest[..<end]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if let colon = authority.lastIndex(of: ":"), !authority.hasPrefix("[") { authority = authority[..<colon] }
        return authority.isEmpty ? nil : authority.lowercased()
    }
}
