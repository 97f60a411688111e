/// A details entry's rules (`components` or legacy `paths`) and the fields of a component.
extension SiteAssociationDecoder {
    /// `components` when it is an array (then iOS 13 and later ignore `paths`, which iOS 12 and
    /// older read), else `paths` when it is one; and whether `paths` beside `components` say the same.
    mutating func decodeRules(_ object: JSONObjectView, node: JSONNode, path: JSONPath) -> (Rules, Bool) {
        if let member = object["components"] {
            let componentsPath = path / "components"
            if case .array(let items) = member.value.value {
                reportIfEmpty(items, path: componentsPath, offset: member.value.offset)
                let components = decodeComponents(items, path: componentsPath)
                // iOS 12 and older read a list of strings in `paths` instead, whatever it says.
                var keepsPaths = false
                if let paths = object["paths"] {
                    if case .array(let items) = paths.value.value {
                        keepsPaths = items.allSatisfy { if case .string = $0.value { true } else { false } }
                    }
                    reportLegacyPaths(
                        paths, agree: Self.sayTheSame(paths: paths.value, components: components), path: path)
                }
                return (.components(components), keepsPaths)
            }
            reportType(member.value, expected: "an array of objects", path: componentsPath)
        }
        if let member = object["paths"] {
            let pathsPath = path / "paths"
            if let patterns = decodeStringArray(member.value, path: pathsPath, element: "path pattern") {
                if case .array(let items) = member.value.value {
                    reportIfEmpty(items, path: pathsPath, offset: member.value.offset)
                }
                return (.paths(patterns.map { PathRule(pattern: $0.text, path: pathsPath / $0.index) }), false)
            }
        }
        report(
            .schemaNoRules, "\(path) has neither components nor paths, so it would claim every URL of the domain.",
            hint: "add \"components\": [{\"/\": \"/path/*\"}] listing the URLs the app handles", path: path,
            offset: node.offset)
        return (.none, false)
    }

    /// `paths` beside `components`: kept on purpose for iOS 12 and older when they say the same
    /// (info), a mistake when they do not, since the two systems then open different URLs.
    private mutating func reportLegacyPaths(_ paths: JSONMember, agree: Bool, path: JSONPath) {
        if agree {
            report(
                .schemaLegacyPaths,
                "\(path) keeps paths beside components: iOS 12 and older read paths, iOS 13 and later components, "
                    + "and both say the same.",
                hint: "no change needed while the app supports iOS 12; remove paths once it needs iOS 13",
                path: path / "paths", offset: paths.keyOffset)
            return
        }
        report(
            .schemaPathsIgnored,
            "\(path) has paths that say something else than its components: iOS 13 and later read components only, "
                + "iOS 12 and older paths only.",
            hint: "make paths list the same patterns as components (\"NOT \" before an excluded one) if iOS 12 devices "
                + "should open the same URLs, or remove paths",
            path: path / "paths", offset: paths.keyOffset)
    }

    /// Whether `paths` lists, in order, each component as a legacy pattern: its `/` pattern,
    /// after `NOT ` when it excludes. A component with a query, a fragment or a case or encoding
    /// setting has no legacy form.
    static func sayTheSame(paths: JSONNode, components: [Component]) -> Bool {
        guard case .array(let items) = paths.value, items.count == components.count else { return false }
        for (item, component) in zip(items, components) {
            let fields = component.fields
            guard case .string(let written) = item.value, let pattern = fields.path, fields.query == nil,
                fields.fragment == nil, fields.caseSensitive == nil, fields.percentEncoded == nil,
                written == (fields.exclude == true ? "NOT " : "") + pattern
            else { return false }
        }
        return true
    }

    private mutating func reportIfEmpty(_ items: JSONItems, path: JSONPath, offset: Int) {
        guard items.isEmpty else { return }
        report(
            .schemaEmptyRules, "\(path) is an empty array, so the entry claims no URL.",
            hint: "list the URLs the app handles, or remove the entry", path: path, offset: offset)
    }

    private mutating func decodeComponents(_ items: JSONItems, path: JSONPath) -> [Component] {
        var components: [Component] = []
        components.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let componentPath = path / index
            guard let object = expectObject(item, path: componentPath) else { continue }
            // Decoded in place: fields built apart and then stored were copied on the way,
            // retaining each of their strings, about twice a component.
            components.append(Component(fields: ComponentFields(), path: componentPath))
            decodeFields(
                object, path: componentPath, place: "a component", into: &components[components.count - 1].fields)
        }
        return components
    }

    /// The keys of a component, or of a `defaults` object, which may hold the same keys.
    mutating func decodeFields(_ object: JSONObjectView, path: JSONPath, place: String) -> ComponentFields {
        var fields = ComponentFields()
        decodeFields(object, path: path, place: place, into: &fields)
        return fields
    }

    private mutating func decodeFields(
        _ object: JSONObjectView, path: JSONPath, place: String, into fields: inout ComponentFields
    ) {
        // Keys are matched on their bytes, and member paths built only when a finding needs one:
        // a big file has thousands of keys.
        let members = object.written
        for position in object.positions {
            let value = members.value(at: position)
            guard let key = members.key(at: position, as: ComponentKey.self) else {
                reportUnknownKey(members[position], allowed: SchemaKey.component, in: path, place: place)
                continue
            }
            switch key {
            case .path: fields.path = decodeString(value, path: path, key: key.rawValue)
            case .fragment: fields.fragment = decodeString(value, path: path, key: key.rawValue)
            case .query: fields.query = decodeQuery(value, path: path / key.rawValue)
            case .exclude: fields.exclude = decodeBool(value, path: path, key: key.rawValue)
            case .caseSensitive: fields.caseSensitive = decodeBool(value, path: path, key: key.rawValue)
            case .percentEncoded: fields.percentEncoded = decodeBool(value, path: path, key: key.rawValue)
            case .comment: break
            }
        }
    }

    private mutating func decodeString(_ node: JSONNode, path: JSONPath, key: String) -> String? {
        guard case .string(let text) = node.value else {
            reportType(node, expected: "a string pattern", path: path / key)
            return nil
        }
        return text
    }

    private mutating func decodeBool(_ node: JSONNode, path: JSONPath, key: String) -> Bool? {
        guard case .bool(let value) = node.value else {
            reportType(node, expected: "true or false", path: path / key, hint: "write true or false without quotes")
            return nil
        }
        return value
    }

    /// A pattern string, or an object of query-item name to pattern. An object holding any
    /// non-string value is ignored whole by the system: it becomes `.void`.
    /// `path` is built only for a finding.
    private mutating func decodeQuery(_ node: JSONNode, path makePath: @autoclosure () -> JSONPath) -> QueryPattern? {
        switch node.value {
        case .string(let text):
            return .string(text)
        case .object(let members):
            var items: [QueryItemPattern] = []
            items.reserveCapacity(members.count)
            var isVoid = false
            for member in objectView(members).members {
                guard case .string(let pattern) = member.value.value else {
                    isVoid = true
                    let path = makePath()
                    report(
                        .schemaQueryValue,
                        "\(path / member.key) holds \(member.value.typeName)\(Self.shown(member.value)); "
                            + "the system then ignores the whole \"?\" object.",
                        hint: "write the value as a pattern string, for example \"*\" or \"????\"",
                        path: path / member.key, offset: member.value.offset)
                    continue
                }
                items.append(QueryItemPattern(name: member.key, pattern: pattern))
            }
            return isVoid ? .void : .items(items)
        default:
            reportType(node, expected: "a pattern string or an object of query-item patterns", path: makePath())
            return nil
        }
    }

    /// Name to values; a single string counts as a one-element list.
    mutating func decodeSubstitutionVariables(_ node: JSONNode, path: JSONPath) -> [String: [String]] {
        guard let object = expectObject(node, path: path) else { return [:] }
        var variables: [String: [String]] = [:]
        for member in object.members {
            if case .string(let value) = member.value.value {
                variables[member.key] = [value]
            } else if let values = decodeStringArray(member.value, path: path / member.key, element: "value") {
                variables[member.key] = values.map(\.text)
            }
        }
        return variables
    }
}
