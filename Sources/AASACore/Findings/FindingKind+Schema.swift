extension FindingKind {
    package static let schemaType = FindingKind(
        "schema.type", .error, "a known key holds the wrong JSON type",
        example: .apple(#"{"applinks": {"details": 1}}"#, at: "$.applinks.details"),
        counter: .apple(#"{"applinks": {"details": []}}"#))
    package static let schemaUnknownKey = FindingKind(
        "schema.unknown-key", .warning, "a key Apple does not define (suggest the likely intended one)",
        example: .apple(
            #"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"], "app": []}}"#, at: "$.webcredentials.app"),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))
    package static let schemaAppID = FindingKind(
        "schema.app-id", .error, "an app ID is not <10-character prefix>.<bundle id>",
        example: .apple(#"{"webcredentials": {"apps": ["com.example.app"]}}"#, at: "$.webcredentials.apps[0]"),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))
    package static let schemaAppIDCase = FindingKind(
        "schema.app-id-case", .warning,
        "an app ID prefix has lower-case letters; the system upper-cases it, other tools may not",
        example: .apple(
            #"{"webcredentials": {"apps": ["abcde12345.com.example.app"]}}"#, at: "$.webcredentials.apps[0]"),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))
    package static let schemaAppsNotEmpty = FindingKind(
        "schema.apps-not-empty", .error, "applinks.apps is not an empty array",
        example: .apple(
            #"{"applinks": {"apps": ["ABCDE12345.com.example.app"], "details": []}}"#, at: "$.applinks.apps"),
        counter: .apple(#"{"applinks": {"apps": [], "details": []}}"#))
    package static let schemaNoRules = FindingKind(
        "schema.no-rules", .error,
        "a details entry has neither components nor paths (it would claim every URL)",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"]}]}}"#, at: "$.applinks.details[0]"),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let schemaQueryValue = FindingKind(
        "schema.query-value", .error,
        "a ? object holds a non-string value (the system then ignores the whole object)",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"?": {"ref": 1}}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["?"].ref"#),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"?": {"ref": "app"}}]}]}}"#
        ))
    package static let schemaNoService = FindingKind(
        "schema.no-service", .error,
        "the file has none of applinks, webcredentials, appclips or activitycontinuation",
        example: .apple(#"{"applink": {"details": []}}"#, at: "$"),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))
    package static let schemaDetailsDictionary = FindingKind(
        "schema.details-dictionary", .warning,
        "applinks.details is the obsolete dictionary keyed by app ID (still read; order undefined)",
        example: .apple(
            #"{"applinks": {"apps": [], "details": {"ABCDE12345.com.example.app": {"paths": ["/buy/*"]}}}}"#,
            at: "$.applinks.details"),
        counter: .apple(
            #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["/buy/*"]}]}}"#))
    package static let schemaNoDetails = FindingKind(
        "schema.no-details", .warning, "applinks has no details entry, so no URL opens an app",
        example: .apple(#"{"applinks": {}}"#, at: "$.applinks"),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let schemaAppIDIgnored = FindingKind(
        "schema.app-id-ignored", .warning,
        "a details entry's appID is not among its appIDs: iOS 13 and later read appIDs, iOS 12 and older appID",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "appID": "ABCDE12345.com.example.other", "components": [{"/": "/buy/*"}]}]}}"#,
            at: "$.applinks.details[0].appID"),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let schemaLegacyAppID = FindingKind(
        "schema.legacy-app-id", .info,
        "a details entry keeps appID beside appIDs for iOS 12 and older, and it names one of the same apps",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "appID": "ABCDE12345.com.example.app", "components": [{"/": "/buy/*"}]}]}}"#,
            at: "$.applinks.details[0].appID"),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let schemaNoAppIDs = FindingKind(
        "schema.no-app-ids", .warning, "a details entry names no app, so it has no effect",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": [], "components": [{"/": "/buy/*"}]}]}}"#,
            at: "$.applinks.details[0]"),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let schemaDuplicateAppID = FindingKind(
        "schema.duplicate-app-id", .warning,
        "an app ID already listed by an earlier details entry; the system ignores the later one",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}, {"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/sell/*"}]}]}}"#,
            at: "$.applinks.details[1].appIDs[0]"),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let schemaPathsIgnored = FindingKind(
        "schema.paths-ignored", .warning,
        "a details entry's paths say something else than its components: iOS 13 and later read components, "
            + "iOS 12 and older paths",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}], "paths": ["/sell/*"]}]}}"#,
            at: "$.applinks.details[0].paths"),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let schemaLegacyPaths = FindingKind(
        "schema.legacy-paths", .info,
        "a details entry keeps paths beside components for iOS 12 and older, and they say the same",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}], "paths": ["/buy/*"]}]}}"#,
            at: "$.applinks.details[0].paths"),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let schemaEmptyRules = FindingKind(
        "schema.empty-rules", .warning, "components (or paths) is an empty array: the entry claims no URL",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": []}]}}"#,
            at: "$.applinks.details[0].components"),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let schemaDetailsOutsideAppLinks = FindingKind(
        "schema.details-outside-applinks", .warning,
        "details in webcredentials, appclips or activitycontinuation, where the system ignores it",
        example: .apple(
            #"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"], "details": []}}"#,
            at: "$.webcredentials.details"),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))
    package static let schemaAppsEmpty = FindingKind(
        "schema.apps-empty", .warning,
        "webcredentials, appclips or activitycontinuation lists no app (apps missing or empty)",
        example: .apple(#"{"webcredentials": {"apps": []}}"#, at: "$.webcredentials.apps"),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))

    package static let schemaAppsMissing = FindingKind(
        "schema.apps-missing", .info,
        "legacy appID/paths rules without \"apps\": [], which iOS 12 and older need to read applinks at all",
        example: .apple(
            #"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.app", "paths": ["/buy/*"]}]}}"#,
            at: "$.applinks"),
        counter: .apple(
            #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["/buy/*"]}]}}"#))

    /// The schema stage's kinds. Add a kind here when a check starts to report it.
    static let schemaKinds: [FindingKind] = [
        schemaType, schemaUnknownKey, schemaAppID, schemaAppIDCase, schemaAppsNotEmpty, schemaNoRules,
        schemaQueryValue, schemaNoService, schemaDetailsDictionary, schemaNoDetails, schemaAppIDIgnored,
        schemaNoAppIDs, schemaDuplicateAppID, schemaPathsIgnored, schemaLegacyAppID, schemaLegacyPaths,
        schemaEmptyRules, schemaAppsMissing,
        schemaDetailsOutsideAppLinks, schemaAppsEmpty,
    ]
}
