/// An app ID, `<prefix>.<bundle ID>`, compared the way the system compares them: the prefix
/// upper-cased, the bundle ID case-sensitively (docs/rules/associated-domains.md section 3,
/// observed).
package struct AppID: Sendable, Hashable {
    package var text: String
    package var prefix: Substring
    package var bundleID: Substring

    package init(_ text: String) {
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
    package func isSame(as other: AppID) -> Bool {
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

    /// Why the text is not an app ID (`<10-character prefix>.<bundle ID>`), or nil when it is one.
    package var syntaxProblem: String? {
        if case .invalid(let reason, _) = AppIDSyntax.check(text) { return reason }
        return nil
    }

    /// True for an unexpanded build setting such as `$(AppIdentifierPrefix)$(CFBundleIdentifier)`:
    /// what a source `.entitlements` file holds before Xcode signs it.
    package static func isBuildSettingPlaceholder(_ text: String) -> Bool {
        text.holdsPlaceholder
    }

    /// True when the system treats both strings as the same app.
    package static func sameApp(_ a: String, _ b: String) -> Bool {
        // The same text is the same app, without reading either (verify --urls asks per URL).
        a == b || AppID(a).isSame(as: AppID(b))
    }
}
