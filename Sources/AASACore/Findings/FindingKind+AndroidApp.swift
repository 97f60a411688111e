/// Findings about an Android app read from its APK, bundle or manifest: which of its hosts
/// Android verifies, on Android 12+ and on 6-11 (docs/rules/android-app-links.md sections 3 and 7).
extension FindingKind {
    package static let androidAppFilterCategory = FindingKind(
        "android-app.filter-category", .warning,
        "an autoVerify filter without the VIEW action, the BROWSABLE category or (Android 12+) the DEFAULT "
            + "category: Android does not verify its hosts",
        example: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, categories: "BROWSABLE", "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppFilterScheme = FindingKind(
        "android-app.filter-scheme", .warning,
        "an autoVerify filter with a scheme other than http and https: Android 12+ does not verify its hosts",
        example: .manifest(
            #"<data android:scheme="shop" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppNoHost = FindingKind(
        "android-app.no-host", .warning, "an autoVerify web filter that names no host, so nothing is verified",
        example: .manifest(
            #"<data android:scheme="https"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppHostIP = FindingKind(
        "android-app.host-ip", .error,
        "an IP address as a verified host: it can never be verified, and on Android 6-11 it fails every host",
        example: .manifest(
            #"<data android:scheme="https" android:host="127.0.0.1"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppHost = FindingKind(
        "android-app.host", .error,
        "a host that names no one host (`*`, empty, or not a usable host name such as a.-b..com): Android verifies "
            + "nothing from it, so it is never listed as verified",
        example: .manifest(
            #"<data android:scheme="https" android:host="*"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppIDN = FindingKind(
        "android-app.idn", .error,
        "a host in Unicode: browsers hand Android links in Punycode, which the filter does not name",
        example: .manifest(
            #"<data android:scheme="https" android:host="göod.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppHostCase = FindingKind(
        "android-app.host-case", .warning,
        "a host with upper-case letters: filters take any case, but Android 12+ approves a link only when its host "
            + "is written exactly so, and links' hosts are lower case",
        example: .manifest(
            #"<data android:scheme="https" android:host="Good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppPathAPILevel = FindingKind(
        "android-app.path-api-level", .warning,
        "a link filter whose only path attributes are API 31's (pathAdvancedPattern, pathSuffix) in an app that "
            + "installs below API 31: Android 6-11 read none of them, so the filter takes every path of its hosts",
        example: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test" android:pathAdvancedPattern="/buy/[0-9]+"/>"#,
            "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"""
            <data android:scheme="https" android:host="good.aasa.test" android:pathAdvancedPattern="/buy/[0-9]+"/>
            <data android:pathPrefix="/buy/"/>
            """#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppStringTooLong = FindingKind(
        "android-app.string-too-long", .error,
        "a manifest string longer than aasa reads (64 KiB): its attribute takes no link in aasa's answers and its "
            + "host is not checked, while phones read it whole",
        example: FindingExample(
            [
                "judge", FindingExample.world.name, "--android-manifest", "long/AndroidManifest.xml", "--android-app",
                "com.example.app:" + FindingExample.releaseKey,
            ],
            files: [
                FindingExample.world,
                .init(
                    "long/AndroidManifest.xml",
                    about: "a compiled (binary XML) manifest whose autoVerify filter takes https://good.aasa.test "
                        + "with a pathPrefix of \"/\" and 40,000 letters é, past the 64 KiB a UTF-16 string pool hands out"
                ),
            ]),
        counter: FindingExample(
            [
                "judge", FindingExample.world.name, "--android-manifest", "short/AndroidManifest.xml", "--android-app",
                "com.example.app:" + FindingExample.releaseKey,
            ],
            files: [
                FindingExample.world,
                .init("short/AndroidManifest.xml", about: "the same manifest with the pathPrefix /buy"),
            ]))
    package static let androidAppWildcardSuffix = FindingKind(
        "android-app.wildcard-suffix", .info,
        "a verified *.example.com also approves another host the app's filters take that merely ends with "
            + "example.com (badexample.com): Android 12+ compares the plain suffix, whatever that host's own file says",
        example: .manifest(
            #"""
            <data android:scheme="https" android:host="*.good.aasa.test"/>
            <data android:scheme="https" android:host="notgood.aasa.test"/>
            """#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"""
            <data android:scheme="https" android:host="*.good.aasa.test"/>
            <data android:scheme="https" android:host="www.aasa.test"/>
            """#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppTrailingDot = FindingKind(
        "android-app.trailing-dot", .warning, "a host that ends with a dot, which the hosts of links do not",
        example: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test."/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppUnderscore = FindingKind(
        "android-app.underscore", .warning,
        "a host with an underscore, which public TLS certificates cannot cover: its file cannot be fetched",
        example: .manifest(
            #"<data android:scheme="https" android:host="go_od.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppHostLength = FindingKind(
        "android-app.host-length", .error,
        "a host longer than DNS allows (253 bytes), as written or once its placeholders are filled: never verified",
        example: .manifest(
            #"<data android:scheme="https" android:host="aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.test"/>"#,
            "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppOlderKey = FindingKind(
        "android-app.older-key", .error,
        "a rotated app whose older key (what Android 6-11 compare) a host does not list: those devices fail",
        example: FindingExample(
            ["judge", FindingExample.world.name, "--apk", "rotation.apk"],
            files: [
                FindingExample.world,
                .init(
                    "rotation.apk",
                    about:
                        "an APK (Tests/Fixtures/android/build-apps.sh) for rotation.aasa.test signed v1 and v2 by the release key and v3 by a rotated key; rotation.aasa.test lists only the rotated one"
                ),
            ]),
        counter: FindingExample(
            ["judge", FindingExample.world.name, "--apk", "modern.apk"],
            files: [
                FindingExample.world,
                .init(
                    "modern.apk",
                    about:
                        "an APK (Tests/Fixtures/android/build-apps.sh) for modern.aasa.test, for Android 12 and later, signed by the release key alone, which modern.aasa.test lists"
                ),
            ]))
    package static let androidAppKeyUnchecked = FindingKind(
        "android-app.key-unchecked", .warning,
        "no signing key was given for a bundle or manifest: the hosts grant the package, the key is unknown",
        example: .manifest(#"<data android:scheme="https" android:host="good.aasa.test"/>"#),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppPlaceholder = FindingKind(
        "android-app.placeholder", .error,
        "a ${placeholder} in a host that no --manifest-placeholder fills: the host is unknown and not checked",
        example: .manifest(
            #"<data android:scheme="https" android:host="${host}"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="${host}"/>"#, "--android-app",
            FindingExample.releaseApp,
            "--manifest-placeholder", "host=good.aasa.test"))
    package static let androidAppReference = FindingKind(
        "android-app.reference", .error,
        "a resource reference (@string/...) in a host that aasa cannot resolve: the host is unknown and not checked",
        example: .manifest(
            #"<data android:scheme="https" android:host="@string/host"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppWildcard = FindingKind(
        "android-app.host-wildcard", .info,
        "a *.domain host: Android verifies it at the root domain only, whose file must list the app",
        example: .manifest(
            #"<data android:scheme="https" android:host="*.good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppTooManyHosts = FindingKind(
        "android-app.too-many-hosts", .warning,
        "more than 10 hosts for Android 6-11: AOSP's verifier there fails the whole request",
        example: .manifest(
            FindingExample.keepaliveHosts(11), "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            FindingExample.keepaliveHosts(10), "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppNoAppLinks = FindingKind(
        "android-app.no-app-links", .warning, "the app declares no host Android verifies, so no App Link opens it",
        example: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, filter: "", "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppUploadKey = FindingKind(
        "android-app.upload-key", .warning,
        "a bundle's signature is the upload key, not the app signing key devices see; the fingerprint was not checked",
        example: FindingExample(
            ["judge", FindingExample.world.name, "--aab", "app.aab"],
            files: [
                FindingExample.world,
                .init(
                    "app.aab",
                    about:
                        "an app bundle (Tests/Fixtures/android/build-apps.sh) for apkshop.aasa.test, signed by its upload key"
                ),
            ]),
        counter: FindingExample(
            [
                "judge", FindingExample.world.name, "--aab", "app.aab", "--android-app",
                "dev.aasa.fixture.shop:" + FindingExample.releaseKey,
            ],
            files: [
                FindingExample.world,
                .init("app.aab", about: "the same bundle, with the app signing key Google Play signs with given"),
            ]))
    package static let androidAppLegacyOnly = FindingKind(
        "android-app.legacy-only", .info,
        "a host only Android 6-11 verifies (its filter lacks autoVerify or DEFAULT), where it fails every host "
            + "of the app if it fails",
        example: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#,
            application:
                #"<activity android:name=".Second" android:exported="true"><intent-filter><action android:name="android.intent.action.VIEW"/><category android:name="android.intent.category.DEFAULT"/><category android:name="android.intent.category.BROWSABLE"/><data android:scheme="https" android:host="www.aasa.test"/></intent-filter></activity>"#,
            "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"""
            <data android:scheme="https" android:host="good.aasa.test"/>
            <data android:scheme="https" android:host="www.aasa.test"/>
            """#, "--android-app",
            FindingExample.releaseApp
        ))

    package static let androidAppLinksFail = FindingKind(
        "android-app.links-fail", .error,
        "a host the app's App Links need does not verify: on Android 12+ links to it open the browser, on 6-11 "
            + "no link opens the app",
        example: .manifest(
            #"<data android:scheme="https" android:host="missing.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))

    package static let androidAppPathPattern = FindingKind(
        "android-app.path-pattern", .error,
        "a pathAdvancedPattern that Android's PatternMatcher refuses: the app does not install on Android 12+",
        example: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test" android:pathAdvancedPattern="/buy/[0-9"/>"#,
            uses: #"<uses-sdk android:minSdkVersion="31" android:targetSdkVersion="34"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test" android:pathAdvancedPattern="/buy/[0-9]+"/>"#,
            uses: #"<uses-sdk android:minSdkVersion="31" android:targetSdkVersion="34"/>"#, "--android-app",
            FindingExample.releaseApp
        ))

    package static let androidAppNavGraph = FindingKind(
        "android-app.nav-graph", .warning,
        "a source manifest with <nav-graph>: the build turns its deep links into intent filters this file lacks",
        example: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#,
            application: #"<activity android:name=".Nav"><nav-graph android:value="@navigation/main"/></activity>"#,
            "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppPlaceholderUnused = FindingKind(
        "android-app.placeholder-unused", .warning,
        "a --manifest-placeholder the manifest never uses: a misspelt name leaves the real one unfilled",
        example: .manifest(
            #"<data android:scheme="https" android:host="${host}"/>"#, "--android-app",
            FindingExample.releaseApp,
            "--manifest-placeholder", "host=good.aasa.test", "--manifest-placeholder", "hots=www.aasa.test"),
        counter: .manifest(
            #"<data android:scheme="https" android:host="${host}"/>"#, "--android-app",
            FindingExample.releaseApp,
            "--manifest-placeholder", "host=good.aasa.test"))

    package static let androidAppSDKAssumed = FindingKind(
        "android-app.sdk-assumed", .warning,
        "a source manifest without targetSdkVersion or minSdkVersion (build.gradle has them): aasa says what it "
            + "assumed; --android-target-sdk and --android-min-sdk give them",
        example: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#,
            uses: #"<uses-permission android:name="android.permission.INTERNET"/>"#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"<data android:scheme="https" android:host="good.aasa.test"/>"#, "--android-app",
            FindingExample.releaseApp
        ))

    package static let androidAppGroupAttribute = FindingKind(
        "android-app.group-attribute", .warning,
        "a <data> inside an Android 15 <uri-relative-filter-group> with an attribute Android does not read there "
            + "(scheme, host, port, ...): the group matches path, query and fragment only",
        example: .manifest(
            #"""
            <data android:scheme="https" android:host="good.aasa.test"/>
            <uri-relative-filter-group><data android:host="www.aasa.test" android:path="/buy"/></uri-relative-filter-group>
            """#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"""
            <data android:scheme="https" android:host="good.aasa.test"/>
            <uri-relative-filter-group><data android:path="/buy"/></uri-relative-filter-group>
            """#, "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppGroupNeverBlocks = FindingKind(
        "android-app.group-never-blocks", .warning,
        "an Android 15 <uri-relative-filter-group android:allow=\"false\"> whose URLs a sibling path of the filter "
            + "already takes: a path that matches opens the app before any group is asked, so it blocks nothing",
        example: .manifest(
            #"""
            <data android:scheme="https" android:host="good.aasa.test"/>
            <data android:pathPrefix="/buy"/>
            <uri-relative-filter-group android:allow="false"><data android:path="/buy/1"/></uri-relative-filter-group>
            """#, "--android-app",
            FindingExample.releaseApp
        ),
        counter: .manifest(
            #"""
            <data android:scheme="https" android:host="good.aasa.test"/>
            <uri-relative-filter-group android:allow="false"><data android:path="/buy/1"/></uri-relative-filter-group>
            <uri-relative-filter-group><data android:pathPrefix="/buy"/></uri-relative-filter-group>
            """#, "--android-app",
            FindingExample.releaseApp
        ))

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

extension FindingExample {
    /// `count` `<data>` elements, one per fixture host keepalive-1.aasa.test, keepalive-2, ...:
    /// the hosts the Android 6-11 limit of ten is counted on.
    fileprivate static func keepaliveHosts(_ count: Int) -> String {
        (1...count).map { #"<data android:scheme="https" android:host="keepalive-\#($0).aasa.test"/>"# }
            .joined(separator: "\n")
    }
}
