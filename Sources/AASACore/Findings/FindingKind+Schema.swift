extension FindingKind {
    public static let schemaType = FindingKind(
        "schema.type", .error, "a known key holds the wrong JSON type")
    public static let schemaUnknownKey = FindingKind(
        "schema.unknown-key", .warning, "a key Apple does not define (suggest the likely intended one)")
    public static let schemaAppID = FindingKind(
        "schema.app-id", .error, "an app ID is not <10-character prefix>.<bundle id>")
    public static let schemaAppsNotEmpty = FindingKind(
        "schema.apps-not-empty", .error, "applinks.apps is not an empty array")
    public static let schemaNoRules = FindingKind(
        "schema.no-rules", .error,
        "a details entry has neither components nor paths (it would claim every URL)")
    public static let schemaQueryValue = FindingKind(
        "schema.query-value", .error,
        "a ? object holds a non-string value (the system then ignores the whole object)")

    /// The schema stage's kinds. Add a kind here when a check starts to report it.
    static let schemaKinds: [FindingKind] = [
        schemaType, schemaUnknownKey, schemaAppID, schemaAppsNotEmpty, schemaNoRules, schemaQueryValue,
    ]
}
