/// `match --urls`: how many of a site's URLs open each app, counted as the URLs stream by, so
/// memory does not grow with their number. Answers "which of my URLs open the app?".
package struct URLCoverage: Codable, Sendable, Equatable {
    package var schemaVersion = 1
    /// URLs read and matched.
    package var urls = 0
    /// Entries that were not URLs aasa can match (or too long), and the first few of their lines.
    package var invalid = 0
    package var invalidLines: [Int] = []
    /// URLs by their overall verdict (with `--app-id`, that app's).
    package var matched = 0
    package var blocked = 0
    package var none = 0
    /// URLs whose Android answer could not be judged for a band (a host's file not given) and
    /// that nothing refuses: neither a match nor a URL that opens nothing.
    package var notChecked = 0
    package var apps: [AppCoverage] = []
    /// The most common path prefixes (the first path segment) of URLs that open no app.
    package var unmatchedPrefixes: [PrefixCount] = []
    /// With both platforms judged: which URLs open on one of them only. The overall verdicts
    /// above are then both platforms' together: a URL matches when it opens on both.
    package var platforms: PlatformParity?

    /// How the URLs fare on Apple's and Android's systems side by side.
    package struct PlatformParity: Codable, Sendable, Equatable {
        package var both = 0
        package var appleOnly = 0
        package var androidOnly = 0
        package var neither = 0
        /// URLs one of whose answers was not checked, and that open on the other platform or
        /// are not checked there either: not counted above.
        package var notChecked = 0
        /// The first URLs that open on one platform only, for a release to look at.
        package var appleOnlyURLs: [String] = []
        package var androidOnlyURLs: [String] = []

        static let keptURLs = 10
        /// A kept URL's length: a list may hold 8 KB ones.
        static let keptURLBytes = 2_048
    }

    package struct AppCoverage: Codable, Sendable, Equatable {
        package var appID: String
        package var matched = 0
        package var blocked = 0
        package var none = 0
        /// An Android app's URLs a band could not judge (``AppLinkDecision/isNotChecked(_:)``).
        package var notChecked = 0

        mutating func add(_ app: MatchReport.AppResult) {
            if app.android.map(AppLinkDecision.isNotChecked) == true {
                notChecked += 1
                return
            }
            switch app.verdict {
            case .match: matched += 1
            case .block: blocked += 1
            case .none: none += 1
            }
        }
    }

    package struct PrefixCount: Codable, Sendable, Equatable {
        package var prefix: String
        package var urls: Int
    }

    /// Prefixes reported, and prefixes counted before further new ones go to `(other)`: a site
    /// has a few dozen sections, a hostile list millions of unique paths.
    package static let reportedPrefixes = 10
    package static let countedPrefixes = 10_000
    static let keptInvalidLines = 10
    static let otherPrefix = "(other)"

    private var prefixCounts: [String: Int] = [:]

    package init() {}

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, urls, invalid, invalidLines, matched, blocked, none, notChecked, apps, unmatchedPrefixes
        case platforms
    }

    package mutating func addInvalid(line: Int) {
        invalid += 1
        if invalidLines.count < Self.keptInvalidLines { invalidLines.append(line) }
    }

    /// Counts one matched URL: its overall verdict, each app's, and its prefix when nothing opens it.
    package mutating func add(_ result: MatchReport.URLResult, path: String) {
        count(MatchReport.verdict(result), path: path)
        addApps(result)
    }

    /// Counts one URL judged on both platforms: it matches when it opens on both, is blocked when
    /// either blocks it, and each platform-only URL is counted (the first few kept).
    package mutating func add(apple: MatchReport.URLResult, android: MatchReport.URLResult, path: String) {
        let (onApple, onAndroid) = (apple.verdict == .match, android.verdict == .match)
        let verdict = MatchReport.verdict(apple, android)
        count(verdict, path: path)
        addApps(apple)
        addApps(android)
        var parity = platforms ?? PlatformParity()
        // An answer not checked leaves the URL out of the parity counts: "on Apple only" or
        // "on neither" would guess the other platform's answer.
        let unknown = apple.isNotChecked || android.isNotChecked
        switch (onApple, onAndroid) {
        case _ where unknown: parity.notChecked += 1
        case (true, true): parity.both += 1
        case (false, false): parity.neither += 1
        case (true, false):
            parity.appleOnly += 1
            if parity.appleOnlyURLs.count < PlatformParity.keptURLs {
                parity.appleOnlyURLs.append(String(apple.url.prefix(PlatformParity.keptURLBytes)))
            }
        case (false, true):
            parity.androidOnly += 1
            if parity.androidOnlyURLs.count < PlatformParity.keptURLs {
                parity.androidOnlyURLs.append(String(android.url.prefix(PlatformParity.keptURLBytes)))
            }
        }
        platforms = parity
    }

    private mutating func count(_ verdict: MatchReport.URLVerdict, path: String) {
        urls += 1
        switch verdict {
        case .checked(.match): matched += 1
        case .checked(.block): blocked += 1
        case .checked(.none): none += 1
        case .notChecked: notChecked += 1
        }
        if verdict == .checked(.none) {
            let key = Self.prefix(of: path)
            if prefixCounts[key] != nil || prefixCounts.count < Self.countedPrefixes {
                prefixCounts[key, default: 0] += 1
            } else {
                prefixCounts[Self.otherPrefix, default: 0] += 1
            }
        }
    }

    private mutating func addApps(_ result: MatchReport.URLResult) {
        // By index: a `for in` copies each app's result, retaining every string it holds.
        for position in result.apps.indices {
            let appID = result.apps[position].appID
            // The matcher lists the apps in the same order for every URL: try that place first.
            if position < apps.count, apps[position].appID == appID {
                apps[position].add(result.apps[position])
            } else if let index = apps.firstIndex(where: { $0.appID == appID }) {
                apps[index].add(result.apps[position])
            } else {
                var coverage = AppCoverage(appID: appID)
                coverage.add(result.apps[position])
                apps.append(coverage)
            }
        }
    }

    /// The summary with its top prefixes worked out; call once the URLs are all in.
    package func finished() -> URLCoverage {
        var done = self
        done.unmatchedPrefixes = prefixCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            .prefix(Self.reportedPrefixes).map { PrefixCount(prefix: $0.key, urls: $0.value) }
        return done
    }

    /// Bytes of a prefix kept as a key: ``countedPrefixes`` keys of an 8 KB URL's first segment
    /// would otherwise hold about 100 MB.
    static let prefixBytes = 256

    /// `/blog/2024/post` -> `/blog/`; `/about` -> `/about`; `/` -> `/`; a longer first segment is
    /// cut to ``prefixBytes`` and marked with `…`.
    static func prefix(of path: String) -> String {
        // The first segment ends at the next `/` byte; counted in bytes, this runs once per URL.
        let utf8 = path.utf8
        let prefix: String
        if let slash = utf8.dropFirst().firstIndex(of: UInt8(ascii: "/")) {
            let segment = String(decoding: utf8[..<utf8.index(after: slash)], as: UTF8.self)
            prefix = utf8.first == UInt8(ascii: "/") ? segment : "/" + segment.dropFirst()
        } else {
            prefix = path.isEmpty ? "/" : path
        }
        guard prefix.utf8.count > prefixBytes else { return prefix }
        var kept = ""
        var bytes = 0
        for scalar in prefix.unicodeScalars {
            bytes += UTF8.width(scalar)
            guard bytes <= prefixBytes else { break }
            kept.unicodeScalars.append(scalar)
        }
        return kept + "…"
    }
}
