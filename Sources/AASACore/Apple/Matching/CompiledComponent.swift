/// A resolved component, compiled: the test one URL must pass for the component to decide.
struct CompiledComponent: Sendable {
    enum Query: Sendable {
        /// The whole query string.
        case whole(CompiledPattern)
        /// Named items; every occurrence of each name must match.
        case items([(name: [UInt32], pattern: CompiledPattern)])
    }

    var path: CompiledPattern?
    var query: Query?
    var fragment: CompiledPattern?
    var exclude: Bool
    var percentEncoded: Bool
    var caseSensitive: Bool

    init(_ resolved: ResolvedComponent, variables: [String: [String]]) {
        let compiler = PatternCompiler(variables: variables, caseSensitive: resolved.caseSensitive)
        path = resolved.path.map { compiler.compile(PathNormalization.normalized($0.value), source: $0.path) }
        fragment = resolved.fragment.map { compiler.compile($0.value, source: $0.path) }
        switch resolved.query?.value {
        case .string(let pattern)?:
            query = .whole(compiler.compile(pattern, source: resolved.query?.path ?? .root))
        case .items(let items)?:
            let base = resolved.query?.path ?? .root
            query = .items(
                items.map { (ScalarText.scalars($0.name), compiler.compile($0.pattern, source: base / $0.name)) })
        case .void?, nil:
            query = nil
        }
        exclude = resolved.exclude
        percentEncoded = resolved.percentEncoded
        caseSensitive = resolved.caseSensitive
    }

    /// Every compiled pattern, for complexity reports.
    var patterns: [CompiledPattern] {
        var all = [path, fragment].compactMap { $0 }
        switch query {
        case .whole(let pattern)?: all.append(pattern)
        case .items(let items)?: all += items.map(\.pattern)
        case nil: break
        }
        return all
    }

    /// Whether every constraint holds; a pattern that runs out of steps does not hold and is
    /// added to `aborted`.
    func holds(for subject: inout MatchSubject, _ evaluator: inout PatternEvaluator, aborted: inout [JSONPath])
        -> Bool
    {
        let decoded = !percentEncoded
        let folded = !caseSensitive
        func check(_ pattern: CompiledPattern, _ text: Span<UInt32>) -> Bool {
            switch evaluator.evaluate(pattern, against: text) {
            case .match: return true
            case .noMatch: return false
            case .aborted:
                aborted.append(pattern.source)
                return false
            }
        }
        if let path, !subject.withText(.path, decoded: decoded, folded: folded, { check(path, $0) }) { return false }
        if let fragment, !subject.withText(.fragment, decoded: decoded, folded: folded, { check(fragment, $0) }) {
            return false
        }
        switch query {
        case .whole(let pattern)?:
            return subject.withText(.query, decoded: decoded, folded: folded) { check(pattern, $0) }
        case .items(let items)?:
            return subject.withQueryItems(decoded: decoded, folded: folded) { present, text in
                for (name, pattern) in items {
                    var found = false
                    for index in present.indices {
                        let item = present[index]
                        guard text.extracting(item.name).holds(name) else { continue }
                        found = true
                        if !check(pattern, text.extracting(item.value)) { return false }
                    }
                    // An absent item reads as the empty string.
                    if !found && !check(pattern, text.extracting(0..<0)) { return false }
                }
                return true
            }
        case nil:
            return true
        }
    }
}
