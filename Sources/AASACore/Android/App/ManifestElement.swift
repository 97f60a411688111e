/// An element of an Android manifest, whichever form it was read from: the source XML a
/// developer writes, the binary XML (AXML) of an APK, or the protobuf XML of an app bundle.
package struct ManifestElement: Sendable, Hashable {
    package var name: String
    package var attributes: [ManifestAttribute]
    package var children: [ManifestElement]
    /// Where the element starts in the source manifest. Binary and protobuf manifests keep the
    /// source's line but not its column, which is then 1.
    package var position: SourcePosition?
    /// The element's own text, for source XML only (a `<string>` of `res/values`).
    package var text = ""

    package init(
        name: String, attributes: [ManifestAttribute] = [], children: [ManifestElement] = [],
        position: SourcePosition? = nil
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.position = position
    }

    /// The value of one of Android's attributes, found by resource ID where the form has one.
    package func value(_ attribute: AndroidAttribute) -> ManifestValue? {
        attributes.first { $0.means(attribute) }?.value
    }

    /// An attribute outside Android's namespace (`package` of `<manifest>`).
    package func plainValue(_ name: String) -> ManifestValue? {
        attributes.first { !$0.isAndroid && $0.resourceID == nil && $0.name == name }?.value
    }
}

extension ManifestElement {
    /// The element with each `@string/NAME` attribute that `strings` defines replaced by its text.
    func resolvingStrings(_ strings: SourceStrings) -> ManifestElement {
        guard !strings.values.isEmpty else { return self }
        var element = self
        for index in element.attributes.indices {
            if case .reference(let name) = element.attributes[index].value, let text = strings.resolve(name) {
                element.attributes[index].value = .text(text)
            }
        }
        element.children = element.children.map { $0.resolvingStrings(strings) }
        return element
    }

    /// `tools:node="remove"` (or `removeAll`): the manifest merger drops the element from the
    /// merged manifest devices install, so it takes part in nothing. Only the tools namespace
    /// (`http://schemas.android.com/tools`) has a `node` attribute; a built manifest has none.
    var isRemovedByMerger: Bool {
        attributes.contains { attribute in
            !attribute.isAndroid && attribute.name == "node"
                && (attribute.value.written == "remove" || attribute.value.written == "removeAll")
        }
    }
}

package struct ManifestAttribute: Sendable, Hashable {
    package var name: String
    /// In the `http://schemas.android.com/apk/res/android` namespace.
    package var isAndroid: Bool
    /// The framework resource ID compiled forms carry (`0x01010028` for `android:host`).
    package var resourceID: Int?
    package var value: ManifestValue

    package init(name: String, isAndroid: Bool, resourceID: Int? = nil, value: ManifestValue) {
        self.name = name
        self.isAndroid = isAndroid
        self.resourceID = resourceID
        self.value = value
    }

    /// Compiled manifests are matched by resource ID, as Android reads them
    /// (docs/rules/android-app-links.md section 7): a name string can be anything an obfuscator
    /// leaves.
    func means(_ attribute: AndroidAttribute) -> Bool {
        if let resourceID { return resourceID == attribute.rawValue }
        return isAndroid && name == attribute.name
    }
}

/// A value as the manifest holds it.
package enum ManifestValue: Sendable, Hashable {
    case text(String)
    case boolean(Bool)
    case integer(Int)
    /// A resource reference that could not be resolved to a value: `@string/host`, or
    /// `@0x7f020001` in a compiled manifest whose resource table does not hold it.
    case reference(String)
    /// A string aasa does not read (a compiled pool's string past ``ResourceStringPool``'s limit),
    /// described: such a value is never taken as the empty text (red team five, item 8).
    case unreadable(String)

    /// The value as the manifest would write it.
    package var written: String {
        switch self {
        case .text(let text): text
        case .boolean(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .reference(let name): name
        case .unreadable(let what): "<\(what)>"
        }
    }

    /// True for `true`, whether compiled or written.
    var isTrue: Bool {
        switch self {
        case .boolean(let value): value
        case .text(let text): text == "true"
        default: false
        }
    }

    /// True for `false`, whether compiled or written: what `TypedArray.getBoolean` reads as false.
    var isFalse: Bool {
        switch self {
        case .boolean(let value): !value
        case .text(let text): text == "false"
        default: false
        }
    }

    var integer: Int? {
        switch self {
        case .integer(let value): value
        case .text(let text): Int(text)
        default: nil
        }
    }
}

/// The framework attributes aasa reads, by their resource IDs (`aapt dump xmltree` prints them:
/// `android:autoVerify(0x010104ee)`).
package enum AndroidAttribute: Int, Sendable, CaseIterable {
    case name = 0x0101_0003
    case mimeType = 0x0101_0026
    case scheme = 0x0101_0027
    case host = 0x0101_0028
    case port = 0x0101_0029
    case path = 0x0101_002A
    case pathPrefix = 0x0101_002B
    case pathPattern = 0x0101_002C
    case minSdkVersion = 0x0101_020C
    case maxSdkVersion = 0x0101_0271
    case targetSdkVersion = 0x0101_0270
    case ssp = 0x0101_03E3
    case sspPrefix = 0x0101_03E4
    case sspPattern = 0x0101_03E5
    case autoVerify = 0x0101_04EE
    // API 31 (AOSP core/res/res/values/public-final.xml; R.attr.pathSuffix is 16844318).
    case pathSuffix = 0x0101_061E
    case sspSuffix = 0x0101_061F
    case pathAdvancedPattern = 0x0101_0620
    case sspAdvancedPattern = 0x0101_0621
    // API 35's `<uri-relative-filter-group>` (R.attr.allow is 16844430, R.attr.query 16844431 ...
    // R.attr.fragmentSuffix 16844439; `fragment` is API 11's, 16843491).
    case allow = 0x0101_068E
    case query = 0x0101_068F
    case queryPrefix = 0x0101_0690
    case queryPattern = 0x0101_0691
    case queryAdvancedPattern = 0x0101_0692
    case querySuffix = 0x0101_0693
    case fragmentPrefix = 0x0101_0694
    case fragmentPattern = 0x0101_0695
    case fragmentAdvancedPattern = 0x0101_0696
    case fragmentSuffix = 0x0101_0697
    case fragment = 0x0101_02E3

    /// The attribute's name after `android:`.
    package var name: String {
        switch self {
        case .name: "name"
        case .mimeType: "mimeType"
        case .scheme: "scheme"
        case .host: "host"
        case .port: "port"
        case .path: "path"
        case .pathPrefix: "pathPrefix"
        case .pathPattern: "pathPattern"
        case .minSdkVersion: "minSdkVersion"
        case .maxSdkVersion: "maxSdkVersion"
        case .targetSdkVersion: "targetSdkVersion"
        case .ssp: "ssp"
        case .sspPrefix: "sspPrefix"
        case .sspPattern: "sspPattern"
        case .autoVerify: "autoVerify"
        case .pathSuffix: "pathSuffix"
        case .sspSuffix: "sspSuffix"
        case .pathAdvancedPattern: "pathAdvancedPattern"
        case .sspAdvancedPattern: "sspAdvancedPattern"
        case .allow: "allow"
        case .query: "query"
        case .queryPrefix: "queryPrefix"
        case .queryPattern: "queryPattern"
        case .queryAdvancedPattern: "queryAdvancedPattern"
        case .querySuffix: "querySuffix"
        case .fragment: "fragment"
        case .fragmentPrefix: "fragmentPrefix"
        case .fragmentPattern: "fragmentPattern"
        case .fragmentAdvancedPattern: "fragmentAdvancedPattern"
        case .fragmentSuffix: "fragmentSuffix"
        }
    }
}
