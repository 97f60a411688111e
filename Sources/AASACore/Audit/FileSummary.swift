/// What a report keeps of a served file so that a later run can say what changed: the `file`
/// object of a domain (written only when a file was served and parsed).
package struct FileSummary: Codable, Sendable, Hashable {
    /// SHA-256 of the body as served (after content decoding), 64 hex digits.
    package var sha256: String?
    /// The app IDs the file lists, by service name, in file order.
    package var appIDs: [String: [String]]
    /// ``MeaningDigest`` of the body: equal when only the formatting changed.
    package var meaning: String?
    /// Set when this run could not read the file and the summary is the baseline's, carried
    /// forward so that the next run that reads the file compares with it.
    package var carried: Bool?
    /// How long Google's fetcher may keep serving this copy (its `Cache-Control` or `Expires`,
    /// ``CacheLifetime``), in seconds: Android's files only, nil when the answer says nothing or 0.
    /// A later run's `change.file` says how long phones may see this copy after it changes.
    package var cacheSeconds: Int?

    package init(sha256: String?, appIDs: [String: [String]], meaning: String? = nil) {
        self.sha256 = sha256
        self.appIDs = appIDs
        self.meaning = meaning
    }

    /// The summary of a served body and the association read from it (nil when it did not decode).
    package init(body: [UInt8], association: SiteAssociation?) {
        var appIDs: [String: [String]] = [:]
        if let association {
            for service in Service.allCases {
                let listed = association.appIDs(for: service)
                if !listed.isEmpty { appIDs[service.rawValue] = listed }
            }
        }
        self.init(sha256: SHA256Digest.hex(body), appIDs: appIDs, meaning: MeaningDigest.hex(body, platform: .apple))
    }
}
