import AASACore
import AASAVerification
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Reads `--xcodeproj PATH` (the `.xcodeproj` directory or its `project.pbxproj`): each chosen
/// target is one app, its entries from its `CODE_SIGN_ENTITLEMENTS` file with build settings
/// expanded, its app ID `$(DEVELOPMENT_TEAM).$(PRODUCT_BUNDLE_IDENTIFIER)`. What cannot be
/// resolved is a finding naming the setting, never a silent skip.
struct XcodeProjectInput {
    var path: String
    /// `--target`: these targets only (each must exist and name associated domains).
    var targets: [String]
    /// `--configuration` (default Release).
    var configuration: String
    /// `--app-id`: replaces every chosen target's app ID (use it with `--target`).
    var replacingAppIDs: [String]

    func claims() throws(UsageError) -> [EntryClaim] {
        let (projectFile, projectDirectory, projectName) = try locate()
        let bytes = try InputFile.read(projectFile, what: "Xcode project")
        let project: XcodeProject
        do {
            project = try QuietStandardError.during { () throws(XcodeProject.Failure) in
                try XcodeProject.read(Data(bytes))
            }
        } catch {
            throw UsageError("'\(TerminalSafe(projectFile))': \(TerminalSafe(error.message))")
        }
        let chosen = try chooseTargets(project)
        var claims: [EntryClaim] = []
        var withoutDomains: [String] = []
        // One reading of each .xcconfig for the whole project: targets and includes share it.
        var xcconfigs = XCConfigReader(load: Self.loadXCConfig)
        for target in chosen {
            let found = try targetClaims(
                target, project: project, projectName: projectName, projectFile: projectFile,
                directory: projectDirectory, xcconfigs: &xcconfigs)
            if found.isEmpty { withoutDomains.append(target.name) }
            claims += found
        }
        if !targets.isEmpty, let name = withoutDomains.first {
            throw UsageError("target '\(TerminalSafe(name))' of '\(TerminalSafe(path))' names no associated domains")
        }
        guard !claims.isEmpty else {
            throw UsageError(
                "no target of '\(TerminalSafe(path))' names associated domains in its \(configuration) entitlements")
        }
        return claims
    }

    /// `project.pbxproj`, the directory its relative paths start from (the one holding the
    /// `.xcodeproj`), and the project's name (`PROJECT_NAME`).
    private func locate() throws(UsageError) -> (file: String, directory: String, name: String) {
        var url = URL(fileURLWithPath: path)
        if url.lastPathComponent == "project.pbxproj" { url.deleteLastPathComponent() }
        guard url.pathExtension == "xcodeproj" else {
            throw UsageError(
                "--xcodeproj takes an .xcodeproj directory or its project.pbxproj, not '\(TerminalSafe(path))'")
        }
        return (
            url.appendingPathComponent("project.pbxproj").path, url.deletingLastPathComponent().path,
            url.deletingPathExtension().lastPathComponent
        )
    }

    private func chooseTargets(_ project: XcodeProject) throws(UsageError) -> [XcodeProject.Target] {
        guard !targets.isEmpty else { return project.targets }
        var chosen: [XcodeProject.Target] = []
        for name in targets {
            guard let target = project.targets.first(where: { $0.name == name }) else {
                let names = project.targets.map { PrintableText.escaped($0.name, limit: 120) }.joined(separator: ", ")
                throw UsageError("'\(TerminalSafe(path))' has no target '\(TerminalSafe(name))'; it has: \(names)")
            }
            chosen.append(target)
        }
        return chosen
    }

    /// The target's entries for the chosen configuration; none when it signs no entitlements
    /// file or the file names no associated domains.
    private func targetClaims(
        _ target: XcodeProject.Target, project: XcodeProject, projectName: String, projectFile: String,
        directory: String, xcconfigs: inout XCConfigReader
    ) throws(UsageError) -> [EntryClaim] {
        guard let configuration = target.configurations.first(where: { $0.name == self.configuration }) else {
            // Looking through every target, one that is never built in this configuration (a
            // code generator, a test bundle) has nothing to check; a named one must have it.
            if targets.isEmpty,
                project.targets.contains(where: { other in
                    other.configurations.contains { $0.name == self.configuration }
                })
            {
                return []
            }
            let names = target.configurations.map { PrintableText.escaped($0.name, limit: 120) }
                .joined(separator: ", ")
            let owner =
                targets.isEmpty
                ? "no target of '\(TerminalSafe(path))' has a" : "target '\(TerminalSafe(target.name))' has no"
            throw UsageError(
                "\(owner) build configuration '\(TerminalSafe(self.configuration))'; "
                    + "\(targets.isEmpty ? "they have" : "it has"): \(names) (choose with --configuration)")
        }
        let projectConfiguration = project.configurations.first { $0.name == self.configuration }
        var problems: [String] = []
        var caseNotes: [String] = []
        let settings = XcodeTargetSettings(
            projectName: projectName, target: target, configuration: configuration,
            projectConfiguration: projectConfiguration,
            projectXCConfig: xcconfig(
                projectConfiguration, directory: directory, reader: &xcconfigs, problems: &problems,
                caseNotes: &caseNotes),
            targetXCConfig: xcconfig(
                configuration, directory: directory, reader: &xcconfigs, problems: &problems, caseNotes: &caseNotes))
        let origin =
            "target \(PrintableText.escaped(target.name, limit: 120)) (\(TerminalSafe(self.configuration))) "
            + "of \(PrintableText.escaped(path, limit: 200))"
        guard let entitlementsPath = settings.entitlementsPath else { return [] }
        guard entitlementsPath.runaways.isEmpty else {
            throw UsageError(
                "\(origin): CODE_SIGN_ENTITLEMENTS cannot be expanded: "
                    + entitlementsPath.runaways.map(\.description).joined(separator: "; "))
        }
        guard entitlementsPath.unresolved.isEmpty else {
            throw UsageError(
                "\(origin): CODE_SIGN_ENTITLEMENTS refers to \(entitlementsPath.unresolved.joined(separator: ", ")), "
                    + "which is not set")
        }
        let file = ProjectRelativePath.path(entitlementsPath.value, in: directory)
        // A path from the project, not the user: a FIFO or device there is refused, never waited on.
        guard LocalFiles().kind(of: file) != .special else {
            throw UsageError(
                "\(origin): CODE_SIGN_ENTITLEMENTS '\(TerminalSafe(file))' is not a regular file (a FIFO, socket or "
                    + "device), so it is not read")
        }
        let signed = try EntitlementsInput.read(file)
        let entitlements = signed.entitlements
        guard !entitlements.associatedDomains.isEmpty else { return [] }

        var appIDs = replacingAppIDs
        var unchecked: UncheckedApp?
        if appIDs.isEmpty {
            switch settings.appID {
            case .success(let appID): appIDs = [appID]
            case .failure(let missing) where !missing.runaways.isEmpty:
                unchecked = .runaway(missing.runaways, origin: origin)
            case .failure(let missing): unchecked = .unresolved(missing.names, origin: origin)
            }
        }
        // An .xcconfig that cannot be read is reported on every entry of the targets it feeds;
        // the settings are resolved without it, so what it would have set shows as unresolved.
        let xcconfigFindings =
            problems.map { problem in
                FindingKind.entitlementXCConfig(
                    "\(origin): \(problem).",
                    hint: "make the path a readable .xcconfig file or fix the #include; until then the target's "
                        + "settings are resolved without it")
            }
            + caseNotes.map { note in
                FindingKind.entitlementXCConfigCase(
                    "\(origin): \(note).",
                    hint: "write the #include with the file's own letter case, so that a case-sensitive disk "
                        + "(Linux, a case-sensitive APFS volume, CI) builds the project too")
            }
        let positions = signed.container == .propertyList ? entitlements.associatedDomainPositions : []
        return entitlements.associatedDomains.enumerated().map { index, entry in
            var claim = Self.claim(entry, settings: settings.settings, appIDs: appIDs, origin: origin)
            // The entry's findings land on its line of the target's .entitlements file; the
            // settings' own, on the project that names the .xcconfig files.
            claim.source = EntitlementsInput.source(origin, path: file, positions: positions, index: index)
            claim.unchecked = unchecked
            claim.findings = xcconfigFindings.map { finding in
                var finding = finding
                finding.entry = entry
                finding.file = projectFile
                return finding
            }
            return claim
        }
    }

    /// One entitlements entry with the target's settings expanded. An entry that refers to an
    /// undefined setting stays as written: Xcode would sign it with an empty string there (a
    /// different entry), and the entry parser reports it (entitlement.placeholder), naming the
    /// setting. One whose expansion was cut short (a cycle, a runaway value) is reported as such.
    private static func claim(_ entry: String, settings: BuildSettings, appIDs: [String], origin: String) -> EntryClaim
    {
        let expanded = settings.expand(entry)
        var claim = EntryClaim(
            text: expanded.unresolved.isEmpty && expanded.runaways.isEmpty ? expanded.value : entry,
            bareHostMeansAppLinks: false, appIDs: appIDs, source: ClaimSource(origin))
        if !expanded.runaways.isEmpty {
            claim.unexpandable = FindingKind.entitlementBuildSetting(
                "\(origin): the entry \(PrintableText.escaped(entry, limit: 120)) cannot be expanded: "
                    + expanded.runaways.map(\.description).joined(separator: "; ") + ".",
                hint: "fix the build settings named in the target's settings or .xcconfig (settings that "
                    + "refer to each other form a cycle; use $(inherited) to extend the value below)",
                entry: entry)
        }
        return claim
    }

    /// The assignments of a configuration's based-on `.xcconfig` and everything it includes.
    private func xcconfig(
        _ configuration: XcodeProject.Configuration?, directory: String, reader: inout XCConfigReader,
        problems: inout [String], caseNotes: inout [String]
    ) -> [XCConfigFile.Assignment] {
        if let problem = configuration?.baseConfigurationProblem { problems.append(problem) }
        guard let relative = configuration?.baseConfigurationPath else { return [] }
        let file = reader.read(path: ProjectRelativePath.path(relative, in: directory))
        problems += file.problems
        caseNotes += file.caseNotes
        return file.assignments
    }

    /// The one file in `path`'s directory whose name matches its last part but for letter case.
    private static func caseInsensitiveMatch(_ path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let wanted = url.lastPathComponent.lowercased()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        let matches = names.filter { $0.lowercased() == wanted }
        return matches.count == 1 ? URL(fileURLWithPath: directory).appendingPathComponent(matches[0]).path : nil
    }

    /// One `.xcconfig`'s text: only a regular file is opened, so an include of a FIFO or a
    /// device is a problem to report, never a read that blocks or never ends.
    private static func loadXCConfig(_ path: String) -> XCConfigReader.Loaded {
        var status = stat()
        if lstat(path, &status) != 0, errno == ENOENT {
            // Written on macOS, whose disk ignores letter case: `#include "base.xcconfig"` for
            // Base.xcconfig builds there. Found the same way here, and said.
            guard let actual = caseInsensitiveMatch(path) else { return .missing }
            if case .text(let text) = loadXCConfig(actual) { return .textByCase(text, actualPath: actual) }
            return .missing
        }
        do {
            let bytes = try InputFile.read(path, what: "build configuration file", limit: 1 << 20, regularOnly: true)
            return .text(String(decoding: bytes, as: UTF8.self))
        } catch {
            return .unusable(error.message)
        }
    }
}

/// A project-relative path made usable from the current directory.
enum ProjectRelativePath {
    static func path(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).standardized.path
    }
}
