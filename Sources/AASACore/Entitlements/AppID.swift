/// An app ID, `<prefix>.<bundle ID>`, compared the way the system compares them: the prefix
/// upper-cased, the bundle ID case-sensitively (spec section 3, observed).
struct AppID: Sendable, Hashable {
    var text: String
    var prefix: Substring
    var bundleID: Substring

    init(_ text: String) {
        self.text = text
        if let dot = text.firstIndex(of: ".") {
            prefix = text[..<dot]
            bundleID = text[text.index(after: dot)...]
        } else {
            prefix = ""
            bundleID = text[...]
        }
    }

    /// True when the system treats both as the same app.
    func isSame(as other: AppID) -> Bool {
        prefix.uppercased() == other.prefix.uppercased() && bundleID == other.bundleID
    }

    /// Same prefix, bundle IDs equal only when letter case is ignored.
    func differsOnlyInBundleCase(from other: AppID) -> Bool {
        prefix.uppercased() == other.prefix.uppercased() && bundleID != other.bundleID
            && bundleID.lowercased() == other.bundleID.lowercased()
    }

    /// Same bundle ID (ignoring case), another team prefix.
    func differsOnlyInPrefix(from other: AppID) -> Bool {
        prefix.uppercased() != other.prefix.uppercased() && bundleID.lowercased() == other.bundleID.lowercased()
    }
}
