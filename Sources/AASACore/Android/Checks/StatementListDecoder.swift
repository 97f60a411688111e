/// Reads a parsed assetlinks.json into a ``StatementList`` the way Android's verifier reads it,
/// reporting every problem with its JSON path, line and column (docs/rules/android-app-links.md
/// section 2). Where the AOSP verifier and Google's Digital Asset Links API differ, the finding
/// gives the stricter verdict and says which system does what.
struct StatementListDecoder {
    let document: JSONDocument
    /// At most ``Finding/maximumPerID`` of each id: a hostile file of 100,000 broken statements
    /// gets a report of bounded size, and lint keeps bounded memory.
    private var capped = CappedFindings()
    var findings: [Finding] { capped.all }
    private var list = StatementList()

    static let statementKeys = ["relation", "target", "include", "relation_extensions"]
    static let targetKeys = ["namespace", "package_name", "sha256_cert_fingerprints", "site"]

    init(document: JSONDocument) {
        self.document = document
    }

    mutating func decode() -> StatementList? {
        for duplicate in document.duplicateKeys {
            report(
                .jsonDuplicateKey, "The key \"\(shown(duplicate.key))\" appears more than once in the same object.",
                hint: "keep one \"\(shown(duplicate.key))\" and merge the values into it", path: duplicate.path,
                offset: duplicate.keyOffset)
        }
        guard case .array(let items) = document.root.value else {
            report(
                .jsonRoot,
                "The file holds \(document.root.typeName) at the top level; Android reads only an array "
                    + "of statements.",
                hint: "wrap the statements in [ ]: [{\"relation\": [...], \"target\": {...}}]", path: .root,
                offset: document.root.offset)
            return nil
        }
        if items.isEmpty {
            report(
                .androidNoStatements, "The statement list is empty, so the file verifies no app.",
                hint: "add a statement for each app: {\"relation\": [\"\(AndroidRelation.handleAllURLs.rawValue)\"], "
                    + "\"target\": {\"namespace\": \"android_app\", \"package_name\": ..., "
                    + "\"sha256_cert_fingerprints\": [...]}}",
                path: .root, offset: document.root.offset)
        }
        for (index, item) in items.enumerated() {
            decodeStatement(item, path: JSONPath.root / index)
        }
        return list
    }

    private mutating func decodeStatement(_ node: JSONNode, path: JSONPath) {
        guard case .object(let members) = node.value else {
            fatal(
                "The statement at \(path) is \(node.typeName), not an object.",
                hint: "write each statement as an object with \"relation\" and \"target\"", path: path, node: node)
            return
        }
        if let (badPath, bad) = Self.firstNullOrNumber(in: node, path: path) {
            fatal(
                "\(badPath) holds \(bad.typeName); AOSP's reader throws on null and number values inside a statement.",
                hint: "remove \(badPath) or make it a string", path: badPath, node: bad)
        }
        let member = { (key: String) in members.first { $0.key == key } }
        for unknown in members where !Self.statementKeys.contains(unknown.key) {
            reportUnknownKey(unknown, allowed: Self.statementKeys, in: path, place: "a statement")
        }
        if let include = member("include") {
            decodeInclude(include, hasStatementKeys: member("relation") != nil || member("target") != nil, path: path)
            return
        }
        guard let relationMember = member("relation"), let targetMember = member("target") else {
            let missing = member("relation") == nil ? "relation" : "target"
            report(
                .androidStatement, "The statement at \(path) has no \"\(missing)\", so Android skips it.",
                hint: "give the statement both \"relation\" and \"target\"", path: path, offset: node.offset)
            return
        }
        let relations = decodeRelations(relationMember.value, path: path / "relation")
        guard let (target, fingerprintsPath) = decodeTarget(targetMember.value, path: path / "target"),
            let relations
        else { return }
        var statement = AssetStatement(
            relations: relations, target: target, path: path, fingerprintsPath: fingerprintsPath)
        statement.fingerprintsPosition = fingerprintsPath.flatMap { document.position(of: $0) }
        if let extensions = member("relation_extensions") {
            statement.dynamicRules = decodeExtensions(extensions.value, path: path / "relation_extensions")
        }
        list.statements.append(statement)
    }

    private mutating func decodeInclude(_ member: JSONMember, hasStatementKeys: Bool, path: JSONPath) {
        let includePath = path / "include"
        guard case .string(let url) = member.value.value else {
            fatal(
                "\(includePath) holds \(member.value.typeName), not a URL.",
                hint: "write the include as {\"include\": \"https://example.com/.well-known/assetlinks.json\"}",
                path: includePath, node: member.value)
            return
        }
        if hasStatementKeys {
            report(
                .androidStatement,
                "The include statement at \(path) also has \"relation\" or \"target\"; Google's "
                    + "API rejects such a statement (\"invalid field\").",
                hint: "put the include and the statement in separate objects of the list", path: path,
                offset: member.keyOffset)
        }
        list.includes.append(AssetInclude(url: url, path: includePath))
    }

    /// The statement's relations; nil when one is malformed, since `Relation.create` then throws
    /// and the readers that survive it skip the whole statement, not the one relation.
    private mutating func decodeRelations(_ node: JSONNode, path: JSONPath) -> [String]? {
        guard case .array(let items) = node.value else {
            fatal(
                "\(path) holds \(node.typeName), not an array of relation strings.",
                hint: "write \"relation\": [\"\(AndroidRelation.handleAllURLs.rawValue)\"]", path: path, node: node)
            return []
        }
        var relations: [String] = []
        var malformed = false
        for (index, item) in items.enumerated() {
            let itemPath = path / index
            guard case .string(let relation) = item.value else {
                fatal(
                    "\(itemPath) holds \(item.typeName), not a relation string.",
                    hint: "write the relation as a string such as \"\(AndroidRelation.handleAllURLs.rawValue)\"",
                    path: itemPath, node: item)
                continue
            }
            if let problem = AndroidRelation.syntaxProblem(relation) {
                let closest = AndroidRelation.closest(to: relation)
                reject(
                    .androidRelation, scope: .asset, "The relation \"\(shown(relation))\" \(problem).",
                    hint: closest.map { "write \"\($0.rawValue)\"" } ?? "write relations as kind/detail in lower case",
                    path: itemPath, node: item)
                malformed = true
                continue
            }
            if AndroidRelation(rawValue: relation) == nil {
                let hint = AndroidRelation.closest(to: relation).map { "did you mean \"\($0.rawValue)\"? Write it so" }
                report(
                    .androidRelationUnknown,
                    "The relation \"\(shown(relation))\" is not one Android defines, so it "
                        + "grants nothing.",
                    hint: hint ?? "use \"\(AndroidRelation.handleAllURLs.rawValue)\" for App Links or "
                        + "\"\(AndroidRelation.getLoginCredentials.rawValue)\" for credential sharing",
                    path: itemPath, offset: item.offset)
            }
            relations.append(relation)
        }
        return malformed ? nil : relations
    }

    // MARK: - Reporting

    mutating func report(_ kind: FindingKind, _ message: String, hint: String, path: JSONPath, offset: Int) {
        append(kind.on(.android)(message, hint: hint, path: path, position: document.position(ofOffset: offset)))
    }

    /// Lists `finding` unless ``Finding/maximumPerID`` of its id are listed already.
    mutating func append(_ finding: Finding) {
        capped.append(finding)
    }

    /// `android.statement` for what the JSON reader of every device throws on: the whole file
    /// fails on a device.
    mutating func fatal(_ message: String, hint: String, path: JSONPath, node: JSONNode) {
        reject(.androidStatement, scope: .json, message, hint: hint, path: path, node: node)
    }

    /// A statement some reader throws on (``StatementReader``): the finding says who rejects the
    /// whole file and who skips the statement, and the list keeps it for each reader's verdict.
    mutating func reject(
        _ kind: FindingKind, scope: StatementRejection.Scope, _ message: String, hint: String, path: JSONPath,
        node: JSONNode
    ) {
        list.rejections.append(StatementRejection(findingID: kind.id, path: path, scope: scope))
        let who =
            switch scope {
            case .json: " Android devices reject the whole file because of it; Google's API skips the statement."
            case .asset:
                " Android 12+ devices reject the whole file because of it; Android 6-11 and Google's API skip the "
                    + "statement."
            }
        report(kind, message + who, hint: hint, path: path, offset: node.offset)
    }

    mutating func reportUnknownKey(_ member: JSONMember, allowed: [String], in path: JSONPath, place: String) {
        let key = "\"\(shown(member.key))\""
        var hint = "remove \(key)"
        if let suggestion = SchemaKey.suggestion(for: member.key, among: allowed) {
            hint = "rename \(key) to \"\(suggestion)\" (keys are case-sensitive)"
        } else if member.key == "paths" || member.key == "components" {
            hint +=
                ": Android takes paths from the app's intent filters (and, on Android 15, from "
                + "relation_extensions' dynamic_app_link_components)"
        }
        report(
            .androidUnknownKey, "The key \(key) is not defined in \(place), so Android ignores it.", hint: hint,
            path: path / member.key, offset: member.keyOffset)
    }

    func shown(_ text: String) -> String { PrintableText.escaped(text, limit: 120) }

    /// The first null or number inside a statement, which AOSP's `JsonParser` refuses
    /// (docs/rules/android-app-links.md D9). The reader bounds the depth, and the walk is
    /// iterative.
    static func firstNullOrNumber(in node: JSONNode, path: JSONPath) -> (JSONPath, JSONNode)? {
        var pending: [(JSONNode, JSONPath)] = [(node, path)]
        while let (current, currentPath) = pending.popLast() {
            switch current.value {
            case .null, .number: return (currentPath, current)
            case .object(let members):
                for member in members.reversed() { pending.append((member.value, currentPath / member.key)) }
            case .array(let items):
                for (index, item) in items.enumerated().reversed() { pending.append((item, currentPath / index)) }
            case .string, .bool: break
            }
        }
        return nil
    }
}
