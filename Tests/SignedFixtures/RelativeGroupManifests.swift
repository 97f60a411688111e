/// Manifests with Android 15 `<uri-relative-filter-group>`s for the tests of both targets: AOSP's
/// CTS `UriRelativeFilterGroupTest` (platform.cts @b74438f5: its DOMAIN, PATH, QUERY and
/// FRAGMENT, `maskToUri` and `maskToGroup`), as one app whose link filter takes https://testhost.
public enum RelativeGroupManifests {
    public typealias Element = AndroidBinaryBuilder.Element

    public static let path = "/testpath"
    public static let query = "query=test"
    public static let fragment = "testfragment"
    public static let pathMask = 1
    public static let queryMask = 2
    public static let fragmentMask = 4

    /// CTS `maskToUri`.
    public static func uri(_ mask: Int) -> String {
        "https://testhost" + (mask & pathMask > 0 ? path : "") + (mask & queryMask > 0 ? "?" + query : "")
            + (mask & fragmentMask > 0 ? "#" + fragment : "")
    }

    /// CTS `maskToGroup`: one `<data>` per part, literal patterns; `extra` adds one more `<data>`.
    public static func group(allow: Bool, _ mask: Int, extra: [(String, Int, AndroidBinaryBuilder.Value)] = [])
        -> Element
    {
        var data: [Element] = []
        if mask & pathMask > 0 { data.append(Element("data", [("path", 0x0101_002A, .string(path))])) }
        if mask & queryMask > 0 { data.append(Element("data", [("query", 0x0101_068F, .string(query))])) }
        if mask & fragmentMask > 0 { data.append(Element("data", [("fragment", 0x0101_02E3, .string(fragment))])) }
        if !extra.isEmpty { data.append(Element("data", extra)) }
        return Element("uri-relative-filter-group", allow ? [] : [("allow", 0x0101_068E, .boolean(false))], data)
    }

    /// An app (minSdk 24, target 35) whose one link filter takes https://testhost, with
    /// `siblings` as its own `<data>` paths and `groups` after them.
    public static func manifest(_ groups: [Element], siblings: [Element] = []) -> Element {
        let filter = Element(
            "intent-filter", [("autoVerify", 0x0101_04EE, .boolean(true))],
            [
                Element("action", [("name", 0x0101_0003, .string("android.intent.action.VIEW"))]),
                Element("category", [("name", 0x0101_0003, .string("android.intent.category.DEFAULT"))]),
                Element("category", [("name", 0x0101_0003, .string("android.intent.category.BROWSABLE"))]),
                Element(
                    "data", [("scheme", 0x0101_0027, .string("https")), ("host", 0x0101_0028, .string("testhost"))]),
            ] + siblings + groups)
        return Element(
            "manifest", [("package", 0, .string("dev.example.groups"))],
            [
                Element(
                    "uses-sdk",
                    [("minSdkVersion", 0x0101_020C, .string("24")), ("targetSdkVersion", 0x0101_0270, .string("35"))]),
                Element("application", [], [Element("activity", [("name", 0x0101_0003, .string(".Main"))], [filter])]),
            ])
    }

    /// CTS `testMachGroupsToUri_blockMatch`: block the path, allow path and query, allow the fragment.
    public static var blockMatch: Element {
        manifest([
            group(allow: false, pathMask), group(allow: true, pathMask | queryMask), group(allow: true, fragmentMask),
        ])
    }

    /// The manifest as a developer writes it.
    public static func source(_ element: Element) -> String {
        let attributes = element.attributes.map { name, id, value in
            let text: String =
                switch value {
                case .string(let text): text
                case .boolean(let flag): flag ? "true" : "false"
                case .reference(let reference): "@0x\(String(reference, radix: 16))"
                }
            return " \(id == 0 ? "" : "android:")\(name)=\"\(text)\""
        }.joined()
        let namespace = element.name == "manifest" ? " xmlns:android=\"\(AndroidBinaryBuilder.androidNamespace)\"" : ""
        return "<\(element.name)\(namespace)\(attributes)>" + element.children.map(source).joined()
            + "</\(element.name)>"
    }
}
