import FoundationEssentials

/// The parts of an Xcode project (`project.pbxproj`, an OpenStep property list, which
/// Foundation reads) that decide a target's entitlements and app ID: its targets, their build
/// configurations and settings, and the `.xcconfig` files those are based on.
package struct XcodeProject: Sendable {
    package struct Configuration: Sendable {
        package var name: String
        /// Raw values; list values (`( "$(inherited)", "-ObjC" )`) joined with spaces.
        package var settings: [BuildSettingKey: String]
        /// The based-on `.xcconfig`, relative to the project's directory (or absolute), when set.
        package var baseConfigurationPath: String?
        /// A based-on `.xcconfig` whose path cannot be worked out (a source tree aasa cannot see).
        package var baseConfigurationProblem: String?
    }

    package struct Target: Sendable {
        package var name: String
        package var productType: String?
        package var configurations: [Configuration]
    }

    package var targets: [Target]
    package var configurations: [Configuration]

    /// Real projects are a few megabytes at most.
    package static let maximumSize = 32 << 20

    package struct Failure: Error, Sendable {
        package var message: String
    }

    /// Reads `project.pbxproj` text.
    package static func read(_ data: Data) throws(Failure) -> XcodeProject {
        guard data.count <= maximumSize else {
            throw Failure(message: "\(data.count) bytes is more than the \(maximumSize) a project file may have")
        }
        let root: [String: Any]
        do {
            guard let parsed = try PropertyListReader.read(data) as? [String: Any]
            else { throw Failure(message: "the top level is not a dictionary") }
            root = parsed
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(message: "it is not a property list (an Xcode project.pbxproj)")
        }
        guard let objects = root["objects"] as? [String: [String: Any]], let rootID = root["rootObject"] as? String,
            let project = objects[rootID]
        else { throw Failure(message: "it has no objects or rootObject: not an Xcode project") }
        let paths = ObjectPaths(objects: objects)
        let configurations = { (listID: Any?) -> [Configuration] in
            guard let id = listID as? String, let list = objects[id],
                let ids = list["buildConfigurations"] as? [String]
            else { return [] }
            return ids.compactMap { objects[$0] }.map { Self.configuration($0, paths: paths) }
        }
        let targets = (project["targets"] as? [String] ?? []).compactMap { objects[$0] }.map { target in
            Target(
                name: target["name"] as? String ?? "", productType: target["productType"] as? String,
                configurations: configurations(target["buildConfigurationList"]))
        }
        return XcodeProject(targets: targets, configurations: configurations(project["buildConfigurationList"]))
    }

    private static func configuration(_ object: [String: Any], paths: ObjectPaths) -> Configuration {
        var settings: [BuildSettingKey: String] = [:]
        for (key, value) in object["buildSettings"] as? [String: Any] ?? [:] {
            guard let setting = BuildSettingKey(key) else { continue }
            if let text = value as? String {
                settings[setting] = text
            } else if let list = value as? [Any] {
                settings[setting] = list.compactMap { $0 as? String }.joined(separator: " ")
            }
        }
        var configuration = Configuration(
            name: object["name"] as? String ?? "", settings: settings, baseConfigurationPath: nil)
        // Xcode 16 names a file inside a synchronized folder by the folder and a relative path.
        if let reference = object["baseConfigurationReference"] as? String {
            switch paths.path(of: reference) {
            case .success(let path): configuration.baseConfigurationPath = path
            case .failure(let problem): configuration.baseConfigurationProblem = problem.message
            }
        } else if let anchor = object["baseConfigurationReferenceAnchor"] as? String,
            let relative = object["baseConfigurationReferenceRelativePath"] as? String
        {
            switch paths.path(of: anchor) {
            case .success(let folder): configuration.baseConfigurationPath = ObjectPaths.join(folder, relative)
            case .failure(let problem): configuration.baseConfigurationProblem = problem.message
            }
        }
        return configuration
    }
}

/// Where a file reference or group lies, relative to the project's directory: each object's
/// `path` under its `sourceTree` (`<group>`: the parent group's place; `SOURCE_ROOT`: the project's
/// directory; `<absolute>`).
struct ObjectPaths {
    let objects: [String: [String: Any]]
    let parents: [String: String]

    init(objects: [String: [String: Any]]) {
        self.objects = objects
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    func path(of id: String, depth: Int = 0) -> Result<String, XcodeProject.Failure> {
        guard depth < 64, let object = objects[id] else {
            return .failure(.init(message: "file reference \(id) is not in the project"))
        }
        let own = object["path"] as? String ?? ""
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>":
            guard let parent = parents[id] else { return .success(own) }
            return path(of: parent, depth: depth + 1).map { Self.join($0, own) }
        case "SOURCE_ROOT":
            return .success(own)
        case "<absolute>":
            return .success(own)
        case let tree:
            return .failure(.init(message: "\(own) lies under \(tree), which aasa cannot see"))
        }
    }

    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty { return path }
        if path.isEmpty { return base }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }
}
