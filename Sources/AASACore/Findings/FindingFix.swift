/// The change a finding's hint describes, when it is one mechanical edit of the file: one JSON
/// Patch operation (RFC 6902), so that any JSON Patch tool can apply it. Its path is a JSON
/// Pointer (`/applinks/details/0/appIDs/1`), as RFC 6902 requires. A test applies every fix over
/// the corpus and lints the result: the finding is gone and no error is new.
package struct FindingFix: Codable, Sendable, Hashable {
    package enum Operation: String, Codable, Sendable {
        case add, remove, replace, move
    }

    /// The few values a fix writes.
    package enum Value: Sendable, Hashable {
        case string(String)
        case emptyArray
    }

    package var op: Operation
    package var path: JSONPath
    /// For `move`: the member renamed.
    package var from: JSONPath?
    /// For `add` and `replace`.
    package var value: Value?

    package static func replace(_ path: JSONPath, with text: String) -> FindingFix {
        FindingFix(op: .replace, path: path, value: .string(text))
    }

    package static func replace(_ path: JSONPath, with value: Value) -> FindingFix {
        FindingFix(op: .replace, path: path, value: value)
    }

    package static func add(_ path: JSONPath, _ value: Value) -> FindingFix {
        FindingFix(op: .add, path: path, value: value)
    }

    package static func remove(_ path: JSONPath) -> FindingFix { FindingFix(op: .remove, path: path) }

    /// Renames the member at `path` to `key`, keeping its value.
    package static func rename(_ path: JSONPath, to key: String) -> FindingFix {
        FindingFix(op: .move, path: path.parent / key, from: path)
    }

    private enum CodingKeys: String, CodingKey {
        case op, from, path, value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(op, forKey: .op)
        try container.encodeIfPresent(from?.pointer, forKey: .from)
        try container.encode(path.pointer, forKey: .path)
        switch value {
        case .string(let text)?: try container.encode(text, forKey: .value)
        case .emptyArray?: try container.encode([String](), forKey: .value)
        case nil: break
        }
    }

    /// Reads a fix back from a report (a `--baseline`).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        op = try container.decode(Operation.self, forKey: .op)
        path = try Self.path(container, .path)
        from = try container.contains(.from) ? Self.path(container, .from) : nil
        if let text = try? container.decode(String.self, forKey: .value) {
            value = .string(text)
        } else if (try? container.decode([String].self, forKey: .value))?.isEmpty == true {
            value = .emptyArray
        }
    }

    private init(op: Operation, path: JSONPath, from: JSONPath? = nil, value: Value? = nil) {
        self.op = op
        self.path = path
        self.from = from
        self.value = value
    }

    private static func path(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> JSONPath {
        let text = try container.decode(String.self, forKey: key)
        guard let path = JSONPath(pointer: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a JSON Pointer")
        }
        return path
    }
}
