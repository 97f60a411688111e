import AASACore
import Foundation

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
            project = try XcodeProject.read(Data(bytes))
        } catch {
            throw UsageError("'\(TerminalSafe(projectFile))': \(TerminalSafe(error.message))")
        }
        let chosen = try chooseTargets(project)
        var claims: [EntryClaim] = []
        var withoutDomains: [String] = []
        for target in chosen {
            let found = try targetClaims(
                target, project: project, projectName: projectName, directory: projectDirectory)
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
                let names = project.targets.map(\.name).joined(separator: ", ")
                throw UsageError("'\(TerminalSafe(path))' has no target '\(TerminalSafe(name))'; it has: \(names)")
            }
            chosen.append(target)
        }
        return chosen
    }

    /// The target's entries for the chosen configuration; none when it signs no entitlements
    /// file or the file names no associated domains.
    private func targetClaims(
        _ target: XcodeProject.Target, project: XcodeProject, projectName: String, directory: String
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
            let names = target.configurations.map(\.name).joined(separator: ", ")
            let owner =
                targets.isEmpty
                ? "no target of '\(TerminalSafe(path))' has a" : "target '\(TerminalSafe(target.name))' has no"
            throw UsageError(
                "\(owner) build configuration '\(TerminalSafe(self.configuration))'; "
                    + "\(targets.isEmpty ? "they have" : "it has"): \(names) (choose with --configuration)")
        }
        let projectConfiguration = project.configurations.first { $0.name == self.configuration }
        var problems: [String] = []
        let settings = XcodeTargetSettings(
            projectName: projectName, target: target, configuration: configuration,
            projectConfiguration: projectConfiguration,
            projectXCConfig: xcconfig(projectConfiguration, directory: directory, problems: &problems),
            targetXCConfig: xcconfig(configuration, directory: directory, problems: &problems))
        let origin = "target \(target.name) (\(self.configuration)) of \(PrintableText.escaped(path, limit: 200))"
        guard let entitlementsPath = settings.entitlementsPath else { return [] }
        guard entitlementsPath.unresolved.isEmpty else {
            throw UsageError(
                "\(origin): CODE_SIGN_ENTITLEMENTS refers to \(entitlementsPath.unresolved.joined(separator: ", ")), "
                    + "which is not set")
        }
        let file = ProjectRelativePath.path(entitlementsPath.value, in: directory)
        let entitlements = try EntitlementsInput.read(file).entitlements
        guard !entitlements.associatedDomains.isEmpty else { return [] }

        if let problem = problems.first {
            // Xcode itself refuses to build without them: the settings would be guesses.
            throw UsageError("\(origin): \(TerminalSafe(problem))")
        }
        var appIDs = replacingAppIDs
        var unchecked: UncheckedApp?
        if appIDs.isEmpty {
            switch settings.appID {
            case .success(let appID): appIDs = [appID]
            case .failure(let missing): unchecked = .unresolved(missing.names, origin: origin)
            }
        }
        // An entry that refers to an undefined setting stays as written: Xcode would sign it with
        // an empty string there (a different entry), and the entry parser reports it
        // (entitlement.placeholder), naming the setting.
        return entitlements.associatedDomains.map { entry in
            let expanded = settings.settings.expand(entry)
            return EntryClaim(
                text: expanded.unresolved.isEmpty ? expanded.value : entry, bareHostMeansAppLinks: false,
                appIDs: appIDs, origin: origin, unchecked: unchecked)
        }
    }

    /// The assignments of a configuration's based-on `.xcconfig` and everything it includes.
    private func xcconfig(_ configuration: XcodeProject.Configuration?, directory: String, problems: inout [String])
        -> [XCConfigFile.Assignment]
    {
        if let problem = configuration?.baseConfigurationProblem { problems.append(problem) }
        guard let relative = configuration?.baseConfigurationPath else { return [] }
        let file = XCConfigFile.read(path: ProjectRelativePath.path(relative, in: directory)) { path in
            guard let bytes = try? InputFile.read(path, what: "build configuration file", limit: 1 << 20) else {
                return nil
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        problems += file.problems
        return file.assignments
    }
}

/// A project-relative path made usable from the current directory.
enum ProjectRelativePath {
    static func path(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).standardized.path
    }
}
