/// A component with each key settled: its own value, else the details entry's `defaults`, else
/// `applinks.defaults`, else the built-in default. Each value remembers where it was written.
struct ResolvedComponent: Sendable, Hashable {
    struct Sourced<Value: Sendable & Hashable>: Sendable, Hashable {
        var value: Value
        /// The object that holds the key: the key's own path is built only when asked for, as
        /// the rule checks resolve every component of a file and rarely report one.
        var holder: JSONPath
        var key: String

        var path: JSONPath { holder / key }
    }

    /// Absent: constrains nothing.
    var path: Sourced<String>?
    var query: Sourced<QueryPattern>?
    var fragment: Sourced<String>?
    var exclude: Bool
    var caseSensitive: Bool
    var percentEncoded: Bool

    /// `levels` are the component's own fields first, then each level of defaults, each with
    /// the JSON path of the object that holds it.
    init(levels: [(fields: ComponentFields, path: JSONPath)]) {
        self.init(levels.first ?? (ComponentFields(), .root), defaults: levels.dropFirst())
    }

    private init(
        _ own: (fields: ComponentFields, path: JSONPath),
        defaults: ArraySlice<(fields: ComponentFields, path: JSONPath)>
    ) {
        func first<Value>(_ key: String, _ field: (ComponentFields) -> Value?) -> Sourced<Value>? {
            if let value = field(own.fields) { return Sourced(value: value, holder: own.path, key: key) }
            for level in defaults {
                if let value = field(level.fields) { return Sourced(value: value, holder: level.path, key: key) }
            }
            return nil
        }
        path = first("/", \.path)
        query = first("?", \.query)
        fragment = first("#", \.fragment)
        exclude = first("exclude", \.exclude)?.value ?? ComponentFields.builtInExclude
        caseSensitive = first("caseSensitive", \.caseSensitive)?.value ?? ComponentFields.builtInCaseSensitive
        percentEncoded = first("percentEncoded", \.percentEncoded)?.value ?? ComponentFields.builtInPercentEncoded
    }

    /// Each component of a details entry, resolved against that entry's and the domain's defaults.
    static func components(of detail: Detail, in appLinks: AppLinks) -> [ResolvedComponent] {
        guard case .components(let components) = detail.rules else { return [] }
        let defaults: [(fields: ComponentFields, path: JSONPath)] = [
            (detail.defaults, detail.path / "defaults"), (appLinks.defaults, appLinks.path / "defaults"),
        ]
        return components.map { ResolvedComponent(($0.fields, $0.path), defaults: defaults[...]) }
    }
}
