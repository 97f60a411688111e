/// The oldest iOS that understands every `applinks` feature the file uses (Apple's
/// documentation): `components` and `appIDs` 13, `caseSensitive` and `substitutionVariables`
/// 13.5, `percentEncoded` and `defaults` 14 (as is the `appclips` service). Older systems skip
/// what they do not know, so an app supporting them needs legacy `paths` as well.
enum RuleMinimumOSCheck {
    private struct Requirement {
        var version: String
        var rank: Int
        var feature: String
        var path: JSONPath
    }

    static func findings(for association: SiteAssociation) -> [Finding] {
        guard let appLinks = association.appLinks else { return [] }
        var requirement = Requirement(version: "9", rank: 0, feature: "applinks", path: appLinks.path)
        func need(_ version: String, _ rank: Int, _ feature: String, _ path: JSONPath) {
            if rank > requirement.rank {
                requirement = Requirement(version: version, rank: rank, feature: feature, path: path)
            }
        }
        func scan(_ fields: ComponentFields, at path: JSONPath) {
            if fields.percentEncoded != nil { need("14", 3, "percentEncoded", path / "percentEncoded") }
            if fields.caseSensitive != nil { need("13.5", 2, "caseSensitive", path / "caseSensitive") }
        }
        if appLinks.defaults != ComponentFields() { need("14", 3, "defaults", appLinks.path / "defaults") }
        scan(appLinks.defaults, at: appLinks.path / "defaults")
        if !appLinks.substitutionVariables.isEmpty {
            need("13.5", 2, "substitutionVariables", appLinks.path / "substitutionVariables")
        }
        for detail in appLinks.details {
            if detail.defaults != ComponentFields() { need("14", 3, "defaults", detail.path / "defaults") }
            scan(detail.defaults, at: detail.path / "defaults")
            if case .components(let components) = detail.rules {
                need("13", 1, "components", detail.path / "components")
                for component in components { scan(component.fields, at: component.path) }
            }
        }
        if let appClips = association.appClips { need("14", 3, "appclips", appClips.path) }
        return [
            FindingKind.rulesMinimumOS(
                "The oldest iOS that understands this file is iOS \(requirement.version), because of "
                    + "\(requirement.feature) at \(requirement.path).",
                hint: requirement.rank == 0
                    ? "No change needed; to use newer features, add components alongside the paths."
                    : "To support older systems too, keep legacy \"paths\" rules beside the components.",
                path: requirement.path)
        ]
    }
}
