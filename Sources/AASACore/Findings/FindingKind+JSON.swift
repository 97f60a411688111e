extension FindingKind {
    public static let jsonSyntax = FindingKind(
        "json.syntax", .error, "not valid JSON (also: empty body, invalid UTF-8, nesting too deep)")
    public static let jsonRoot = FindingKind("json.root", .error, "valid JSON but not an object")

    static let jsonKinds: [FindingKind] = [jsonSyntax, jsonRoot]
}
