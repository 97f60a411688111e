extension FindingKind {
    package static let androidStatement = FindingKind(
        "android.statement", .error,
        "a statement Android cannot read (not an object, no relation or target, a null or number value): "
            + "the devices whose reader throws on it reject the whole file, the others and Google's API skip the "
            + "statement (the host's readers say which)")
    package static let androidNoStatements = FindingKind(
        "android.no-statements", .error,
        "the statement list is empty, so it verifies no app (Google's API: \"No statements were found\")")
    package static let androidRelation = FindingKind(
        "android.relation", .error,
        "a relation that is not kind/detail in [a-z0-9_.]+ (Android 12+ rejects the whole file, Android 6-11 "
            + "and Google's API skip the statement)")
    package static let androidRelationUnknown = FindingKind(
        "android.relation-unknown", .warning,
        "a well-formed relation Android does not define (a typo of handle_all_urls or get_login_creds)")
    package static let androidNamespace = FindingKind(
        "android.namespace", .error, "a target whose namespace is neither android_app nor web")
    package static let androidPackageName = FindingKind(
        "android.package-name", .error, "a package_name that is missing, empty or not a Java package name")
    package static let androidFingerprintFormat = FindingKind(
        "android.fingerprint-format", .error,
        "a fingerprint that is not 32 upper-case hex bytes joined by colons (lower case, no colons, SHA-1, "
            + "a placeholder): Android never matches it")
    package static let androidWebTarget = FindingKind(
        "android.web-target", .error, "a web target whose site is not just scheme://host[:port]")
    package static let androidUnknownKey = FindingKind(
        "android.unknown-key", .warning,
        "a key Android ignores (AASA-style paths, a misspelt key): it changes nothing on devices")
    package static let androidInclude = FindingKind(
        "android.include", .error,
        "an include that Android cannot follow: not HTTPS, redirected, failing, malformed, looping or over budget")
    package static let androidIncludeNested = FindingKind(
        "android.include-nested", .warning,
        "an include inside an included file: AOSP follows one level only, Google's API follows more")
    package static let androidIncludeUnchecked = FindingKind(
        "android.include-unchecked", .info, "lint does not fetch includes: the included statements were not checked")
    package static let androidDynamicRules = FindingKind(
        "android.dynamic-rules", .warning,
        "dynamic_app_link_components that Android 15 discards (the manifest then decides) or that match "
            + "differently on AOSP than the documentation says")
    package static let androidAppMissing = FindingKind(
        "android.app-missing", .error, "no statement gives the entry's relation to the app's package")
    package static let androidFingerprintMissing = FindingKind(
        "android.fingerprint-missing", .error,
        "the package is listed, but with none of the app's signing-certificate fingerprints")
    package static let androidFingerprintUnchecked = FindingKind(
        "android.fingerprint-unchecked", .warning,
        "the app was named by package alone, so its signing-certificate fingerprint was not checked")
    package static let androidAppUnchecked = FindingKind(
        "android.app-unchecked", .warning, "no Android app was given for the entry, so nothing was checked for it")

    package static let androidCacheAge = FindingKind(
        "android.cache-age", .info,
        "how long the file's Cache-Control or Expires lets Google's fetcher keep serving this copy to phones with "
            + "Google Play services after the file changes (docs/rules/android-app-links.md A12, confidence medium)")
    package static let androidCacheLong = FindingKind(
        "android.cache-long", .warning,
        "the file may be cached for more than 7 days: a fix reaches phones with Google Play services only when "
            + "Google's copy expires")

    static let androidKinds: [FindingKind] = [
        androidCacheAge, androidCacheLong,
        androidStatement, androidNoStatements, androidRelation, androidRelationUnknown, androidNamespace,
        androidPackageName, androidFingerprintFormat, androidWebTarget, androidUnknownKey, androidInclude,
        androidIncludeNested, androidIncludeUnchecked, androidDynamicRules, androidAppMissing,
        androidFingerprintMissing,
        androidFingerprintUnchecked, androidAppUnchecked,
    ]
}
