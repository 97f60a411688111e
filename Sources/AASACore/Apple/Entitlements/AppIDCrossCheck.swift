/// Is each app ID listed for the entry's service in the domain's file?
///
/// applinks lists apps in every details entry (`appIDs`, or `appID`) and in the legacy `apps`
/// array; the other services in their `apps` array. authsrv has no section of its own, so there is
/// nothing to check. The comparison upper-cases the team prefix and keeps the bundle ID's case
/// (docs/rules/associated-domains.md section 3); a bundle ID that differs only in case is a
/// warning, because Apple's glossary calls bundle IDs case-insensitive while the system was seen
/// comparing them exactly.
package enum AppIDCrossCheck {
    package static func findings(for domain: AssociatedDomain, appIDs: [String], in association: SiteAssociation)
        -> [Finding]
    {
        guard domain.service != .authsrv else { return [] }
        var seen: Set<String> = []
        let wanted = appIDs.filter { seen.insert($0).inserted }.map(AppID.init)
        guard let section = AppIDListing(association, service: domain.service) else {
            return wanted.map { missingSection($0, domain: domain, association: association) }
        }
        return wanted.compactMap { appID in
            guard !section.listed.contains(where: { $0.appID.isSame(as: appID) }) else { return nil }
            if let near = section.listed.first(where: { $0.appID.differsOnlyInBundleCase(from: appID) }) {
                return caseFinding(
                    listed: near.appID, wanted: appID, in: "The file of \(domain.fetchHost)", service: domain.service,
                    path: near.path, entry: domain.entry)
            }
            return missing(appID, domain: domain, section: section, association: association)
        }
    }

    /// `entitlement.app-id-case`: `place` lists `listed`, which differs from `wanted` only in the
    /// bundle ID's letter case. (`lint --app-id` reports it too, for a file on its own.)
    static func caseFinding(
        listed: AppID, wanted: AppID, in place: String, service: Service?, path: JSONPath, entry: String?
    ) -> Finding {
        let forService = service.map { " for \($0.rawValue)" } ?? ""
        return FindingKind.entitlementAppIDCase(
            "\(place) lists \(listed.text)\(forService), which differs from \(wanted.text) only in letter case.",
            hint: "write the app ID in the file exactly as \(wanted.text); the system compares bundle IDs "
                + "case-sensitively", path: path, entry: entry, appID: wanted.text)
    }

    private static func missing(
        _ appID: AppID, domain: AssociatedDomain, section: AppIDListing, association: SiteAssociation
    ) -> Finding {
        let service = domain.service.rawValue
        var message = "\(appID.text) is not listed for \(service) in the file of \(domain.fetchHost)"
        var hint = section.addHint(for: appID.text)
        if let other = section.listed.first(where: { $0.appID.differsOnlyInPrefix(from: appID) }) {
            message += "; the file lists \(other.appID.text), with another team prefix"
            hint = "if \(other.appID.text) is this app, correct the team prefix of the app ID; otherwise " + hint
        }
        let elsewhere = servicesListing(appID, in: association, except: domain.service)
        if !elsewhere.isEmpty {
            message += "; it is listed under \(elsewhere.joined(separator: ", ")) instead"
            hint += " (listing it under \(elsewhere.joined(separator: ", ")) does not count for \(service))"
        }
        return FindingKind.entitlementAppMissing(
            message + ".", hint: hint, path: section.path, entry: domain.entry, appID: appID.text)
    }

    private static func missingSection(
        _ appID: AppID, domain: AssociatedDomain, association: SiteAssociation
    ) -> Finding {
        let service = domain.service.rawValue
        var message = "The file of \(domain.fetchHost) has no \(service) section, so \(appID.text) is not listed for it"
        let elsewhere = servicesListing(appID, in: association, except: domain.service)
        if !elsewhere.isEmpty { message += "; it is listed under \(elsewhere.joined(separator: ", ")) instead" }
        let hint =
            domain.service == .applinks
            ? "add \"applinks\": {\"details\": [{\"appIDs\": [\"\(appID.text)\"], \"components\": [...]}]} to the file"
            : "add \"\(service)\": {\"apps\": [\"\(appID.text)\"]} to the file"
        return FindingKind.entitlementAppMissing(message + ".", hint: hint, entry: domain.entry, appID: appID.text)
    }

    /// The other services whose sections list the app ID, for "did you mean".
    private static func servicesListing(_ appID: AppID, in association: SiteAssociation, except: Service) -> [String] {
        Service.allCases.filter { service in
            service != except && association.appIDs(for: service).contains { AppID($0).isSame(as: appID) }
        }.map(\.rawValue)
    }
}
