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

    var ruleCount: Int {
        switch rules {
        case .components(let components): components.count
        case .paths(let paths): paths.count
        case .everything: 0
        }
    }

    /// Each rule's path pattern and how it reads the URL's path, in file order: what a
    /// ``RuleIndex`` is built from.
    var indexKeys: [(path: CompiledPattern?, form: RuleIndex.Form)] {
        switch rules {
        case .components(let components):
            components.map { ($0.path, RuleIndex.Form(decoded: !$0.percentEncoded, folded: !$0.caseSensitive)) }
        case .paths(let paths):
            paths.map { ($0.pattern, RuleIndex.Form(decoded: false, folded: false)) }
        case .everything:
            []
        }
    }

    var patterns: [CompiledPattern] {
        switch rules {
        case .components(let components): components.flatMap(\.patterns)
        case .paths(let paths): paths.map(\.pattern)
        case .everything: []
        }
    }

    /// The verdict and the index of the rule that decided, `nil` when none did. With
    /// `candidates`, only those rules are tried; without, every rule in turn.
    func decide(
        _ subject: inout MatchSubject, _ evaluator: inout PatternEvaluator, aborted: inout [JSONPath],
        candidates: RuleCandidates? = nil
    ) -> (MatchVerdict, Int?) {
        switch rules {
        case .components(let components):
            let decided = firstRule(components.count, candidates) { index in
                components[index].holds(for: &subject, &evaluator, aborted: &aborted)
            }
            if let decided { return (components[decided].exclude ? .block : .match, decided) }
        case .paths(let paths):
            let decided = subject.withText(.path, decoded: false, folded: false) { text in
                firstRule(paths.count, candidates) { index in
                    switch evaluator.evaluate(paths[index].pattern, against: text) {
                    case .match: return true
                    case .noMatch: return false
                    case .aborted:
                        aborted.append(paths[index].pattern.source)
                        return false
                    }
                }
            }
            if let decided { return (paths[decided].exclude ? .block : .match, decided) }
        case .everything:
            return (.match, nil)
        }
        return (.none, nil)
    }

    /// The first rule, in file order, for which `holds` is true.
    private func firstRule(_ count: Int, _ candidates: RuleCandidates?, _ holds: (Int) -> Bool) -> Int? {
        if let candidates {
            for number in candidates.numbers {
                let rule = Int(number - candidates.first)
                if holds(rule) { return rule }
            }
            return nil
        }
        for rule in 0..<count where holds(rule) { return rule }
        return nil
    }
}
