/// The decoder's shared steps: making findings, checking types, keys and app IDs.
extension SiteAssociationDecoder {
    mutating func report(
        _ kind: FindingKind, _ message: String, hint: String, path: JSONPath, offset: Int, fix: FindingFix? = nil
    ) {
        findings.append(kind(message, hint: hint, path: path, position: document.position(ofOffset: offset), fix: fix))
    }

    /// `schema.type` for a key whose value the system ignores because of its type.
    mutating func reportType(_ node: JSONNode, expected: String, path: JSONPath, hint: String? = nil) {
        report(
            .schemaType, "\(path) holds \(node.typeName)\(Self.shown(node)), but it must be \(expected).",
            hint: hint ?? "change \(path) to \(expected)", path: path, offset: node.offset)
    }

    mutating func expectObject(_ node: JSONNode, path: JSONPath) -> JSONObjectView? {
        guard case .object(let members) = node.value else {
            reportType(node, expected: "an object", path: path)
            return nil
        }
        return objectView(members)
    }

    /// The view the system reads of an object; members are compared only when some object of
    /// the document repeats a key.
    func objectView(_ members: JSONMembers) -> JSONObjectView {
        JSONObjectView(members, repeatsKeys: repeatsKeys)
    }

    mutating func reportUnknownKey(_ member: JSONMember, allowed: [String], in path: JSONPath, place: String) {
        let key = Self.quoted(member.key)
        let hint: String
        var fix: FindingFix?
        if path != .root, let service = Service(rawValue: member.key), service != .authsrv {
            // A service written inside another one (a brace closed too late): it belongs at the top.
            // (authsrv has no section of its own in the file.)
            hint = "move \(key) out of \(path) to the top level of the file, beside \"applinks\""
        } else if let suggestion = SchemaKey.suggestion(for: member.key, among: allowed) {
            hint = "rename \(key) to \(Self.quoted(suggestion)) (keys are case-sensitive)"
            // Renaming onto a key the object already has would overwrite the value the system reads.
            if document.position(of: path / suggestion) == nil { fix = .rename(path / member.key, to: suggestion) }
        } else {
            hint = "remove \(key), or use one of " + allowed.map(Self.quoted).joined(separator: ", ")
        }
        report(
            .schemaUnknownKey, "The key \(key) is not defined in \(place), so the system ignores it.",
            hint: hint, path: path / member.key, offset: member.keyOffset, fix: fix)
    }

    /// An array of strings, each with its node and index; other elements are reported and left
    /// out. Nil when not an array. Element paths are built only for findings.
    mutating func decodeStringArray(_ node: JSONNode, path: JSONPath, element: String) -> [(
        text: String, node: JSONNode, index: Int
    )]? {
        guard case .array(let items) = node.value else {
            reportType(node, expected: "an array of \(element) strings", path: path)
            return nil
        }
        var strings: [(text: String, node: JSONNode, index: Int)] = []
        strings.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .string(let text) = item.value else {
                reportType(item, expected: "a string (\(element))", path: path / index)
                continue
            }
            strings.append((text, item, index))
        }
        return strings
    }

    /// An array of app IDs, each one checked. Nil when not an array.
    mutating func decodeAppIDArray(_ node: JSONNode, path: JSONPath) -> [(text: String, node: JSONNode, index: Int)]? {
        guard let entries = decodeStringArray(node, path: path, element: "app ID") else { return nil }
        for entry in entries { checkAppID(entry.text, path: path / entry.index, offset: entry.node.offset) }
        return entries
    }

    /// `path` is built only when the app ID is reported.
    mutating func checkAppID(_ appID: String, path: @autoclosure () -> JSONPath, offset: Int) {
        // A big file repeats a few app IDs hundreds of times: check each distinct one once.
        let checked: CheckedAppID
        if let known = checkedAppIDs[appID] {
            checked = known
        } else {
            checked = CheckedAppID(appID)
            checkedAppIDs[appID] = checked
            // A first sighting adds the team prefix; a repeat would add the same one again.
            switch checked.verdict {
            case .valid: teamPrefixes.insert(checked.prefix)
            case .lowerCasePrefix: teamPrefixes.insert(checked.prefix.uppercased())
            case .invalid: break
            }
        }
        switch checked.verdict {
        case .valid:
            break
        case .lowerCasePrefix:
            report(
                .schemaAppIDCase, "The app ID \(Self.quoted(appID)) has lower-case letters in its team prefix.",
                hint: "write the prefix in upper case, as the developer account shows it", path: path(),
                offset: offset, fix: .replace(path(), with: checked.prefix.uppercased() + "." + checked.bundleID))
        case .invalid(let reason, let hint):
            if (8...12).contains(checked.prefix.count), !checked.bundleID.isEmpty {
                malformedPrefixes.append((findings.count, checked.prefix, checked.bundleID))
            }
            report(
                .schemaAppID, "The app ID \(Self.quoted(appID)) \(reason).", hint: hint, path: path(), offset: offset)
        }
    }

    /// A string in double quotes, shortened so one hostile value cannot flood a report.
    static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard text.utf8.count > 80,
            let cut = scalars.index(scalars.startIndex, offsetBy: 80, limitedBy: scalars.endIndex),
            cut < scalars.endIndex
        else { return "\"" + text + "\"" }
        return "\"" + String(scalars[..<cut]) + "…\""
    }

    /// ` "value"` or ` 42` after a type name, for short scalar values; nothing for containers.
    static func shown(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let text): " " + quoted(text)
        case .number(let literal): " " + quoted(literal).dropFirst().dropLast()
        case .bool(let value): " (\(value))"
        default: ""
        }
    }
}
