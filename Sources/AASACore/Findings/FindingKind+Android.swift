extension FindingKind {
    package static let androidStatement = FindingKind(
        "android.statement", .error,
        "a statement Android cannot read (not an object, no relation or target, a null or number value): "
            + "the devices whose reader throws on it reject the whole file, the others and Google's API skip the "
            + "statement (the host's readers say which)",
        example: .assetLinks(#"[{"relation": ["delegate_permission/common.handle_all_urls"]}]"#, at: "$[0]"),
        counter: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#
        ))
    package static let androidNoStatements = FindingKind(
        "android.no-statements", .error,
        "the statement list is empty, so it verifies no app (Google's API: \"No statements were found\")",
        example: .assetLinks("[]", at: "$"),
        counter: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#
        ))
    package static let androidRelation = FindingKind(
        "android.relation", .error,
        "a relation that is not kind/detail in [a-z0-9_.]+ (Android 12+ rejects the whole file, Android 6-11 "
            + "and Google's API skip the statement)",
        example: .assetLinks(
            #"[{"relation": ["delegate_permission/common handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#,
            at: "$[0].relation[0]"),
        counter: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#
        ))
    package static let androidRelationUnknown = FindingKind(
        "android.relation-unknown", .warning,
        "a well-formed relation Android does not define (a typo of handle_all_urls or get_login_creds)",
        example: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_url"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#,
            at: "$[0].relation[0]"),
        counter: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#
        ))
    package static let androidNamespace = FindingKind(
        "android.namespace", .error, "a target whose namespace is neither android_app nor web",
        example: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android-app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#,
            at: "$[0].target.namespace"),
        counter: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#
        ))
    package static let androidPackageName = FindingKind(
        "android.package-name", .error, "a package_name that is missing, empty or not a Java package name",
        example: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#,
            at: "$[0].target.package_name"),
        counter: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#
        ))
    package static let androidFingerprintFormat = FindingKind(
        "android.fingerprint-format", .error,
        "a fingerprint that is not 32 upper-case hex bytes joined by colons (lower case, no colons, SHA-1, "
            + "a placeholder): Android never matches it",
        example: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["14:6d:e9:83:c5:73:06:50:d8:ee:b9:95:2f:34:fc:64:16:a0:83:42:e6:1d:be:a8:8a:04:96:b2:3f:cf:44:e5"]}}]"#,
            at: "$[0].target.sha256_cert_fingerprints[0]"),
        counter: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#
        ))
    package static let androidWebTarget = FindingKind(
        "android.web-target", .error, "a web target whose site is not just scheme://host[:port]",
        example: .assetLinks(
            #"[{"relation": ["delegate_permission/common.get_login_creds"], "target": {"namespace": "web", "site": "https://example.com/app"}}]"#,
            at: "$[0].target.site"),
        counter: .assetLinks(
            #"[{"relation": ["delegate_permission/common.get_login_creds"], "target": {"namespace": "web", "site": "https://example.com"}}]"#
        ))
    package static let androidUnknownKey = FindingKind(
        "android.unknown-key", .warning,
        "a key Android ignores (AASA-style paths, a misspelt key): it changes nothing on devices",
        example: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"], "paths": ["/buy/*"]}}]"#,
            at: "$[0].target.paths"),
        counter: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#
        ))
    package static let androidInclude = FindingKind(
        "android.include", .error,
        "an include that Android cannot follow: not HTTPS, redirected, failing, malformed, looping or over budget",
        example: .judged(
            "android:includehttp.aasa.test", "--android-app",
            FindingExample.releaseApp,
            at: "$[0].include"),
        counter: .judged(
            "android:include.aasa.test", "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidIncludeNested = FindingKind(
        "android.include-nested", .warning,
        "an include inside an included file: AOSP follows one level only, Google's API follows more",
        example: .judged(
            "android:includenested.aasa.test", "--android-app",
            FindingExample.releaseApp,
            at: "$[0].include"),
        counter: .judged(
            "android:include.aasa.test", "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidIncludeUnchecked = FindingKind(
        "android.include-unchecked", .info, "lint does not fetch includes: the included statements were not checked",
        example: .assetLinks(#"[{"include": "https://example.com/.well-known/shared.json"}]"#, at: "$[0].include"),
        counter: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#
        ))
    package static let androidDynamicRules = FindingKind(
        "android.dynamic-rules", .warning,
        "dynamic_app_link_components that Android 15 discards (the manifest then decides) or that match "
            + "differently on AOSP than the documentation says",
        example: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [{"/": "/buy", "exclude": "yes"}, {"/": "*"}]}}, "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#,
            at:
                #"$[0].relation_extensions["delegate_permission/common.handle_all_urls"].dynamic_app_link_components[0].exclude"#
        ),
        counter: .assetLinks(
            #"[{"relation": ["delegate_permission/common.handle_all_urls"], "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [{"/": "/buy", "exclude": true}, {"/": "*"}]}}, "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\#(FindingExample.releaseKey)"]}}]"#
        ))
    package static let androidAppMissing = FindingKind(
        "android.app-missing", .error, "no statement gives the entry's relation to the app's package",
        example: .judged(
            "android:good.aasa.test", "--android-app",
            "com.example.other:\(FindingExample.releaseKey)",
            at: "$"),
        counter: .judged(
            "android:good.aasa.test", "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidFingerprintMissing = FindingKind(
        "android.fingerprint-missing", .error,
        "the package is listed, but with none of the app's signing-certificate fingerprints",
        example: .judged(
            "android:good.aasa.test", "--android-app",
            "com.example.app:15:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5",
            at: "$[0].target.sha256_cert_fingerprints"),
        counter: .judged(
            "android:good.aasa.test", "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidFingerprintUnchecked = FindingKind(
        "android.fingerprint-unchecked", .warning,
        "the app was named by package alone, so its signing-certificate fingerprint was not checked",
        example: .judged(
            "android:good.aasa.test", "--android-app", "com.example.app", at: "$[0].target.sha256_cert_fingerprints"),
        counter: .judged(
            "android:good.aasa.test", "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidAppUnchecked = FindingKind(
        "android.app-unchecked", .warning, "no Android app was given for the entry, so nothing was checked for it",
        example: .judged("android:good.aasa.test"),
        counter: .judged(
            "android:good.aasa.test", "--android-app",
            FindingExample.releaseApp
        ))

    package static let androidCacheAge = FindingKind(
        "android.cache-age", .info,
        "how long the file's Cache-Control or Expires lets Google's fetcher keep serving this copy to phones with "
            + "Google Play services after the file changes (docs/rules/android-app-links.md A12, confidence medium)",
        example: .judged(
            "android:daycache.aasa.test", "--android-app",
            FindingExample.releaseApp
        ),
        counter: .judged(
            "android:good.aasa.test", "--android-app",
            FindingExample.releaseApp
        ))
    package static let androidCacheLong = FindingKind(
        "android.cache-long", .warning,
        "the file may be cached for more than 7 days: a fix reaches phones with Google Play services only when "
            + "Google's copy expires",
        example: .judged(
            "android:longcache.aasa.test", "--android-app",
            FindingExample.releaseApp
        ),
        counter: .judged(
            "android:daycache.aasa.test", "--android-app",
            FindingExample.releaseApp
        ))

    static let androidKinds: [FindingKind] = [
        androidCacheAge, androidCacheLong,
        androidStatement, androidNoStatements, androidRelation, androidRelationUnknown, androidNamespace,
        androidPackageName, androidFingerprintFormat, androidWebTarget, androidUnknownKey, androidInclude,
        androidIncludeNested, androidIncludeUnchecked, androidDynamicRules, androidAppMissing,
        androidFingerprintMissing,
        androidFingerprintUnchecked, androidAppUnchecked,
    ]
}
