/// Judges the `include` statements of a file (docs/rules/android-app-links.md D8): Android follows one level, over HTTPS
/// only, without redirects; Google's API follows further until its fetch budget runs out. The
/// fetching is the caller's; these are the pure judgements before and after it.
package enum IncludeCheck {
    /// Includes followed per host at most: Google's API stops at a fetch budget of its own, and a
    /// hostile file must not send the crawler to a thousand URLs.
    package static let maximumIncludes = 10

    /// Where an include points: its host (lower-cased; an IPv6 address in brackets) and port.
    package struct Target: Sendable, Hashable {
        package var host: String
        package var port: Int
        /// `user:password@` was written before the host.
        package var hasUserinfo: Bool
    }

    /// Why `include` cannot be followed at all, or nil. `seen` holds the URLs already read for the
    /// host, the file itself first. `routed` says whether the user routed a target explicitly
    /// (`--connect-to`): only then may an include name an IP address.
    package static func problem(
        _ include: AssetInclude, seen: Set<String>, routed: (Target) -> Bool = { _ in false }
    ) -> Finding? {
        let shown = PrintableText.escaped(Credentials.redacted(include.url), limit: 200)
        guard include.url.lowercased().hasPrefix("https://") else {
            return FindingKind.androidInclude(
                "The include \(shown) is not an https URL; Android and Google's API refuse to include an insecure "
                    + "file from a secure one.",
                hint: "serve the included file over HTTPS and write its https:// URL", path: include.path)
        }
        guard let target = target(of: include.url) else {
            return FindingKind.androidInclude(
                "The include \(shown) names no host.", hint: "write the full https:// URL of the included file",
                path: include.path)
        }
        // A site's file must not make the checker send credentials or reach an address it chose.
        if target.hasUserinfo {
            return FindingKind.androidInclude(
                "The include \(shown) carries a user name or password before its host; aasa does not send "
                    + "credentials a site names, and a public file needs none.",
                hint: "write the include without user:password@", path: include.path)
        }
        if let address = IPAddress(host: target.host), !routed(target) {
            return FindingKind.androidInclude(
                "The include \(shown) names the IP address \(address) instead of a host name, which aasa does not "
                    + "fetch: a site's file must not direct the checker to an address of its choosing.",
                hint: "name the included file by a host name with a publicly trusted certificate",
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

    /// The finding for an include whose host resolved only to addresses off the public internet
    /// (loopback, private, link-local, ...): refused before connecting, so nothing about that
    /// network (an open or closed port, an answer) can reach the report.
    package static func notPublic(_ include: AssetInclude) -> Finding {
        FindingKind.androidInclude(
            "The include \(PrintableText.escaped(Credentials.redacted(include.url), limit: 200)) resolves only to "
                + "addresses that are not on the public internet (loopback, private or link-local), so aasa did not "
                + "fetch it and devices outside that network cannot either.",
            hint: "serve the included file from a host that resolves to a public address", path: include.path)
    }

    /// The finding for an include not fetched because the host's requests had used their time.
    package static func outOfTime(_ include: AssetInclude, budget: Double) -> Finding {
        let seconds = budget == budget.rounded() ? String(Int(budget)) : String(budget)
        return FindingKind.androidInclude(
            "The include \(PrintableText.escaped(Credentials.redacted(include.url), limit: 200)) was not read: the "
                + "host's requests had taken the \(seconds) s one host may take (3 x --timeout), so its statements "
                + "count for no app.",
            hint: "serve the file and its includes promptly, and include fewer files", path: include.path)
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
            "The include \(PrintableText.escaped(Credentials.redacted(include.url), limit: 200)) was not read, so its "
                + "statements count for "
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
        let shown = PrintableText.escaped(Credentials.redacted(include.url), limit: 200)
        // Served, but not as Google's verifier wants it (a Content-Type other than JSON).
        // Ids and paths only, never the messages: they quote what the included file's host sent.
        if let served = transport.first(where: { $0.severity == .error }) {
            findings.append(
                FindingKind.androidInclude(
                    "The include \(shown) was served with a problem (\(served.id)).",
                    hint: served.hint, path: include.path))
        }
        let errors = lint.findings.filter { $0.severity == .error }
        if let first = errors.first {
            let place = first.path.map { " at \($0)" } ?? ""
            findings.append(
                FindingKind.androidInclude(
                    "The included file \(shown) has \(errors.count) error\(errors.count == 1 ? "" : "s") (first, "
                        + "\(first.id)\(place)); the devices that reject that file reject this host too; Google's "
                        + "API drops the include.",
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

    /// The included file's rejections, moved to the include's own finding: when every error of
    /// the file is a statement some reader throws on, the readers that skip those statements
    /// read this host too (``StatementReader``); any other error fails it for every reader.
    package static func rejections(
        for include: AssetInclude, lint: AssetLinksLinter.Outcome, list: StatementList
    ) -> [StatementRejection] {
        let errors = lint.findings.filter { $0.severity == .error }
        guard !list.rejections.isEmpty,
            errors.allSatisfy({ error in
                list.rejections.contains { $0.findingID == error.id && $0.path == error.path }
            })
        else { return [] }
        let scope: StatementRejection.Scope = list.rejections.contains { $0.scope == .json } ? .json : .asset
        return [StatementRejection(findingID: FindingKind.androidInclude.id, path: include.path, scope: scope)]
    }

    /// The host and port of an https URL, or nil when it names no host.
    package static func target(of url: String) -> Target? {
        guard url.lowercased().hasPrefix("https://") else { return nil }
        let rest = url.dropFirst("https://".count)
        var authority = rest.prefix { !"/?#".contains($0) }
        var hasUserinfo = false
        if let at = authority.lastIndex(of: "@") {
            authority = authority[authority.index(after: at)...]
            hasUserinfo = true
        }
        var host = authority
        var portText: Substring = ""
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            host = authority[...close]
            portText = authority[authority.index(after: close)...].drop { $0 == ":" }
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon]
            portText = authority[authority.index(after: colon)...]
        }
        guard !host.isEmpty else { return nil }
        let port = portText.isEmpty ? 443 : Int(portText) ?? -1
        guard (1...65535).contains(port) else { return nil }
        return Target(host: host.lowercased(), port: port, hasUserinfo: hasUserinfo)
    }
}
