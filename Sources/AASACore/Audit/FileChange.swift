/// `change.file`: what the served file says differs from the baseline's, with the app IDs each
/// service gained or lost; `change.format` when only its bytes did (``MeaningDigest``).
enum FileChange {
    /// Services named in the message, at most; the rest are summed up.
    static let listedLimit = 5

    static func finding(domain: String, before: FileSummary?, now: FileSummary?) -> Finding? {
        guard let before, let now, let oldDigest = before.sha256, let newDigest = now.sha256, oldDigest != newDigest
        else { return nil }
        var parts: [String] = []
        for service in Set(before.appIDs.keys).union(now.appIDs.keys).sorted() {
            let old = before.appIDs[service] ?? []
            let new = now.appIDs[service] ?? []
            let added = new.filter { !old.contains($0) }
            let removed = old.filter { !new.contains($0) }
            var change: [String] = []
            if !added.isEmpty { change.append("adds " + list(added)) }
            if !removed.isEmpty { change.append("drops " + list(removed)) }
            if !change.isEmpty { parts.append("\(service) " + change.joined(separator: " and ")) }
        }
        let digests = "sha256 \(oldDigest.prefix(12)) to \(newDigest.prefix(12))"
        if parts.isEmpty, let old = before.meaning, let new = now.meaning, old == new {
            // Minified, re-indented, keys or statements reordered: nothing a device reads.
            return FindingKind.changeFormat(
                "The file of \(domain) changed only in its formatting since the baseline report (\(digests)); "
                    + "it says the same.",
                hint: "Nothing to fix.")
        }
        let what =
            parts.isEmpty
            ? (before.meaning == nil || now.meaning == nil
                ? "the same app IDs, other content (rules or formatting)"
                : "the same app IDs, other rules, relations, dynamic rules or includes")
            : parts.prefix(listedLimit).joined(separator: "; ") + (parts.count > listedLimit ? "; and more" : "")
        // Google's fetcher may keep serving the previous copy (docs/rules/android-app-links.md A12).
        let cached = (before.cacheSeconds ?? now.cacheSeconds).map {
            " Phones with Google Play services may see the previous file for up to \(CacheLifetime.described($0)) "
                + "after the change was deployed (the lifetime its Cache-Control gives Google's fetcher's copy)."
        }
        return FindingKind.changeFile(
            "The file of \(domain) changed since the baseline report (\(digests)): \(what).\(cached ?? "")",
            hint: "Nothing to fix if the change was deployed on purpose; otherwise restore the previous file.")
    }

    private static func list(_ appIDs: [String]) -> String {
        let shown = appIDs.prefix(listedLimit).joined(separator: ", ")
        return appIDs.count > listedLimit ? shown + " and \(appIDs.count - listedLimit) more" : shown
    }
}
