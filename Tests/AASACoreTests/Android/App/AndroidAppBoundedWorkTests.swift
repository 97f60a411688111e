import SignedFixtures
import Testing

@testable import AASACore

/// The red team's amplifications (round 4, items 3, 4, 5 and 8), rebuilt at their size: each
/// finishes in bounded work or is refused. Before the fixes each took minutes or gigabytes, so a
/// regression shows as a test that does not end (CI's limit), not as a slow one.
@Suite struct AndroidAppBoundedWorkTests {
    typealias Element = AndroidBinaryBuilder.Element
    static let host = 0x0101_0028
    static let scheme = 0x0101_0027

    static func webFilter(_ data: [Element]) -> Element {
        Element(
            "manifest", [("package", 0, .string("dev.example.shop"))],
            [
                Element(
                    "application", [],
                    [
                        Element(
                            "activity", [("name", 0x0101_0003, .string(".Main"))],
                            [
                                Element(
                                    "intent-filter", [("autoVerify", 0x0101_04EE, .boolean(true))],
                                    [
                                        Element(
                                            "action", [("name", 0x0101_0003, .string("android.intent.action.VIEW"))]),
                                        Element(
                                            "category",
                                            [("name", 0x0101_0003, .string("android.intent.category.DEFAULT"))]),
                                        Element(
                                            "category",
                                            [("name", 0x0101_0003, .string("android.intent.category.BROWSABLE"))]),
                                    ] + data)
                            ])
                    ])
            ])
    }

    /// 20,000 attributes all naming one 32,000-unit string: decoded once, one copy shared.
    @Test func aStringNamedByEveryAttributeIsDecodedOnce() throws {
        let long = String(repeating: "a", count: 32_000)
        let data = Element(
            "data",
            [("scheme", Self.scheme, .string("https"))]
                + Array(repeating: ("host", Self.host, .string(long)), count: 20_000))
        let xml = AndroidBinaryBuilder.xml(Self.webFilter([data]))
        let root = try BinaryManifest.read(xml, resources: nil, name: "amplified.xml")
        let attributes = try #require(root.children.first?.children.first?.children.first?.children.last?.attributes)
        #expect(attributes.count == 20_001)
        func storage(_ attribute: ManifestAttribute) -> UnsafeRawPointer? {
            guard case .text(var text) = attribute.value else { return nil }
            return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        #expect(storage(attributes[1]) != nil && storage(attributes[1]) == storage(attributes[20_000]))
        let hosts = AppLinkHosts(AppLinksManifest(root))
        #expect(hosts.findings.map(\.id).contains("android-app.host-length"))
        #expect(hosts.fetchable.isEmpty)
    }

    /// Strings past the pool's decoding budget make the manifest too complex, not a big one.
    @Test func stringsPastTheDecodingBudgetAreRefused() {
        let strings = (0..<140).map { index in
            Element(
                "data", [("host", Self.host, .string(String(repeating: "\(index % 10)", count: 32_000) + "\(index)"))])
        }
        let xml = AndroidBinaryBuilder.xml(Self.webFilter(strings))
        let error = #expect(throws: AppFileError.self) { _ = try BinaryManifest.read(xml, resources: nil, name: "big") }
        #expect(error?.code == .tooComplex)
    }

    /// 100,000 empty type chunks and 65,535 references: the table is indexed once.
    @Test func referencesDoNotRescanTheResourceTable() throws {
        let table = AndroidBinaryBuilder.resourceTable(
            strings: ["shop.example.com"],
            configurations: [(nil, [(0x03, 0)])] + Array(repeating: (nil, []), count: 100_000))
        let resources = try #require(ResourceTable(table))
        #expect(resources.string(id: 0x7F01_0000) == "shop.example.com")
        let references = (0..<65_535).map {
            ("host", Self.host, AndroidBinaryBuilder.Value.reference(0x7F01_0000 | $0))
        }
        let xml = AndroidBinaryBuilder.xml(Self.webFilter([Element("data", references)]))
        let root = try BinaryManifest.read(xml, resources: resources, name: "references.xml")
        let data = try #require(root.children.first?.children.first?.children.first?.children.last)
        #expect(data.attributes.first?.value == .text("shop.example.com"))
        #expect(data.attributes.last?.value == .reference("@0x7f01fffe"))
    }

    static func sourceManifest(_ data: String, declarations: String = "") -> [UInt8] {
        Array(
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" \(declarations) package="dev.example.shop">
              <application><activity android:name=".Main"><intent-filter android:autoVerify="true">
                <action android:name="android.intent.action.VIEW"/>
                <category android:name="android.intent.category.DEFAULT"/>
                <category android:name="android.intent.category.BROWSABLE"/>
                \(data)
              </intent-filter></activity></application>
            </manifest>
            """.utf8)
    }

    /// 30,000 distinct unfilled placeholders under 20,000 namespace declarations, each element
    /// declaring one more (1.5 MB): read in linear time.
    @Test func aSourceManifestOfManyNamesAndNamespacesIsReadInLinearTime() throws {
        let declarations = (0..<20_000).map { "xmlns:n\($0)=\"urn:\($0)\"" }.joined(separator: " ")
        let data = (0..<30_000).map { "<data xmlns:m=\"urn:m\" android:scheme=\"https\" android:host=\"${p\($0)}\"/>" }
        let manifest = try AndroidAppFile.manifest(
            Self.sourceManifest(data.joined(separator: "\n"), declarations: declarations), placeholders: [:],
            name: "AndroidManifest.xml"
        ).manifest
        #expect(manifest.unfilledPlaceholders.count == 30_000)
        #expect(manifest.unfilledPlaceholders.first == "p0")
        #expect(manifest.filters.first?.hosts.count == 30_000)
    }

    /// Hosts of a thousand `${applicationId}`s, and a 100 KB placeholder named 100 times in each of
    /// 100 hosts: filling stops one byte past a DNS name, and each is reported, not expanded.
    @Test(arguments: [false, true])
    func placeholderFillingStopsAtAHostsLength(_ namedPlaceholder: Bool) throws {
        let placeholders = namedPlaceholder ? ["x": String(repeating: "x", count: 100_000)] : [:]
        let host =
            namedPlaceholder
            ? String(repeating: "${x}", count: 100) : String(repeating: "${applicationId}", count: 1000)
        let data = Array(repeating: "<data android:scheme=\"https\" android:host=\"\(host)\"/>", count: 100)
        let manifest = try AndroidAppFile.manifest(
            Self.sourceManifest(data.joined(separator: "\n")), placeholders: placeholders, name: "AndroidManifest.xml"
        ).manifest
        let written = try #require(manifest.filters.first?.hosts.map(\.value.written))
        #expect(written.count == 100 && written.allSatisfy { $0.utf8.count == AppLinkHosts.maximumHostLength + 1 })
        let hosts = AppLinkHosts(manifest)
        #expect(hosts.findings.filter { $0.id == "android-app.host-length" }.count == 1, "one host, written once")
        #expect(hosts.fetchable.isEmpty)
    }

    static func linkFilter(_ data: [Element]) -> Element {
        Element(
            "intent-filter", [],
            [
                Element("action", [("name", 0x0101_0003, .string("android.intent.action.VIEW"))]),
                Element("category", [("name", 0x0101_0003, .string("android.intent.category.DEFAULT"))]),
                Element("category", [("name", 0x0101_0003, .string("android.intent.category.BROWSABLE"))]),
            ] + data)
    }

    /// A compiled manifest of one activity holding `filters`, read as `--apk` reads one.
    static func compiled(_ filters: [Element]) throws -> AppLinksManifest {
        let root = Element(
            "manifest", [("package", 0, .string("dev.example.shop"))],
            [Element("application", [], [Element("activity", [("name", 0x0101_0003, .string(".Main"))], filters)])])
        return try AndroidAppFile.manifest(AndroidBinaryBuilder.xml(root), placeholders: [:], name: "m.xml").manifest
    }

    static let advanced = 0x0101_0620
    static let prefix = 0x0101_002B

    /// Red team five, item 5: 50,000 `<data>` sharing one 1 KB advanced pattern compile it once;
    /// 100,001 values, or 200 distinct 4 KB prefixes, are `.tooComplex` before any compiling.
    @Test func sharedPatternsCompileOnceAndHugeOnesAreRefused() throws {
        let pattern = "/" + String(repeating: "[a-z]", count: 200)
        let data =
            [
                Element(
                    "data", [("scheme", Self.scheme, .string("https")), ("host", Self.host, .string("example.test"))])
            ]
            + Array(
                repeating: Element("data", [("pathAdvancedPattern", Self.advanced, .string(pattern))]), count: 50_000)
        let decision = AppLinkDecision(try Self.compiled([Self.linkFilter(data)]))
        let url = "https://example.test/" + String(repeating: "a", count: 200)
        #expect(decision.answers(for: try #require(AndroidURI.webLink(url)), grant: nil).first?.verdict == .accepted)
        for values in [
            Array(
                repeating: Element("data", [("path", 0x0101_002A, .string("/a"))]),
                count: AppLinksManifest.maximumDataValues + 1),
            (0..<200).map {
                Element("data", [("pathPrefix", Self.prefix, .string("/\($0)" + String(repeating: "x", count: 4000)))])
            },
        ] {
            let error = #expect(throws: AppFileError.self) { _ = try Self.compiled([Self.linkFilter(values)]) }
            #expect(error?.code == .tooComplex)
        }
    }

    /// Red team five, item 6: a URL is compared with the filters of its host only: 40,000 hosts
    /// answer as one does, and a wildcard's filters are still found, by any suffix.
    @Test func aURLIsComparedWithItsHostsFiltersOnly() throws {
        // 400 filters of 100 hosts each; every filter's path is its first host's number.
        var filters = (0..<400).map { group in
            Self.linkFilter(
                [
                    Element(
                        "data",
                        [
                            ("scheme", Self.scheme, .string("https")),
                            ("pathPrefix", Self.prefix, .string("/\(group * 100)")),
                        ])
                ]
                    + (0..<100).map {
                        Element("data", [("host", Self.host, .string("h\(group * 100 + $0).example.test"))])
                    })
        }
        filters.append(
            Self.linkFilter([
                Element(
                    "data", [("scheme", Self.scheme, .string("https")), ("host", Self.host, .string("*.wild.test"))]),
                Element("data", [("host", Self.host, .string("*ild2.test"))]),
            ]))
        let router = IntentFilterRouter(try Self.compiled(filters))
        func filter(_ url: String) throws -> Int? {
            router.accepting(try #require(AndroidURI.webLink(url)), apiLevel: 34, escapedDot: .anyCharacter)?.filter
        }
        for index in stride(from: 0, to: 40_000, by: 4_999) {
            let group = index / 100
            #expect(try filter("https://H\(index).example.test/\(group * 100)/x") == group)
            #expect(try filter("https://h\(index).example.test/x") == nil)
        }
        #expect(try filter("https://a.wild.test/") == 400)
        #expect(try filter("https://wild.test/") == nil)
        #expect(try filter("https://a.wild2.test/") == 400)
        #expect(try filter("https://h1.example.test.evil/1") == nil)
    }
}
