/// The oldest iOS that understands every feature the file uses (docs/rules/associated-domains.md
/// section 3, Apple's documentation): `appIDs` and `components` 13 (as is a file without the legacy
/// `apps` key, which iOS 12 needs), `caseSensitive` and `substitutionVariables` 13.5,
/// `percentEncoded`, `defaults` and the `appclips` service 14. Older systems skip what they do not
/// understand. A details entry that keeps the iOS 12 form beside the iOS 13 one (`appID` beside
/// `appIDs`, `paths` beside `components`) is read by both systems, each in its own form, so it
/// needs no iOS 13; when the two forms disagree, `schema.app-id-ignored` or `schema.paths-ignored`
/// says so.
///
/// The hint asks for no change: whether to support older systems is the app's decision, and
/// advice to add rules would contradict other findings about the same entry.
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
        // The path is built only when the requirement rises: every component is scanned.
        func need(_ version: String, _ rank: Int, _ feature: String, _ path: @autoclosure () -> JSONPath) {
            if rank > requirement.rank {
                requirement = Requirement(version: version, rank: rank, feature: feature, path: path())
            }
        }
        func scan(_ fields: ComponentFields, at path: @autoclosure () -> JSONPath) {
            if fields.percentEncoded != nil { need("14", 3, "percentEncoded", path() / "percentEncoded") }
            if fields.caseSensitive != nil { need("13.5", 2, "caseSensitive", path() / "caseSensitive") }
        }
        if appLinks.defaults != ComponentFields() { need("14", 3, "defaults", appLinks.path / "defaults") }
        scan(appLinks.defaults, at: appLinks.path / "defaults")
        if !appLinks.substitutionVariables.isEmpty {
            need("13.5", 2, "substitutionVariables", appLinks.path / "substitutionVariables")
        }
        // Nothing outranks iOS 14 (rank 3): the first feature that needs it is the one reported.
        for detail in appLinks.details where requirement.rank < 3 {
            if detail.defaults != ComponentFields() { need("14", 3, "defaults", detail.path / "defaults") }
            scan(detail.defaults, at: detail.path / "defaults")
            // An entry that keeps the iOS 12 form beside the iOS 13 one is read by both systems.
            if case .components(let components) = detail.rules {
                if !detail.keepsIOS12Paths { need("13", 1, "components", detail.path / "components") }
                for component in components { scan(component.fields, at: component.path) }
            }
            if detail.usesAppIDsArray, !detail.keepsIOS12AppID { need("13", 1, "appIDs", detail.path / "appIDs") }
        }
        if let appClips = association.appClips { need("14", 3, "appclips", appClips.path) }
        // iOS 12 and older read applinks only with the legacy "apps" key.
        if appLinks.apps == nil { need("13", 1, "the missing \"apps\" key", appLinks.path) }
        return [
            FindingKind.rulesMinimumOS(
                "The oldest iOS that understands this file is iOS \(requirement.version), because of "
                    + "\(requirement.feature) at \(requirement.path).",
                hint: "no change needed if the app supports iOS \(requirement.version) and later; older systems "
                    + "skip what they do not understand",
                path: requirement.path)
        ]
    }
}
