import AASACore

/// Builds model values directly, the way the decoder would, so matcher tests need no JSON.
enum MatcherFixtures {
    static let app = "ABCDE12345.com.example.app"
    static let otherApp = "ABCDE12345.com.example.other"

    static func detail(
        _ components: [ComponentFields], appIDs: [String] = [app], defaults: ComponentFields = ComponentFields(),
        index: Int = 0
    ) -> Detail {
        let path = JSONPath.root / "applinks" / "details" / index
        let rules = components.enumerated().map { Component(fields: $1, path: path / "components" / $0) }
        return Detail(appIDs: appIDs, rules: .components(rules), defaults: defaults, path: path)
    }

    static func pathsDetail(_ patterns: [String], appIDs: [String] = [app], index: Int = 0) -> Detail {
        let path = JSONPath.root / "applinks" / "details" / index
        let rules = patterns.enumerated().map { PathRule(pattern: $1, path: path / "paths" / $0) }
        // A legacy entry names its app with appID, as files of that era do.
        return Detail(appIDs: appIDs, rules: .paths(rules), path: path, usesAppIDsArray: false)
    }

    static func association(
        _ details: [Detail], defaults: ComponentFields = ComponentFields(), variables: [String: [String]] = [:]
    ) -> SiteAssociation {
        SiteAssociation(appLinks: AppLinks(defaults: defaults, substitutionVariables: variables, details: details))
    }

    /// One app, one details entry holding `components`.
    static func association(_ components: ComponentFields..., variables: [String: [String]] = [:]) -> SiteAssociation {
        association([detail(components)], variables: variables)
    }

    static func verdict(_ association: SiteAssociation, _ url: String, appID: String = app) throws -> MatchVerdict {
        let results = AssociationMatcher(association).evaluate(try UniversalLinkURL(url))
        return AssociationMatcher.verdict(for: results, appID: appID)
    }

    /// Whether the single `/` pattern matches the URL's path.
    static func pathMatches(_ pattern: String, _ url: String, variables: [String: [String]] = [:]) throws -> Bool {
        try verdict(association(ComponentFields(path: pattern), variables: variables), url) == .match
    }
}
