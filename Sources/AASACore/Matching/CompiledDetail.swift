/// One details entry's rules, compiled: decides a URL for every app the entry is first to list.
struct CompiledDetail: Sendable {
    /// A legacy `paths` string: path only, case-sensitive, as written, no variables.
    struct PathRule: Sendable {
        var pattern: CompiledPattern
        var exclude: Bool

        init(_ rule: AASACore.PathRule) {
            var text = rule.pattern
            exclude = text.utf8.count >= 4 && text.prefix(4).lowercased() == "not "
            if exclude { text = String(text.dropFirst(4)) }
            let compiler = PatternCompiler(variables: [:], caseSensitive: true)
            pattern = compiler.compile(PathNormalization.normalized(text), source: rule.path, variablesAllowed: false)
        }
    }

    enum Rules: Sendable {
        case components([CompiledComponent])
        case paths([PathRule])
        /// Neither `components` nor `paths`: the entry claims every URL.
        case everything
    }

    var rules: Rules

    /// Whether a decision's rule index counts legacy `paths` strings.
    var isLegacyPaths: Bool {
        if case .paths = rules { return true }
        return false
    }

    init(_ detail: Detail, in appLinks: AppLinks) {
        switch detail.rules {
        case .components:
            let resolved = ResolvedComponent.components(of: detail, in: appLinks)
            rules = .components(resolved.map { CompiledComponent($0, variables: appLinks.substitutionVariables) })
        case .paths(let paths):
            rules = .paths(paths.map(PathRule.init))
        case .none:
            rules = .everything
        }
    }

    var patterns: [CompiledPattern] {
        switch rules {
        case .components(let components): components.flatMap(\.patterns)
        case .paths(let paths): paths.map(\.pattern)
        case .everything: []
        }
    }

    /// The verdict and the index of the rule that decided, `nil` when none did.
    func decide(_ subject: inout MatchSubject, _ evaluator: inout PatternEvaluator, aborted: inout [JSONPath])
        -> (MatchVerdict, Int?)
    {
        switch rules {
        case .components(let components):
            for index in components.indices where components[index].holds(for: &subject, &evaluator, aborted: &aborted)
            {
                return (components[index].exclude ? .block : .match, index)
            }
        case .paths(let paths):
            let text = subject.text(.path, decoded: false, folded: false)
            for (index, rule) in paths.enumerated() {
                switch evaluator.evaluate(rule.pattern, against: text) {
                case .match: return (rule.exclude ? .block : .match, index)
                case .noMatch: continue
                case .aborted: aborted.append(rule.pattern.source)
                }
            }
        case .everything:
            return (.match, nil)
        }
        return (.none, nil)
    }
}
