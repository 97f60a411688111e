/// One rule of `dynamic_app_link_components` (docs/rules/android-app-links.md DY2): every part it names must match; the
/// first rule that matches a URL decides, and `exclude` makes that decision "not the app".
package struct DynamicRule: Sendable, Hashable {
    package var path: DynamicExpression?
    /// Query parameters that must all be present and match, in any order; others may be present too.
    package var query: [(name: String, expression: DynamicExpression)]
    package var fragment: DynamicExpression?
    package var exclude: Bool
    /// Where the rule is, for `match` to name it.
    package var jsonPath: JSONPath

    package static func == (lhs: DynamicRule, rhs: DynamicRule) -> Bool {
        lhs.path == rhs.path && lhs.fragment == rhs.fragment && lhs.exclude == rhs.exclude
            && lhs.jsonPath == rhs.jsonPath && lhs.query.elementsEqual(rhs.query) { $0 == $1 }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(jsonPath)
    }

    /// Whether the rule covers a URL's decoded path, query parameters and fragment.
    package func matches(path urlPath: String, query parameters: [(String, String)], fragment urlFragment: String?)
        -> Bool
    {
        if let path, !path.matches(urlPath) { return false }
        if let fragment, !fragment.matches(urlFragment ?? "") { return false }
        for (name, expression) in query {
            guard parameters.contains(where: { $0.0 == name && expression.matches($0.1) }) else { return false }
        }
        return true
    }
}

/// Reads `dynamic_app_link_components`. Android discards every rule when one field is malformed
/// or empty and falls back to the manifest (docs/rules/android-app-links.md DY5): so does this, with a warning that says so.
struct DynamicRuleReader {
    let document: JSONDocument
    var findings: [Finding] = []

    static let ruleKeys = ["/", "?", "#", "exclude", "comments"]

    init(document: JSONDocument) {
        self.document = document
    }

    mutating func read(_ node: JSONNode, path: JSONPath) -> [DynamicRule]? {
        guard case .array(let items) = node.value else {
            return discard("\(path) holds \(node.typeName), not an array of rules", path: path, node: node)
        }
        var rules: [DynamicRule] = []
        var lastOffset = node.offset
        for (index, item) in items.enumerated() {
            lastOffset = item.offset
            let rulePath = path / index
            guard case .object(let members) = item.value else {
                return discard("\(rulePath) holds \(item.typeName), not a rule object", path: rulePath, node: item)
            }
            var rule = DynamicRule(path: nil, query: [], fragment: nil, exclude: false, jsonPath: rulePath)
            for member in members {
                let memberPath = rulePath / member.key
                switch member.key {
                case "/", "#":
                    guard case .string(let text) = member.value.value, let expression = DynamicExpression(text) else {
                        return discard(
                            "\(memberPath) must be a non-empty string", path: memberPath, node: member.value)
                    }
                    if member.key == "/" { rule.path = expression } else { rule.fragment = expression }
                    noteDeviation(expression, path: memberPath, node: member.value)
                case "?":
                    guard case .object(let parameters) = member.value.value else {
                        return discard(
                            "\(memberPath) must be an object of parameter names and expressions",
                            path: memberPath, node: member.value)
                    }
                    for parameter in parameters {
                        guard case .string(let text) = parameter.value.value, let expression = DynamicExpression(text)
                        else {
                            return discard(
                                "\(memberPath / parameter.key) must be a non-empty string",
                                path: memberPath / parameter.key, node: parameter.value)
                        }
                        rule.query.append((parameter.key, expression))
                        noteDeviation(expression, path: memberPath / parameter.key, node: parameter.value)
                    }
                case "exclude":
                    guard case .bool(let exclude) = member.value.value else {
                        return discard("\(memberPath) must be true or false", path: memberPath, node: member.value)
                    }
                    rule.exclude = exclude
                case "comments":
                    break
                default:
                    let hint =
                        member.key == "comment"
                        ? "rename \"comment\" to \"comments\" (Android's key is plural; Apple's is singular)"
                        : "remove \"\(PrintableText.escaped(member.key, limit: 60))\"; a rule's keys are "
                            + Self.ruleKeys.map { "\"\($0)\"" }.joined(separator: ", ")
                    findings.append(
                        FindingKind.androidUnknownKey(
                            "The key \"\(PrintableText.escaped(member.key, limit: 60))\" is not a dynamic rule key, so "
                                + "Android ignores it.", hint: hint, path: memberPath,
                            position: document.position(ofOffset: member.keyOffset)))
                }
            }
            rules.append(rule)
        }
        if rules.isEmpty {
            return discard("\(path) is empty", path: path, node: node)
        }
        if let last = rules.last, !rules.contains(where: { !$0.exclude }) {
            findings.append(
                FindingKind.androidDynamicRules(
                    "Every dynamic rule excludes, and a URL no rule matches is excluded too, so no URL opens the app "
                        + "on Android 15.",
                    hint: "end the list with {\"/\": \"*\"} so that the URLs not excluded open the app",
                    path: last.jsonPath, position: document.position(ofOffset: lastOffset)))
        }
        return rules
    }

    private mutating func discard(_ problem: String, path: JSONPath, node: JSONNode) -> [DynamicRule]? {
        findings.append(
            FindingKind.androidDynamicRules(
                problem.prefix(1).uppercased() + problem.dropFirst()
                    + "; Android 15 then discards all dynamic rules and the manifest's intent filters decide alone.",
                hint: "fix \(path) so the dynamic rules are read", path: path,
                position: document.position(ofOffset: node.offset)))
        return nil
    }

    private mutating func noteDeviation(_ expression: DynamicExpression, path: JSONPath, node: JSONNode) {
        guard let deviation = expression.aospDeviation else { return }
        findings.append(
            FindingKind.androidDynamicRules(
                "AOSP's parser and matcher do not read the expression \"\(PrintableText.escaped(expression.written, limit: 120))\" "
                    + "as the documentation describes: \(deviation).",
                hint: expression.type == .advancedGlob
                    ? "use '*' instead of '?*' where more text follows"
                    : "use '?' in place of the '.' if any "
                        + "character may stand there, or verify the rule on an AOSP device",
                path: path, position: document.position(ofOffset: node.offset)))
    }
}
