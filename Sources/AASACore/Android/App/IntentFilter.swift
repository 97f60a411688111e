/// An `<intent-filter>` of an activity (or activity alias), as Android's domain verification
/// reads it: `<data>` attributes combine across the filter's `<data>` elements, so every host
/// takes every scheme (docs/rules/android-app-links.md A1, AOSP `IntentFilter`).
package struct IntentFilter: Sendable, Hashable {
    package static let viewAction = "android.intent.action.VIEW"
    package static let browsable = "android.intent.category.BROWSABLE"
    package static let defaultCategory = "android.intent.category.DEFAULT"
    static let webSchemes: Set<String> = ["http", "https"]

    /// The activity's `android:name`, as written.
    package var component: String
    package var position: SourcePosition?
    package var autoVerify: Bool
    package var actions: [String]
    package var categories: [String]
    package var schemes: [String]
    /// The filter's authorities: AOSP adds one per `<data>` that names a host, with that
    /// element's port (a port without a host is ignored).
    package var hosts: [Host]
    /// `path`, `pathPrefix`, `pathPattern`, `pathAdvancedPattern` and `pathSuffix`, in order.
    package var paths: [DataPattern] = []
    /// `ssp`, `sspPrefix`, ... : scheme-specific parts, which decide before authorities do.
    package var schemeSpecificParts: [DataPattern] = []
    /// `mimeType`: a filter with one never takes a link, which carries no type.
    package var mimeTypes: [String] = []
    /// Android 15's `<uri-relative-filter-group>`s, in declaration order, empty ones dropped.
    package var groups: [UriRelativeFilterGroup] = []

    /// A host as the filter writes it, before or after resolution.
    package struct Host: Sendable, Hashable {
        package var value: ManifestValue
        package var position: SourcePosition?
        /// `android:port` of the same `<data>`, as written.
        package var port: String? = nil
    }

    /// A path or scheme-specific-part attribute: the `PatternMatcher` type it makes and its text.
    package struct DataPattern: Sendable, Hashable {
        package var kind: PatternMatcher.Kind
        package var value: ManifestValue
        package var position: SourcePosition?

        /// What makes two patterns one: they match alike wherever they stand.
        package struct Key: Hashable {
            package var kind: PatternMatcher.Kind
            package var text: String
        }

        /// The attribute that wrote it (`pathPrefix`), for messages and reports.
        package var attribute: String {
            switch kind {
            case .literal: "path"
            case .prefix: "pathPrefix"
            case .simpleGlob: "pathPattern"
            case .advancedGlob: "pathAdvancedPattern"
            case .suffix: "pathSuffix"
            }
        }

        /// The first API level whose manifest parser reads the attribute: `pathAdvancedPattern`
        /// and `pathSuffix` (and their ssp forms) are API 31's; older devices ignore them.
        package var minimumAPI: Int {
            kind == .advancedGlob || kind == .suffix ? 31 : 1
        }
    }

    /// AOSP `IntentFilter.handlesWebUris`: VIEW, BROWSABLE and at least one scheme; with
    /// `onlyWebSchemes` every scheme must be http or https, without it one is enough.
    package func handlesWebURIs(onlyWebSchemes: Bool) -> Bool {
        guard actions.contains(Self.viewAction), categories.contains(Self.browsable), !schemes.isEmpty else {
            return false
        }
        return onlyWebSchemes
            ? schemes.allSatisfy(Self.webSchemes.contains) : schemes.contains(where: Self.webSchemes.contains)
    }

    /// AOSP `IntentFilter.needsVerification`: what makes Android 6-11 verify the app at all.
    package var needsVerification: Bool { autoVerify && handlesWebURIs(onlyWebSchemes: true) }

    /// AOSP `DomainVerificationCollector.collectDomainsInternal` for apps targeting Android 12
    /// (API 31) or later: autoVerify, DEFAULT, and web schemes only.
    package var isVerifiedOnAndroid12: Bool {
        autoVerify && categories.contains(Self.defaultCategory) && handlesWebURIs(onlyWebSchemes: true)
    }

    /// Why a filter that asks for verification (`autoVerify`) is not verified on Android 12+, as
    /// the finding that says so; nil when it is, or when it does not ask.
    func android12Problem(position fallback: SourcePosition?) -> Finding? {
        guard autoVerify else { return nil }
        let name = "The autoVerify filter of \(PrintableText.escaped(component, limit: 120))"
        let at = position ?? fallback
        if isVerifiedOnAndroid12, hosts.isEmpty {
            return FindingKind.androidAppNoHost(
                "\(name) names no host, so it verifies nothing (it matches every web URL, as a browser does).",
                hint: "Give the filter <data android:host=\"...\"/> for each host the app opens.", position: at)
        }
        guard !isVerifiedOnAndroid12 else { return nil }
        // (what the message names, the element that adds it)
        var missing: [(String, String)] = []
        if !actions.contains(Self.viewAction) {
            missing.append(("the action \(Self.viewAction)", "<action android:name=\"\(Self.viewAction)\"/>"))
        }
        for category in [Self.defaultCategory, Self.browsable] where !categories.contains(category) {
            missing.append(("the category \(category)", "<category android:name=\"\(category)\"/>"))
        }
        if !missing.isEmpty {
            let legacy =
                actions.contains(Self.viewAction) && categories.contains(Self.browsable)
                ? " (Android 6-11 still verifies it)" : ""
            return FindingKind.androidAppFilterCategory(
                "\(name) lacks \(missing.map(\.0).joined(separator: " and ")), so Android 12+ does not verify its "
                    + "hosts\(legacy).",
                hint: "Add \(missing.map(\.1).joined(separator: " and ")) to the filter.", position: at)
        }
        if schemes.isEmpty || hosts.isEmpty {
            return FindingKind.androidAppNoHost(
                "\(name) names no \(schemes.isEmpty ? "scheme" : "host"), so it verifies nothing.",
                hint: "Give the filter <data android:scheme=\"https\" android:host=\"...\"/>.", position: at)
        }
        let others = schemes.filter { !Self.webSchemes.contains($0) }
        let shown = others.map { "'\(PrintableText.escaped($0, limit: 60))'" }.joined(separator: ", ")
        let onlyCustom = !schemes.contains(where: Self.webSchemes.contains)
        return FindingKind.androidAppFilterScheme(
            "\(name) has the scheme\(others.count == 1 ? "" : "s") \(shown), so Android 12+ does not verify its "
                + (onlyCustom ? "hosts (autoVerify applies to http and https only)." : "http and https hosts either."),
            hint: onlyCustom
                ? "Remove android:autoVerify from the custom-scheme filter; App Links need https."
                : "Move the custom scheme into a filter of its own without android:autoVerify.",
            position: at)
    }
}
