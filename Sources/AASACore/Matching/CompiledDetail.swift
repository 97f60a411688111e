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
    /// The rules that can hold for a URL, for entries with many rules.
    var index: RuleIndex?

    /// Whether a decision's rule index counts legacy `paths` strings.
    var isLegacyPaths: Bool {
        if case .paths = rules { return true }
        return false
    }

    /// - Parameter indexed: false tries every rule in turn (the reference the index is tested against).
    init(_ detail: Detail, in appLinks: AppLinks, indexed: Bool = true) {
        switch detail.rules {
        case .components:
            let resolved = ResolvedComponent.components(of: detail, in: appLinks)
            let components = resolved.map { CompiledComponent($0, variables: appLinks.substitutionVariables) }
            rules = .components(components)
            if indexed, components.count >= RuleIndex.minimumRules {
                index = RuleIndex(
                    components.map {
                        ($0.path, RuleIndex.Form(decoded: !$0.percentEncoded, folded: !$0.caseSensitive))
                    })
            }
        case .paths(let paths):
            let compiled = paths.map(PathRule.init)
            rules = .paths(compiled)
            if indexed, compiled.count >= RuleIndex.minimumRules {
                index = RuleIndex(compiled.map { ($0.pattern, RuleIndex.Form(decoded: false, folded: false)) })
            }
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
            let decided = firstRule(components.count, &subject) { index, subject in
                components[index].holds(for: &subject, &evaluator, aborted: &aborted)
            }
            if let decided { return (components[decided].exclude ? .block : .match, decided) }
        case .paths(let paths):
            let text = subject.text(.path, decoded: false, folded: false)
            let decided = firstRule(paths.count, &subject) { index, _ in
                switch evaluator.evaluate(paths[index].pattern, against: text) {
                case .match: return true
                case .noMatch: return false
                case .aborted:
                    aborted.append(paths[index].pattern.source)
                    return false
                }
            }
            if let decided { return (paths[decided].exclude ? .block : .match, decided) }
        case .everything:
            return (.match, nil)
        }
        return (.none, nil)
    }

    /// The first rule, in file order, for which `holds` is true: among the index's candidates
    /// when there is an index, else trying every rule.
    private func firstRule(_ count: Int, _ subject: inout MatchSubject, _ holds: (Int, inout MatchSubject) -> Bool)
        -> Int?
    {
        if let index {
            for candidate in index.candidates(&subject) where holds(Int(candidate), &subject) {
                return Int(candidate)
            }
            return nil
        }
        for rule in 0..<count where holds(rule, &subject) { return rule }
        return nil
    }
}
