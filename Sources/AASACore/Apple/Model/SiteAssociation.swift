/// An `apple-app-site-association` file, read the way Apple's systems read it.
///
/// Only what the system would act on is kept: a key holding the wrong type is `nil` here (and a
/// finding elsewhere). Every part remembers its JSON path so later checks can point at it.
package struct SiteAssociation: Sendable, Hashable {
    package var appLinks: AppLinks?
    package var webCredentials: AppList?
    package var appClips: AppList?
    package var activityContinuation: AppList?

    package init(
        appLinks: AppLinks? = nil, webCredentials: AppList? = nil, appClips: AppList? = nil,
        activityContinuation: AppList? = nil
    ) {
        self.appLinks = appLinks
        self.webCredentials = webCredentials
        self.appClips = appClips
        self.activityContinuation = activityContinuation
    }

    /// The app IDs the file lists for a service, in file order: for applinks, every details
    /// entry's app IDs (and the legacy `apps` array).
    package func appIDs(for service: Service) -> [String] {
        switch service {
        case .applinks:
            guard let appLinks else { return [] }
            return appLinks.details.flatMap(\.appIDs) + (appLinks.apps ?? [])
        case .webcredentials: return webCredentials?.apps ?? []
        case .appclips: return appClips?.apps ?? []
        case .activitycontinuation: return activityContinuation?.apps ?? []
        case .authsrv: return []
        }
    }
}

/// `{"apps": [...]}`: webcredentials, appclips and activitycontinuation.
package struct AppList: Sendable, Hashable {
    package var apps: [String]
    package var path: JSONPath

    package init(apps: [String], path: JSONPath) {
        self.apps = apps
        self.path = path
    }
}

/// The `applinks` section.
package struct AppLinks: Sendable, Hashable {
    /// Legacy `apps`: must be an empty array when present.
    package var apps: [String]?
    /// `applinks.defaults`: the domain-level defaults for every component.
    package var defaults: ComponentFields
    /// `applinks.substitutionVariables`, name to values (a single string is a one-element list).
    package var substitutionVariables: [String: [String]]
    package var details: [Detail]
    /// True when `details` was the obsolete dictionary keyed by app ID.
    package var detailsIsDictionary: Bool
    package var path: JSONPath

    package init(
        apps: [String]? = nil, defaults: ComponentFields = ComponentFields(),
        substitutionVariables: [String: [String]] = [:], details: [Detail] = [],
        detailsIsDictionary: Bool = false, path: JSONPath = .root / "applinks"
    ) {
        self.apps = apps
        self.defaults = defaults
        self.substitutionVariables = substitutionVariables
        self.details = details
        self.detailsIsDictionary = detailsIsDictionary
        self.path = path
    }
}

/// One entry of `applinks.details`: which apps, and the rules that send URLs to them.
package struct Detail: Sendable, Hashable {
    /// `appIDs` when it is an array (even empty), else `appID` when it is a string.
    package var appIDs: [String]
    /// Whether the apps come from the `appIDs` array (iOS 13), not the legacy `appID`.
    package var usesAppIDsArray: Bool
    package var rules: Rules
    /// The entry also carries the iOS 12 form beside the iOS 13 one: a string `appID` beside
    /// `appIDs`, a list of strings in `paths` beside `components`. iOS 12 and older then read the
    /// entry too, in that form (whether both forms say the same is a `schema.*` finding).
    package var keepsIOS12AppID = false
    package var keepsIOS12Paths = false
    /// `details[].defaults`: the app-level defaults.
    package var defaults: ComponentFields
    package var path: JSONPath

    package init(
        appIDs: [String], rules: Rules, defaults: ComponentFields = ComponentFields(), path: JSONPath,
        usesAppIDsArray: Bool = true
    ) {
        self.appIDs = appIDs
        self.usesAppIDsArray = usesAppIDsArray
        self.rules = rules
        self.defaults = defaults
        self.path = path
    }
}

/// The rules of a details entry. `components` wins over `paths` when it is an array.
package enum Rules: Sendable, Hashable {
    case components([Component])
    /// Legacy `paths`; each string may start with `NOT ` (any letter case) to exclude.
    case paths([PathRule])
    /// Neither: the entry claims every URL of the domain.
    case none

    /// How many components or legacy strings there are.
    var count: Int {
        switch self {
        case .components(let components): components.count
        case .paths(let paths): paths.count
        case .none: 0
        }
    }
}

/// One string of a legacy `paths` array.
package struct PathRule: Sendable, Hashable {
    /// The string as written, `NOT ` prefix included.
    package var pattern: String
    package var path: JSONPath

    package init(pattern: String, path: JSONPath) {
        self.pattern = pattern
        self.path = path
    }
}

/// One entry of `components`.
package struct Component: Sendable, Hashable {
    package var fields: ComponentFields
    package var path: JSONPath

    package init(fields: ComponentFields, path: JSONPath) {
        self.fields = fields
        self.path = path
    }
}

/// The keys a component, `details[].defaults` or `applinks.defaults` may hold. `nil` means
/// absent (or of the wrong type, which the system treats as absent).
package struct ComponentFields: Sendable, Hashable {
    /// `/`
    package var path: String?
    /// `?`
    package var query: QueryPattern?
    /// `#`
    package var fragment: String?
    package var exclude: Bool?
    package var caseSensitive: Bool?
    package var percentEncoded: Bool?

    package init(
        path: String? = nil, query: QueryPattern? = nil, fragment: String? = nil, exclude: Bool? = nil,
        caseSensitive: Bool? = nil, percentEncoded: Bool? = nil
    ) {
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
    }
}

extension ComponentFields {
    /// What a key means when no level sets it.
    package static let builtInExclude = false
    package static let builtInCaseSensitive = true
    package static let builtInPercentEncoded = true

    /// Each key this object leaves out, taken from `defaults`: a component falls back to its
    /// details entry's `defaults`, which fall back to `applinks.defaults` (and then to the
    /// built-in values). ``ResolvedComponent`` resolves the same way and also says where.
    package func filled(from defaults: ComponentFields) -> ComponentFields {
        ComponentFields(
            path: path ?? defaults.path, query: query ?? defaults.query, fragment: fragment ?? defaults.fragment,
            exclude: exclude ?? defaults.exclude, caseSensitive: caseSensitive ?? defaults.caseSensitive,
            percentEncoded: percentEncoded ?? defaults.percentEncoded)
    }

    /// Whether a component with these keys is an exclusion, inheriting `defaults` (its details
    /// entry's defaults filled from the file's): `filled(from:)`'s `exclude` without the copy.
    func excludes(inheriting defaults: ComponentFields) -> Bool {
        exclude ?? defaults.exclude ?? Self.builtInExclude
    }
}

/// The `?` key of a component.
package enum QueryPattern: Sendable, Hashable {
    /// Matches the whole query string as written.
    case string(String)
    /// Query-item name to pattern, in file order.
    case items([QueryItemPattern])
    /// An object holding a non-string value: the system ignores the whole object, so it
    /// constrains nothing.
    case void
}

package struct QueryItemPattern: Sendable, Hashable {
    package var name: String
    package var pattern: String

    package init(name: String, pattern: String) {
        self.name = name
        self.pattern = pattern
    }
}
