extension FindingKind {
    package static let rulesCatchAll = FindingKind(
        "rules.catch-all", .info, "a rule matches every URL of the domain: the app claims the whole site")
    package static let rulesExcludeAll = FindingKind(
        "rules.exclude-all", .warning, "an exclude rule matches every URL: it blocks the whole site for its apps")
    package static let rulesUnreachable = FindingKind(
        "rules.unreachable", .warning,
        "a rule can never decide: it follows a rule matching every URL, an identical rule, or a "
            + "literal-prefix rule that covers it")
    package static let rulesFragmentInPath = FindingKind(
        "rules.fragment-in-path", .warning, "a path pattern holds #, which a URL path never contains")
    package static let rulesQueryInPath = FindingKind(
        "rules.query-in-path", .warning,
        "a path pattern holds a query (?name=): ? there is one path character, so the rule never matches that query")
    package static let rulesNoLeadingSlash = FindingKind(
        "rules.no-leading-slash", .warning,
        "a path pattern starts with neither / nor a wildcard: Apple's matcher adds the slash (so ./a/* matches "
            + "nothing), but write it")
    package static let rulesNotEncoded = FindingKind(
        "rules.not-encoded", .warning,
        "with percentEncoded true (the default), a pattern holds a space or non-ASCII character that the encoded "
            + "URL never holds: it never matches")
    package static let rulesDoubleStar = FindingKind(
        "rules.double-star", .info,
        "a pattern holds **, which is two * (each already matches across /), not a recursive wildcard")
    package static let rulesUndefinedVariable = FindingKind(
        "rules.undefined-variable", .error, "$(name) is neither in substitutionVariables nor built in")
    package static let rulesMalformedVariable = FindingKind(
        "rules.malformed-variable", .error, "$( without ), or a variable name holding $, ( or )")
    package static let rulesVariableInVariable = FindingKind(
        "rules.variable-in-variable", .warning, "a substitution variable's value holds $(, which is not expanded")
    package static let rulesBackslash = FindingKind(
        "rules.backslash", .warning, "a pattern holds a backslash, whose meaning Apple does not document")
    package static let rulesTooComplex = FindingKind(
        "rules.too-complex", .warning, "a pattern has more than 60 * or variables: the device gives up on it")
    package static let rulesMalformedNot = FindingKind(
        "rules.malformed-not", .warning,
        "a paths string starts with NOT but no space follows, so it is an include rule, not an exclusion")
    package static let rulesURLInPath = FindingKind(
        "rules.url-in-path", .warning, "a path pattern holds a scheme or host; the URL's path never does")
    package static let rulesExcludeOnly = FindingKind(
        "rules.exclude-only", .warning, "every rule of a details entry is an exclusion, so it opens no URL")
    package static let rulesMinimumOS = FindingKind(
        "rules.minimum-os", .info, "the oldest iOS version that understands every feature the file uses")

    /// The rule stage's kinds: what the URL patterns mean (catch-alls, unreachable rules,
    /// substitution variables, complexity). Add a kind here when a check starts to report it.
    static let ruleKinds: [FindingKind] = [
        rulesCatchAll, rulesExcludeAll, rulesUnreachable, rulesFragmentInPath, rulesQueryInPath, rulesNoLeadingSlash,
        rulesNotEncoded,
        rulesDoubleStar,
        rulesUndefinedVariable, rulesMalformedVariable, rulesVariableInVariable, rulesBackslash, rulesTooComplex,
        rulesMalformedNot, rulesURLInPath, rulesExcludeOnly, rulesMinimumOS,
    ]
}
