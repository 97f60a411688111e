extension FindingKind {
    package static let jsonSyntax = FindingKind(
        "json.syntax", .error, "not valid JSON (also: empty body, invalid UTF-8, nesting too deep)",
        example: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}"#),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))
    package static let jsonRoot = FindingKind(
        "json.root", .error,
        "valid JSON but not the root the platform reads: an object for Apple, an array for Android",
        example: .apple(#"[{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}]"#, at: "$", "--kind", "apple"),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#, "--kind", "apple"))
    package static let jsonSigned = FindingKind(
        "json.signed", .error,
        "a CMS (PKCS#7) signed file, the iOS 8 format, deprecated since iOS 9: serve the plain JSON",
        example: FindingExample(
            ["lint", "corpus/artsy_artsy-eigen-web-association_apple-app-site-association.json"],
            files: [
                .init(
                    "corpus/artsy_artsy-eigen-web-association_apple-app-site-association.json",
                    about: "artsy's apple-app-site-association of 2015, signed (CMS) as iOS 8 wanted")
            ]),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))
    package static let jsonByteOrderMark = FindingKind(
        "json.bom", .warning,
        "the file starts with a UTF-8 byte order mark, which JSON text must not have (Android's strict reader "
            + "fails on it)", android: .error,
        example: .apple(#"\#u{FEFF}{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#, at: "$"),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))
    package static let jsonEncoding = FindingKind(
        "json.encoding", .error,
        "the file is UTF-16 or UTF-32 (as some Windows tools save it), not the UTF-8 JSON must be",
        example: FindingExample(
            ["lint", "utf16/apple-app-site-association"],
            files: [
                .init(
                    "utf16/apple-app-site-association",
                    about: "the counter-example saved as UTF-16 with a byte order mark")
            ]),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))
    package static let jsonDuplicateKey = FindingKind(
        "json.duplicate-key", .warning,
        "a key appears twice in one object (the same bytes once escapes are read, as Foundation compares "
            + "keys); which value the system uses is undefined",
        example: .apple(
            #"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"], "apps": []}}"#, at: "$.webcredentials.apps"),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))

    static let jsonKinds: [FindingKind] = [
        jsonSyntax, jsonRoot, jsonSigned, jsonByteOrderMark, jsonEncoding, jsonDuplicateKey,
    ]
}
