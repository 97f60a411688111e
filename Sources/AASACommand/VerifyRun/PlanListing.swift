import AASACore
import AASAVerification
import Synchronization

/// `verify --list`: what a run would check, worked out from every input and never fetched: each
/// (host, platform) with its entries and the apps that claim each, then the entries that have
/// nothing to fetch, with the ids of the findings that say why. Written a host at a time, so a
/// listing of a million-line list holds one host's text at once, beside the plan.
struct PlanListing {
    struct Host: Encodable {
        var domain: String
        var platform: Platform
        var entries: [String]
        var appsByEntry: [String: [String]]
        var claims: [EntryClaimSummary]
        /// Ids of findings about the entries themselves (an unchecked app, an unknown mode).
        var findings: [String]
    }

    struct Unfetchable: Encodable {
        var entry: String
        var findings: [String]
    }

    /// An Android app read from a file: what was read, and which hosts each Android version verifies.
    struct Package: Encodable {
        var source: String
        var kind: AndroidAppFile.Kind
        var packageName: String
        var targetSdkVersion: Int?
        var app: String
        var certificates: [SigningCertificate]
        var android12Hosts: [String]
        var android6to11Hosts: [String]
        var findings: [String]
    }

    /// The document's shape, with the hosts written one at a time before the rest.
    private struct Document: Encodable {
        var hosts: [Host] = []
        var packages: [Package]
        var unfetchable: [Unfetchable]
    }

    let plan: VerificationPlan
    /// Hosts whose entries carry an error, counted as the listing is written (each host's group
    /// is made once): `--list` exits 2 for them, as the run would fail them.
    private let failingHosts = Counter()

    init(_ plan: VerificationPlan) {
        self.plan = plan
    }

    /// Counted from the listing's concurrent workers.
    private final class Counter: Sendable {
        let value = Atomic(0)
    }

    func host(_ index: Int) -> Host {
        let planned = plan.plannedGroup(index)
        switch planned {
        case .apple(_, let findings), .android(_, let findings):
            if findings.contains(where: { $0.severity == .error }) {
                failingHosts.value.add(1, ordering: .relaxed)
            }
        }
        return switch planned {
        case .apple(let group, let findings):
            Host(
                domain: group.fetchHost, platform: .apple, entries: group.entries,
                appsByEntry: group.appIDsByEntry, claims: group.claims, findings: Self.ids(findings))
        case .android(let group, let findings):
            Host(
                domain: group.fetchHost, platform: .android, entries: group.entries,
                appsByEntry: group.appsByEntry, claims: group.claims, findings: Self.ids(findings))
        }
    }

    var unfetchable: [Unfetchable] {
        plan.unfetchable.map { Unfetchable(entry: $0.entry, findings: Self.ids($0.findings)) }
    }

    var packages: [Package] {
        plan.androidAppFiles.map { input in
            Package(
                source: input.source, kind: input.file.kind, packageName: input.app.packageName,
                targetSdkVersion: input.file.manifest.targetSdkVersion, app: input.app.description,
                // A host that can never verify (`*`, an IP address) is a finding, not listed as verified.
                certificates: input.file.certificates,
                android12Hosts: input.hosts.android12.filter { input.hosts.unverifiable[$0.lowercased()] == nil },
                android6to11Hosts: input.hosts.legacy, findings: Self.ids(input.findings))
        }
    }

    private static func ids(_ findings: [Finding]) -> [String] {
        var ids: [String] = []
        for finding in findings where !ids.contains(finding.id) { ids.append(finding.id) }
        return ids
    }

    /// Writes the listing as text or JSON, the two formats a listing has.
    /// Writes the listing; returns how many hosts and unfetchable entries carry an entry error.
    func emit(format: String, to path: String?, console: Console) throws(UsageError) -> Int {
        switch format {
        case "text": try console.emitReport(ReportText(pieces: text), to: path)
        case "json": try console.emitReport(ReportText(pieces: json), to: path)
        default: throw UsageError("--list writes --format text or json, not \(format)")
        }
        return failingHosts.value.load(ordering: .relaxed)
            + plan.unfetchable.count { $0.findings.contains { $0.severity == .error } }
    }

    /// The document `JSONReportEncoder.encode` would write of the whole listing, a host at a time.
    private func json(_ write: (String) -> Void) {
        var document = JSONReportEncoder.StreamedDocument(arrayKey: "hosts")
        for index in 0..<plan.hosts.count { write(document.next(host(index))) }
        write(document.end(Document(packages: packages, unfetchable: unfetchable)))
    }

    /// `good.aasa.test` (or `good.aasa.test (Android)`) then an indented line per entry with its apps.
    private func text(_ write: (String) -> Void) {
        var lines: [String] = []
        for index in 0..<plan.hosts.count {
            let host = host(index)
            lines.append(TerminalText.sanitize(host.domain) + (host.platform == .android ? " (Android)" : ""))
            for entry in host.entries {
                let apps = host.appsByEntry[entry] ?? []
                lines.append(
                    "  " + TerminalText.sanitize(entry) + "  "
                        + (apps.isEmpty
                            ? "(no app: not checked)" : apps.map(TerminalText.sanitize).joined(separator: ", ")))
            }
            if !host.findings.isEmpty { lines.append("  findings: " + host.findings.joined(separator: ", ")) }
            write(lines.joined(separator: "\n") + "\n")
            lines.removeAll(keepingCapacity: true)
        }
        for entry in unfetchable {
            lines.append(
                TerminalText.sanitize(entry.entry) + "  (nothing to fetch: " + entry.findings.joined(separator: ", ")
                    + ")")
        }
        for package in packages {
            var head =
                "Android app \(TerminalText.sanitize(package.packageName)) from \(TerminalText.sanitize(package.source))"
            head += " (\(package.kind.rawValue)" + (package.targetSdkVersion.map { ", targets API \($0)" } ?? "") + ")"
            lines.append(head)
            for certificate in package.certificates {
                let subject = certificate.subject.isEmpty ? "" : ", " + TerminalText.sanitize(certificate.subject)
                lines.append(
                    "  \(certificate.role.rawValue) \(certificate.fingerprint.text) (\(certificate.scheme)\(subject))")
            }
            let android12 = package.android12Hosts.map(TerminalText.sanitize).joined(separator: ", ")
            let legacy = package.android6to11Hosts.map(TerminalText.sanitize).joined(separator: ", ")
            lines.append("  Android 12+ verifies: " + (android12.isEmpty ? "no host" : android12))
            lines.append("  Android 6-11 verifies together: " + (legacy.isEmpty ? "no host" : legacy))
            if !package.findings.isEmpty { lines.append("  findings: " + package.findings.joined(separator: ", ")) }
        }
        let hostCount = plan.hosts.count
        let unfetchableCount = plan.unfetchable.count
        let platforms = hostCount == 1 ? "1 host file" : "\(hostCount) host files"
        lines.append("")
        lines.append(
            "\(platforms) to fetch, \(unfetchableCount) entr\(unfetchableCount == 1 ? "y" : "ies") with nothing to fetch"
        )
        write(lines.joined(separator: "\n") + "\n")
    }
}
