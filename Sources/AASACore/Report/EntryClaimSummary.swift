/// One source's claim on a host: which entry it wrote and for which apps. Reports keep these
/// apart, so two Xcode targets (or two lines of a list) that name the same host stay two claims
/// even where the file is fetched and judged once.
package struct EntryClaimSummary: Codable, Sendable, Hashable {
    /// The entry as written.
    package var entry: String
    /// App IDs for Apple, `PACKAGE:FINGERPRINT,...` for Android; empty when none was known.
    package var appIDs: [String]
    /// Where the entry was written (`target Shop (Release) of Shop.xcodeproj`, `domains.txt:12`,
    /// `app.apk`); nil for the command line, written `"source": null` so every claim has the same
    /// keys.
    @WrittenAsNull package var source: String?

    package init(entry: String, appIDs: [String], source: String?) {
        self.entry = entry
        self.appIDs = appIDs
        self.source = source
    }
}

extension Array where Element == EntryClaimSummary {
    /// Appends a claim not already present: the same entry, apps and source is one claim.
    mutating func appendClaim(_ claim: EntryClaimSummary) {
        if !contains(claim) { append(claim) }
    }
}
