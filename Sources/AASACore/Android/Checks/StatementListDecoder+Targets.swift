/// Targets and relation extensions of a statement.
extension StatementListDecoder {
    mutating func decodeTarget(_ node: JSONNode, path: JSONPath) -> (AssetTarget, JSONPath?)? {
        guard case .object(let members) = node.value else {
            // The Java reader hands the target to AssetFactory, which throws per statement.
            reject(
                .androidStatement, scope: .asset, "\(path) holds \(node.typeName), not a target object.",
                hint: "write \"target\": {\"namespace\": \"android_app\", \"package_name\": ..., "
                    + "\"sha256_cert_fingerprints\": [...]}", path: path, node: node)
            return nil
        }
        let member = { (key: String) in members.first { $0.key == key } }
        for unknown in members where !Self.targetKeys.contains(unknown.key) {
            reportUnknownKey(unknown, allowed: Self.targetKeys, in: path, place: "a target")
        }
        guard let namespaceMember = member("namespace"), case .string(let namespace) = namespaceMember.value.value
        else {
            fatalKind(
                .androidNamespace, "\(path) has no namespace string.",
                hint: "add \"namespace\": \"android_app\" (or \"web\")", path: path / "namespace",
                node: member("namespace")?.value ?? node)
            return nil
        }
        switch namespace {
        case "android_app":
            return decodeAndroidApp(member, path: path, node: node)
        case "web":
            guard let site = member("site"), case .string(let text) = site.value.value else {
                fatalKind(
                    .androidWebTarget, "The web target at \(path) has no \"site\" string.",
                    hint: "add \"site\": \"https://example.com\"", path: path / "site",
                    node: member("site")?.value ?? node)
                return nil
            }
            if let problem = Self.webSiteProblem(text) {
                fatalKind(
                    .androidWebTarget, "The site \"\(shown(text))\" \(problem).",
                    hint: "write the site as scheme://host[:port] only, such as https://example.com",
                    path: path / "site", node: site.value)
                return nil
            }
            return (.web(site: text), nil)
        default:
            let hint = SchemaKey.suggestion(for: namespace, among: ["android_app", "web"]).map { "write \"\($0)\"" }
            fatalKind(
                .androidNamespace, "The namespace \"\(shown(namespace))\" is neither android_app nor web.",
                hint: hint ?? "use \"android_app\" for an app or \"web\" for a site", path: path / "namespace",
                node: namespaceMember.value)
            return nil
        }
    }

    private mutating func decodeAndroidApp(
        _ member: (String) -> JSONMember?, path: JSONPath, node: JSONNode
    ) -> (AssetTarget, JSONPath?)? {
        let packagePath = path / "package_name"
        guard let packageMember = member("package_name"), case .string(let packageName) = packageMember.value.value
        else {
            fatalKind(
                .androidPackageName, "The android_app target at \(path) has no \"package_name\" string.",
                hint: "add \"package_name\": \"com.example.app\" (the applicationId of the app)", path: packagePath,
                node: member("package_name")?.value ?? node)
            return nil
        }
        if let problem = PackageName.syntaxProblem(packageName) {
            report(
                .androidPackageName, "The package name \(problem), so no app can match it.",
                hint: "write the app's applicationId, such as com.example.app", path: packagePath,
                offset: packageMember.value.offset)
        }
        let fingerprintsPath = path / "sha256_cert_fingerprints"
        guard let listMember = member("sha256_cert_fingerprints"), case .array(let items) = listMember.value.value,
            !items.isEmpty
        else {
            fatalKind(
                .androidFingerprintFormat,
                "The android_app target for \"\(shown(packageName))\" has no "
                    + "fingerprints; Android needs at least one.",
                hint: "add \"sha256_cert_fingerprints\": [\"14:6D:E9:...\"] with the app signing key's SHA-256 "
                    + "(Play Console > Setup > App signing, or keytool -list -v)",
                path: fingerprintsPath, node: member("sha256_cert_fingerprints")?.value ?? node)
            return nil
        }
        var fingerprints: [String] = []
        for (index, item) in items.enumerated() {
            let itemPath = fingerprintsPath / index
            guard case .string(let value) = item.value else {
                fatalKind(
                    .androidFingerprintFormat, "\(itemPath) holds \(item.typeName), not a fingerprint string.",
                    hint: "write the fingerprint as a string", path: itemPath, node: item)
                continue
            }
            if let problem = FingerprintProblem.of(value) {
                let hint =
                    problem.corrected.map { "write it as \"\($0)\"" }
                    ?? "replace it with the SHA-256 of the app signing certificate (keytool -list -v, apksigner "
                    + "verify --print-certs, or Play Console > Setup > App signing)"
                report(
                    .androidFingerprintFormat, "The fingerprint \"\(shown(value))\" \(problem.reason).", hint: hint,
                    path: itemPath, offset: item.offset)
            }
            fingerprints.append(value)
        }
        return (.androidApp(packageName: packageName, fingerprints: fingerprints), fingerprintsPath)
    }

    /// Why a web target's site is more than `http[s]://host[:port]` (docs/rules/android-app-links.md D7), or nil.
    static func webSiteProblem(_ site: String) -> String? {
        let lower = site.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lower.hasPrefix($0) }) else {
            return "is not an http or https URL"
        }
        let rest = site.dropFirst(scheme.count)
        let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        let tail = rest[authorityEnd...]
        if authority.isEmpty { return "names no host" }
        if authority.contains("@") { return "carries login information" }
        if tail.contains("?") { return "has query parameters" }
        if tail.contains("#") { return "has a fragment identifier" }
        // Google's API refuses even a lone "/" (its compatibility test comptest2212).
        if !tail.isEmpty { return "has a path" }
        let afterHost = authority.hasPrefix("[") ? authority.drop { $0 != "]" }.dropFirst() : authority
        if let colon = afterHost.firstIndex(of: ":") {
            let port = afterHost[afterHost.index(after: colon)...]
            // comptest2207: a port outside 0-65535 is "not a valid URL".
            guard !port.isEmpty, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber), let value = Int(port),
                value <= 65535
            else { return "has the port \"\(PrintableText.escaped(port, limit: 20))\", which is not a valid URL's" }
        }
        return nil
    }

    /// `relation_extensions` (docs/rules/android-app-links.md D12): only handle_all_urls' dynamic rules are read.
    mutating func decodeExtensions(_ node: JSONNode, path: JSONPath) -> [DynamicRule]? {
        guard case .object(let members) = node.value else {
            report(
                .androidDynamicRules,
                "\(path) holds \(node.typeName), not an object keyed by relation, so Android "
                    + "discards it.",
                hint: "write \"relation_extensions\": {\"\(AndroidRelation.handleAllURLs.rawValue)\": "
                    + "{\"dynamic_app_link_components\": [...]}}", path: path, offset: node.offset)
            return nil
        }
        guard let links = members.first(where: { $0.key == AndroidRelation.handleAllURLs.rawValue }) else { return nil }
        let linksPath = path / links.key
        guard case .object(let inner) = links.value.value,
            let components = inner.first(where: { $0.key == "dynamic_app_link_components" })
        else {
            report(
                .androidDynamicRules,
                "\(linksPath) has no \"dynamic_app_link_components\" array, so Android 15 "
                    + "uses the manifest's intent filters alone.",
                hint: "add \"dynamic_app_link_components\": [{\"/\": \"/*\"}] or remove \(linksPath)", path: linksPath,
                offset: links.value.offset)
            return nil
        }
        var reader = DynamicRuleReader(document: document)
        let rules = reader.read(components.value, path: linksPath / "dynamic_app_link_components")
        reader.findings.forEach { append($0) }
        return rules
    }

    /// What `AssetFactory.create` throws: Android 12+ rejects the file, 6-11 skip the statement.
    private mutating func fatalKind(
        _ kind: FindingKind, _ message: String, hint: String, path: JSONPath, node: JSONNode
    ) {
        reject(kind, scope: .asset, message, hint: hint, path: path, node: node)
    }
}
