import AASACore

/// One entitlement entry as a source names it, with the app IDs that claim it: `verify` checks
/// each (entry, app ID) pair on its own, so two apps' entries never fail for each other's IDs.
package struct EntryClaim: Sendable {
    package var text: String
    /// A bare host means applinks on the command line and in lists; in an entitlements file the
    /// system ignores it, so it is reported there rather than read as applinks.
    package var bareHostMeansAppLinks: Bool
    /// The apps that claim the entry: app IDs for an Apple entry, `PACKAGE[:FINGERPRINT,...]` for an
    /// Android one. Empty when none is known: membership is then reported as unchecked, never passed.
    package var appIDs: [String]
    /// Where the entry was written (`domains.txt:12`, `App.entitlements`); nil for the command line,
    /// where a malformed entry is an operator's typo that stops the run.
    package var source: ClaimSource?
    /// Why `appIDs` is empty, when it is more than that none was given (an unexpanded build
    /// setting, an Xcode target without a team): said even for an entry with nothing to fetch.
    package var unchecked: UncheckedApp? = nil
    /// Findings about the source that belong to this entry (a bad app ID on its line, a duplicate
    /// key in its entitlements file).
    package var findings: [Finding] = []
    /// Why the source's text cannot be an entry at all (a line that is not UTF-8), before parsing.
    package var malformed: String?
    /// The finding that says why the entry's build settings could not be expanded (a cycle, a
    /// value past the length cap): the entry is then reported by it alone, never fetched.
    package var unexpandable: Finding? = nil
    /// True when the source judged how the host is written, with its own ids and line (an app
    /// file's manifest): the entry is then not judged again by the rules of entitlement entries.
    package var hostFormJudged = false

    package init(
        text: String, bareHostMeansAppLinks: Bool, appIDs: [String], source: ClaimSource? = nil,
        unchecked: UncheckedApp? = nil, findings: [Finding] = [], malformed: String? = nil,
        unexpandable: Finding? = nil
    ) {
        self.text = text
        self.bareHostMeansAppLinks = bareHostMeansAppLinks
        self.appIDs = appIDs
        self.source = source
        self.unchecked = unchecked
        self.findings = findings
        self.malformed = malformed
        self.unexpandable = unexpandable
    }
}

extension EntryClaim {
    /// `source` as messages and reports name it.
    package var origin: String? { source?.description }
}

/// Where a claim was written: a file or Xcode target, and the line of a list. Kept as parts so
/// that a plan of a million list lines stores each source's name once.
package struct ClaimSource: Sendable, Hashable, CustomStringConvertible {
    package var name: String
    /// The list's line, which the name shows (`domains.txt:12`).
    package var line: Int?
    /// The repository file the entry is written in (a `--domains` list, an `.entitlements`
    /// property list), as given: findings about the entry land there, at `position`. Nil for the
    /// command line, standard input and a signed build.
    package var file: String?
    package var position: SourcePosition?

    package init(_ name: String, line: Int? = nil, file: String? = nil, position: SourcePosition? = nil) {
        self.name = name
        self.line = line
        self.file = file
        self.position = position
    }

    /// A line of a `--domains` list, which names and places the entry alike.
    package static func list(_ name: String, file: String?, line: Int) -> ClaimSource {
        ClaimSource(name, line: line, file: file, position: file.map { _ in SourcePosition(line: line, column: 1) })
    }

    package var description: String { line.map { "\(name):\($0)" } ?? name }

    /// `finding` placed at the entry, unless it already has a file of its own.
    func placing(_ finding: Finding) -> Finding {
        guard let file, finding.file == nil else { return finding }
        var finding = finding
        finding.file = file
        finding.position = position
        return finding
    }
}

/// Why an entry has no app ID to check, and how to give it one.
package struct UncheckedApp: Sendable, Hashable {
    package var reason: String
    package var hint: String

    static let noneGiven = UncheckedApp(
        reason: "no app ID was given",
        hint: "pass --app-id <Team ID>.<bundle ID>, write the app IDs after the entry in the --domains file, "
            + "or use --entitlements with a signed app or --xcodeproj")

    /// A source `.entitlements` file whose `application-identifier` is still a build setting.
    package static func placeholder(_ appID: String, in source: String) -> UncheckedApp {
        UncheckedApp(
            reason: "the app ID of \(source), \(PrintableText.escaped(appID, limit: 120)), is an unexpanded build "
                + "setting that Xcode fills in at signing",
            hint: "use --xcodeproj to resolve it from the project's build settings, or pass --app-id")
    }

    /// An Xcode target whose app ID needs settings that are not set.
    package static func unresolved(_ settings: [String], origin: String) -> UncheckedApp {
        UncheckedApp(
            reason: "the app ID of \(origin) needs \(settings.joined(separator: " and ")), which "
                + (settings.count == 1 ? "is" : "are") + " not set",
            hint: "set \(settings[0]) in the target's build settings or its .xcconfig, or pass --target with --app-id")
    }

    /// An Xcode target whose app ID needs settings whose expansion was cut short.
    package static func runaway(_ runaways: [BuildSettings.Runaway], origin: String) -> UncheckedApp {
        UncheckedApp(
            reason: "the app ID of \(origin) cannot be expanded: "
                + runaways.map(\.description).joined(separator: "; "),
            hint: "fix the build settings named (settings that refer to each other form a cycle; use $(inherited) to "
                + "extend the value below), or pass --target with --app-id")
    }

    package func finding(for domain: AssociatedDomain) -> Finding {
        FindingKind.entitlementAppUnchecked(
            "Whether the file of \(domain.fetchHost) lists the app for \(domain.service.rawValue) was not checked: "
                + reason + ".",
            hint: hint, entry: domain.entry)
    }

    /// For an entry with no host to fetch.
    package func finding(entry: String) -> Finding {
        FindingKind.entitlementAppUnchecked(
            "No app ID could be checked for \(PrintableText.escaped(entry)): \(reason).", hint: hint, entry: entry)
    }
}
