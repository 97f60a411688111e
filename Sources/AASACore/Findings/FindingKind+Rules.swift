extension FindingKind {
    package static let rulesCatchAll = FindingKind(
        "rules.catch-all", .info, "a rule matches every URL of the domain: the app claims the whole site",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "*"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let rulesExcludeAll = FindingKind(
        "rules.exclude-all", .warning, "an exclude rule matches every URL: it blocks the whole site for its apps",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "*", "exclude": true}, {"/": "/buy/*"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let rulesUnreachable = FindingKind(
        "rules.unreachable", .warning,
        "a rule can never decide: it follows a rule matching every URL, an identical rule, or a "
            + "literal-prefix rule that covers it",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}, {"/": "/buy/*"}]}]}}"#,
            at: "$.applinks.details[0].components[1]"),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}, {"/": "/sell/*"}]}]}}"#
        ))
    package static let rulesFragmentInPath = FindingKind(
        "rules.fragment-in-path", .warning, "a path pattern holds #, which a URL path never contains",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/#top"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*", "#": "top"}]}]}}"##
        ))
    package static let rulesQueryInPath = FindingKind(
        "rules.query-in-path", .warning,
        "a path pattern holds a query (?name=): ? there is one path character, so the rule never matches that query",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy?id=1"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy", "?": {"id": "1"}}]}]}}"#
        ))
    package static let rulesNoLeadingSlash = FindingKind(
        "rules.no-leading-slash", .warning,
        "a path pattern starts with neither / nor a wildcard: Apple's matcher adds the slash (so ./a/* matches "
            + "nothing), but write it",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "buy/*"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let rulesNotEncoded = FindingKind(
        "rules.not-encoded", .warning,
        "with percentEncoded true (the default), a pattern holds a space or non-ASCII character that the encoded "
            + "URL never holds: it never matches",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/café/*"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/caf%C3%A9/*"}]}]}}"#
        ))
    package static let rulesDoubleStar = FindingKind(
        "rules.double-star", .info,
        "a pattern holds **, which is two * (each already matches across /), not a recursive wildcard",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/**"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let rulesUndefinedVariable = FindingKind(
        "rules.undefined-variable", .error, "$(name) is neither in substitutionVariables nor built in",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/$(shop)/buy/*"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            #"{"applinks": {"substitutionVariables": {"lang": ["en", "fr"]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/$(lang)/buy/*"}]}]}}"#
        ))
    package static let rulesMalformedVariable = FindingKind(
        "rules.malformed-variable", .error, "$( without ), or a variable name holding $, ( or )",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/$(lang/buy/*"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            #"{"applinks": {"substitutionVariables": {"lang": ["en", "fr"]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/$(lang)/buy/*"}]}]}}"#
        ))
    package static let rulesVariableInVariable = FindingKind(
        "rules.variable-in-variable", .warning, "a substitution variable's value holds $(, which is not expanded",
        example: .apple(
            #"{"applinks": {"substitutionVariables": {"lang": ["$(region)"]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/$(lang)/buy/*"}]}]}}"#,
            at: "$.applinks.substitutionVariables.lang"),
        counter: .apple(
            #"{"applinks": {"substitutionVariables": {"lang": ["en", "fr"]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/$(lang)/buy/*"}]}]}}"#
        ))
    package static let rulesBackslash = FindingKind(
        "rules.backslash", .warning, "a pattern holds a backslash, whose meaning Apple does not document",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy\\/*"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let rulesTooComplex = FindingKind(
        "rules.too-complex", .warning, "a pattern has more than 60 * or variables: the device gives up on it",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/*/"}]}]}}"#
        ))
    package static let rulesMalformedNot = FindingKind(
        "rules.malformed-not", .warning,
        "a paths string starts with NOT but no space follows, so it is an include rule, not an exclusion",
        example: .apple(
            #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["NOT/buy/*", "/*"]}]}}"#,
            at: "$.applinks.details[0].paths[0]"),
        counter: .apple(
            #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["NOT /buy/*", "/*"]}]}}"#
        ))
    package static let rulesURLInPath = FindingKind(
        "rules.url-in-path", .warning, "a path pattern holds a scheme or host; the URL's path never does",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "https://example.com/buy/*"}]}]}}"#,
            at: #"$.applinks.details[0].components[0]["/"]"#),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        ))
    package static let rulesExcludeOnly = FindingKind(
        "rules.exclude-only", .warning, "every rule of a details entry is an exclusion, so it opens no URL",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*", "exclude": true}]}]}}"#,
            at: "$.applinks.details[0].components"),
        counter: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/cart", "exclude": true}, {"/": "/buy/*"}]}]}}"#
        ))
    package static let rulesMinimumOS = FindingKind(
        "rules.minimum-os", .info, "the oldest iOS version that understands every feature the file uses",
        example: .apple(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#,
            at: "$.applinks.details[0].components"),
        counter: .apple(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#))

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
