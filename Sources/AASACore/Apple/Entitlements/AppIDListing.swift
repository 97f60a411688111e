/// The app IDs one service's section of a file lists, each with where it is written.
struct AppIDListing: Sendable {
    struct Listed: Sendable {
        var appID: AppID
        var path: JSONPath
    }

    var service: Service
    var listed: [Listed]
    /// Where new app IDs go: `$.applinks.details` or `$.<service>.apps`.
    var path: JSONPath
    private var hasDetails: Bool

    /// Nil when the file has no section for the service (or the service has none: authsrv).
    init?(_ association: SiteAssociation, service: Service) {
        self.service = service
        switch service {
        case .applinks:
            guard let appLinks = association.appLinks else { return nil }
            listed = appLinks.details.flatMap { detail in
                detail.appIDs.map { Listed(appID: AppID($0), path: detail.path) }
            }
            listed += (appLinks.apps ?? []).enumerated().map {
                Listed(appID: AppID($0.element), path: appLinks.path / "apps" / $0.offset)
            }
            path = appLinks.path / "details"
            hasDetails = !appLinks.details.isEmpty
        case .webcredentials, .appclips, .activitycontinuation:
            let list = Self.appList(association, service: service)
            guard let list else { return nil }
            listed = list.apps.enumerated().map {
                Listed(appID: AppID($0.element), path: list.path / "apps" / $0.offset)
            }
            path = list.path / "apps"
            hasDetails = false
        case .authsrv:
            return nil
        }
    }

    /// The change that lists `appID` for the service.
    func addHint(for appID: String) -> String {
        switch service {
        case .applinks where hasDetails:
            "add \"\(appID)\" to the appIDs of the applinks details entry whose components it should use"
        case .applinks:
            "add a details entry {\"appIDs\": [\"\(appID)\"], \"components\": [...]} to applinks"
        default:
            "add \"\(appID)\" to \(service.rawValue).apps"
        }
    }

    private static func appList(_ association: SiteAssociation, service: Service) -> AppList? {
        switch service {
        case .webcredentials: association.webCredentials
        case .appclips: association.appClips
        case .activitycontinuation: association.activityContinuation
        default: nil
        }
    }
}
