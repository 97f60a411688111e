/// One target's build settings for one configuration, layered as Xcode layers them, and what
/// aasa needs from them: the entitlements file and the app ID.
package struct XcodeTargetSettings: Sendable {
    package var settings: BuildSettings

    /// - Parameters:
    ///   - projectXCConfig: the assignments of the project configuration's `.xcconfig`, in order.
    ///   - targetXCConfig: the same for the target's.
    package init(
        projectName: String, target: XcodeProject.Target,
        configuration: XcodeProject.Configuration, projectConfiguration: XcodeProject.Configuration?,
        projectXCConfig: [XCConfigFile.Assignment], targetXCConfig: [XCConfigFile.Assignment]
    ) {
        let name = configuration.name
        // What Xcode defines before any project setting; AppIdentifierPrefix is what signing
        // puts before the bundle ID in application-identifier.
        let builtIn: [String: String] = [
            "TARGET_NAME": target.name, "PRODUCT_NAME": "$(TARGET_NAME)", "PROJECT_NAME": projectName,
            "CONFIGURATION": name, "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".",
            "AppIdentifierPrefix": "$(DEVELOPMENT_TEAM).", "TeamIdentifierPrefix": "$(DEVELOPMENT_TEAM).",
            "PLATFORM_NAME": "iphoneos", "SDK_NAME": "iphoneos", "EFFECTIVE_PLATFORM_NAME": "-iphoneos",
        ]
        var layers = [builtIn]
        layers += Self.layers(projectXCConfig, configuration: name)
        layers.append(Self.layer(projectConfiguration?.settings ?? [:], configuration: name))
        layers += Self.layers(targetXCConfig, configuration: name)
        layers.append(Self.layer(configuration.settings, configuration: name))
        settings = BuildSettings(layers: layers)
    }

    /// `CODE_SIGN_ENTITLEMENTS`, expanded, relative to the project's directory; nil when unset.
    package var entitlementsPath: BuildSettings.Expansion? {
        guard let path = settings.value("CODE_SIGN_ENTITLEMENTS"), !path.value.isEmpty else { return nil }
        return path
    }

    /// The app ID signing would give the target, `$(DEVELOPMENT_TEAM).$(PRODUCT_BUNDLE_IDENTIFIER)`,
    /// or the settings that keep it from being known. Undefined settings inside them count as
    /// empty, as in Xcode (`$(BUNDLE_ID_SUFFIX)` set only for Debug); an empty team or bundle ID,
    /// or a result that is no app ID, names the settings involved.
    package var appID: Result<String, UnresolvedSettings> {
        var missing: [String] = []
        var parts: [String] = []
        var undefined: [String] = []
        var runaways: [BuildSettings.Runaway] = []
        for name in ["DEVELOPMENT_TEAM", "PRODUCT_BUNDLE_IDENTIFIER"] {
            guard let resolved = settings.value(name), !resolved.value.isEmpty else {
                missing.append(name)
                continue
            }
            parts.append(resolved.value)
            undefined += resolved.unresolved
            runaways += resolved.runaways
        }
        guard runaways.isEmpty else { return .failure(UnresolvedSettings(names: [], runaways: runaways)) }
        guard missing.isEmpty else { return .failure(UnresolvedSettings(names: missing + undefined)) }
        let appID = parts.joined(separator: ".")
        guard AppID(appID).syntaxProblem == nil else {
            return .failure(UnresolvedSettings(names: ["DEVELOPMENT_TEAM", "PRODUCT_BUNDLE_IDENTIFIER"] + undefined))
        }
        return .success(appID)
    }

    /// A `.xcconfig`'s assignments, each a layer of its own; conditional ones only when they apply.
    private static func layers(_ assignments: [XCConfigFile.Assignment], configuration: String) -> [[String: String]] {
        assignments.filter { $0.setting.applies(configuration: configuration) }.map { [$0.setting.name: $0.value] }
    }

    /// A settings dictionary as one layer: a conditional key that applies beats the plain one.
    private static func layer(_ settings: [BuildSettingKey: String], configuration: String) -> [String: String] {
        var layer: [String: String] = [:]
        for (key, value) in settings where key.conditions.isEmpty { layer[key.name] = value }
        for (key, value) in settings where !key.conditions.isEmpty && key.applies(configuration: configuration) {
            layer[key.name] = value
        }
        return layer
    }
}

/// Build settings that are not set, or refer to settings that are not, or whose expansion was
/// cut short.
package struct UnresolvedSettings: Error, Sendable, Hashable {
    package var names: [String]
    package var runaways: [BuildSettings.Runaway] = []
}
