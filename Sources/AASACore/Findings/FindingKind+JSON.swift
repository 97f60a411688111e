extension FindingKind {
    package static let jsonSyntax = FindingKind(
        "json.syntax", .error, "not valid JSON (also: empty body, invalid UTF-8, nesting too deep)")
    package static let jsonRoot = FindingKind(
        "json.root", .error,
        "valid JSON but not the root the platform reads: an object for Apple, an array for Android")
    package static let jsonSigned = FindingKind(
        "json.signed", .error,
        "a CMS (PKCS#7) signed file, the iOS 8 format, deprecated since iOS 9: serve the plain JSON")
    package static let jsonByteOrderMark = FindingKind(
        "json.bom", .warning,
        "the file starts with a UTF-8 byte order mark, which JSON text must not have (Android's strict reader "
            + "fails on it)", android: .error)
    package static let jsonEncoding = FindingKind(
        "json.encoding", .error,
        "the file is UTF-16 or UTF-32 (as some Windows tools save it), not the UTF-8 JSON must be")
    package static let jsonDuplicateKey = FindingKind(
        "json.duplicate-key", .warning,
        "a key appears twice in one object (the same bytes once escapes are read, as Foundation compares "
            + "keys); which value the system uses is undefined")

    static let jsonKinds: [FindingKind] = [
        jsonSyntax, jsonRoot, jsonSigned, jsonByteOrderMark, jsonEncoding, jsonDuplicateKey,
    ]
}
