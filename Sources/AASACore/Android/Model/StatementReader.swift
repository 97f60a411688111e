/// Who reads a host's assetlinks.json, and where their readings differ (docs/android.md,
/// "Who reads the file"; docs/rules/android-app-links.md A10, D10, F5):
///
/// - Android 12+ reads it with the Kotlin statement service
///   (`com.android.statementservice.network.retriever.StatementParser`): a statement without
///   `target` or `relation` is skipped, but an exception from `JsonParser.parse` (a null or a
///   number), `AssetFactory.create` (an unknown namespace, a target without its package or
///   fingerprints, a web site with a path) or `Relation.create` (a malformed relation) is not
///   caught and ends the whole list.
/// - Android 6-11 read it with the Java statement service
///   (`com.android.statementservice.retriever.StatementParser`): `parseStatementList` catches
///   `AssociationServiceException` (what `AssetFactory` and `Relation.create` throw) per
///   statement and skips it; a `JSONException` from `JsonParser` still ends the list.
/// - Google's Digital Asset Links API skips any statement it cannot read, and refuses a file
///   served without `Content-Type: application/json` (`ERROR_CODE_WRONG_CONTENT_TYPE`), which
///   no device checks.
package enum StatementReader: Sendable, Hashable {
    /// The devices of one of ``AndroidBand/verifiers``, with their version's statement service.
    case devices(AndroidBand)
    case googleAPI

    /// Each reader, in the order reports list them.
    package static let all: [StatementReader] = AndroidBand.verifiers.map(devices) + [.googleAPI]

    /// `android-12+`, `google-api`: how reports name it.
    package var name: String {
        switch self {
        case .devices(let band): band.name
        case .googleAPI: "google-api"
        }
    }

    package var label: String {
        switch self {
        case .devices(let band): band.title
        case .googleAPI: "Google's API"
        }
    }

    /// The readers a statement error of `scope` makes reject the whole file; the others skip the
    /// statement.
    package static func rejecting(_ scope: StatementRejection.Scope) -> Set<StatementReader> {
        switch scope {
        case .json: Set(AndroidBand.verifiers.map(devices))
        case .asset: [.devices(.android12Plus)]
        }
    }

    /// Findings this reader does not act on. Devices never look at the Content-Type, nor at
    /// Google's cache or Google's fetcher; Google's API fetches the file itself, so a device's
    /// User-Agent turned away is not its concern, only its own (docs/rules/android-app-links.md
    /// A12, F5).
    package func disregards(_ finding: Finding) -> Bool {
        let google = finding.userAgent == UserAgentComparison.googleFetcher.value
        switch self {
        case .googleAPI: return finding.id == FindingKind.httpUserAgent.id && !google
        case .devices:
            return finding.id == FindingKind.httpContentType.id || finding.id == FindingKind.androidCacheAge.id
                || finding.id == FindingKind.androidCacheLong.id
                || (finding.id == FindingKind.httpUserAgent.id && google)
        }
    }

    /// Findings that are warnings for the host, or errors about another client, but make this
    /// reader refuse the file: Google's API refuses a file not served as `application/json` and
    /// one its fetcher was not given.
    package func refuses(_ finding: Finding) -> Bool {
        self == .googleAPI
            && (finding.id == FindingKind.httpContentType.id || finding.id == FindingKind.httpUserAgent.id)
    }
}

extension StatementReader: Codable {
    package init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let reader = Self.all.first(where: { $0.name == name }) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "no reader \(name)"))
        }
        self = reader
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// A statement that makes some reader reject the whole file (``StatementReader``): where its
/// finding is, and which kind of error it is.
package struct StatementRejection: Sendable, Hashable {
    package enum Scope: Sendable, Hashable {
        /// What `JsonParser` or the JSON reader throws (a null or a number inside a statement, a
        /// statement that is not an object): every device rejects the file.
        case json
        /// What `AssetFactory` or `Relation.create` throws: Android 12+ rejects the file,
        /// Android 6-11 skip the statement.
        case asset
    }

    package var findingID: String
    package var path: JSONPath
    package var scope: Scope

    package var readers: Set<StatementReader> { StatementReader.rejecting(scope) }
}
