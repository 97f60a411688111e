/// Findings about an Android app read from its APK, bundle or manifest: which of its hosts
/// Android verifies, on Android 12+ and on 6-11 (spec sections 3 and 7).
extension FindingKind {
    package static let androidAppFilterCategory = FindingKind(
        "android-app.filter-category", .warning,
        "an autoVerify filter without the VIEW action, the BROWSABLE category or (Android 12+) the DEFAULT "
            + "category: Android does not verify its hosts")
    package static let androidAppFilterScheme = FindingKind(
        "android-app.filter-scheme", .warning,
        "an autoVerify filter with a scheme other than http and https: Android 12+ does not verify its hosts")
    package static let androidAppNoHost = FindingKind(
        "android-app.no-host", .warning, "an autoVerify web filter that names no host, so nothing is verified")
    package static let androidAppHostIP = FindingKind(
        "android-app.host-ip", .error,
        "an IP address as a verified host: it can never be verified, and on Android 6-11 it fails every host")
    package static let androidAppHost = FindingKind(
        "android-app.host", .error,
        "a host that names no one host (`*`, empty, or not a usable host name such as a.-b..com): Android verifies "
            + "nothing from it, so it is never listed as verified")
    package static let androidAppIDN = FindingKind(
        "android-app.idn", .error,
        "a host in Unicode: browsers hand Android links in Punycode, which the filter does not name")
    package static let androidAppHostCase = FindingKind(
        "android-app.host-case", .warning,
        "a host with upper-case letters: filters take any case, but Android 12+ approves a link only when its host "
            + "is written exactly so, and links' hosts are lower case")
    package static let androidAppPathAPILevel = FindingKind(
        "android-app.path-api-level", .warning,
        "a link filter whose only path attributes are API 31's (pathAdvancedPattern, pathSuffix) in an app that "
            + "installs below API 31: Android 6-11 read none of them, so the filter takes every path of its hosts")
    package static let androidAppStringTooLong = FindingKind(
        "android-app.string-too-long", .error,
        "a manifest string longer than aasa reads (64 KiB): its attribute takes no link in aasa's answers and its "
            + "host is not checked, while phones read it whole")
    package static let androidAppWildcardSuffix = FindingKind(
        "android-app.wildcard-suffix", .info,
        "a verified *.example.com also approves another host the app's filters take that merely ends with "
            + "example.com (badexample.com): Android 12+ compares the plain suffix, whatever that host's own file says")
    package static let androidAppTrailingDot = FindingKind(
        "android-app.trailing-dot", .warning, "a host that ends with a dot, which the hosts of links do not")
    package static let androidAppUnderscore = FindingKind(
        "android-app.underscore", .warning,
        "a host with an underscore, which public TLS certificates cannot cover: its file cannot be fetched")
    package static let androidAppHostLength = FindingKind(
        "android-app.host-length", .error,
        "a host longer than DNS allows (253 bytes), as written or once its placeholders are filled: never verified")
    package static let androidAppOlderKey = FindingKind(
        "android-app.older-key", .error,
        "a rotated app whose older key (what Android 6-11 compare) a host does not list: those devices fail")
    package static let androidAppKeyUnchecked = FindingKind(
        "android-app.key-unchecked", .warning,
        "no signing key was given for a bundle or manifest: the hosts grant the package, the key is unknown")
    package static let androidAppPlaceholder = FindingKind(
        "android-app.placeholder", .error,
        "a ${placeholder} in a host that no --manifest-placeholder fills: the host is unknown and not checked")
    package static let androidAppReference = FindingKind(
        "android-app.reference", .error,
        "a resource reference (@string/...) in a host that aasa cannot resolve: the host is unknown and not checked")
    package static let androidAppWildcard = FindingKind(
        "android-app.host-wildcard", .info,
        "a *.domain host: Android verifies it at the root domain only, whose file must list the app")
    package static let androidAppTooManyHosts = FindingKind(
        "android-app.too-many-hosts", .warning,
        "more than 10 hosts for Android 6-11: AOSP's verifier there fails the whole request")
    package static let androidAppNoAppLinks = FindingKind(
        "android-app.no-app-links", .warning, "the app declares no host Android verifies, so no App Link opens it")
    package static let androidAppUploadKey = FindingKind(
        "android-app.upload-key", .warning,
        "a bundle's signature is the upload key, not the app signing key devices see; the fingerprint was not checked")
    package static let androidAppLegacyOnly = FindingKind(
        "android-app.legacy-only", .info,
        "a host only Android 6-11 verifies (its filter lacks autoVerify or DEFAULT), where it fails every host "
            + "of the app if it fails")

    package static let androidAppLinksFail = FindingKind(
        "android-app.links-fail", .error,
        "a host the app's App Links need does not verify: on Android 12+ links to it open the browser, on 6-11 "
            + "no link opens the app")

    package static let androidAppPathPattern = FindingKind(
        "android-app.path-pattern", .error,
        "a pathAdvancedPattern that Android's PatternMatcher refuses: the app does not install on Android 12+")

    package static let androidAppNavGraph = FindingKind(
        "android-app.nav-graph", .warning,
        "a source manifest with <nav-graph>: the build turns its deep links into intent filters this file lacks")
    package static let androidAppPlaceholderUnused = FindingKind(
        "android-app.placeholder-unused", .warning,
        "a --manifest-placeholder the manifest never uses: a misspelt name leaves the real one unfilled")

    package static let androidAppSDKAssumed = FindingKind(
        "android-app.sdk-assumed", .warning,
        "a source manifest without targetSdkVersion or minSdkVersion (build.gradle has them): aasa says what it "
            + "assumed; --android-target-sdk and --android-min-sdk give them")

    package static let androidAppGroupAttribute = FindingKind(
        "android-app.group-attribute", .warning,
        "a <data> inside an Android 15 <uri-relative-filter-group> with an attribute Android does not read there "
            + "(scheme, host, port, ...): the group matches path, query and fragment only")
    package static let androidAppGroupNeverBlocks = FindingKind(
        "android-app.group-never-blocks", .warning,
        "an Android 15 <uri-relative-filter-group android:allow=\"false\"> whose URLs a sibling path of the filter "
            + "already takes: a path that matches opens the app before any group is asked, so it blocks nothing")

    static let androidAppKinds: [FindingKind] = [
        androidAppFilterCategory, androidAppFilterScheme, androidAppNoHost, androidAppHostIP, androidAppHost,
        androidAppIDN, androidAppHostCase, androidAppWildcardSuffix, androidAppStringTooLong, androidAppPathAPILevel,
        androidAppTrailingDot,
        androidAppUnderscore,
        androidAppHostLength,
        androidAppNavGraph, androidAppPlaceholderUnused, androidAppSDKAssumed,
        androidAppOlderKey, androidAppKeyUnchecked,
        androidAppPlaceholder, androidAppReference, androidAppWildcard, androidAppTooManyHosts, androidAppNoAppLinks,
        androidAppUploadKey,
        androidAppLegacyOnly, androidAppLinksFail, androidAppPathPattern, androidAppGroupAttribute,
        androidAppGroupNeverBlocks,
    ]
}
