import FixtureWorld
import Foundation
import Testing

@testable import AASACore

/// Build settings resolved as Xcode does: layers, `$(inherited)`, operators, `.xcconfig` includes.
@Suite struct XcodeBuildSettingsTests {
    @Test func inheritedReadsTheLayersBelow() {
        let settings = BuildSettings(layers: [
            ["PRODUCT_BUNDLE_IDENTIFIER": "com.example"],
            ["PRODUCT_BUNDLE_IDENTIFIER": "$(inherited).app"],
            ["PRODUCT_BUNDLE_IDENTIFIER": "${inherited}.Clip"],
        ])
        #expect(settings.value("PRODUCT_BUNDLE_IDENTIFIER")?.value == "com.example.app.Clip")
    }

    @Test func referencesReadTheFinalValue() {
        let settings = BuildSettings(layers: [
            ["TARGET_NAME": "My App", "PRODUCT_NAME": "$(TARGET_NAME)", "HOST": "old.example.com"],
            ["ID": "com.example.$(PRODUCT_NAME:rfc1034identifier)", "HOST": "new.example.com"],
        ])
        #expect(settings.value("ID")?.value == "com.example.My-App")
        #expect(settings.expand("applinks:$(HOST)").value == "applinks:new.example.com")
        #expect(settings.expand("$(TARGET_NAME:lower)").value == "my app")
    }

    @Test func undefinedSettingsAreEmptyAsInXcodeAndAreNamed() {
        let settings = BuildSettings(layers: [["A": "$(MISSING)/x"]])
        let expanded = settings.expand("applinks:$(APP_DOMAIN) $(A)")
        #expect(expanded.value == "applinks: /x")
        #expect(expanded.unresolved == ["APP_DOMAIN", "MISSING"])
        #expect(settings.expand("$(A:frobnicate)").unresolved.contains("A:frobnicate"))
    }

    @Test func nestedReferencesAndDefaultsResolveAsInXcode() {
        let settings = BuildSettings(layers: [
            ["DEVELOPMENT_TEAM": "QMQYCKL255", "STYLE_QMQYCKL255": "Manual", "ID": "io.example.app${SUFFIX}"]
        ])
        #expect(settings.expand("$(STYLE_$(DEVELOPMENT_TEAM))").value == "Manual")
        #expect(settings.expand("$(STYLE_NONE:default=Automatic)") == BuildSettings.Expansion(value: "Automatic"))
        #expect(settings.value("ID")?.value == "io.example.app")
        #expect(settings.value("ID")?.unresolved == ["SUFFIX"])
    }

    /// As Xcode reads them: a setting that names itself extends the value below, and `$NAME`
    /// without brackets is a reference.
    @Test func selfReferenceIsInheritedAndBareNamesAreReferences() {
        let settings = BuildSettings(layers: [
            ["DEVELOPMENT_TEAM": "ABCDE12345", "OTHER_LDFLAGS": "-lz", "HOST": "a.example"],
            ["DEVELOPMENT_TEAM": "$(DEVELOPMENT_TEAM)", "OTHER_LDFLAGS": "$(OTHER_LDFLAGS) -ObjC"],
        ])
        #expect(settings.value("DEVELOPMENT_TEAM") == BuildSettings.Expansion(value: "ABCDE12345"))
        #expect(settings.value("OTHER_LDFLAGS")?.value == "-lz -ObjC")
        #expect(settings.expand("applinks:$HOST").value == "applinks:a.example")
        #expect(settings.expand("$HOST_SUFFIX").unresolved == ["HOST_SUFFIX"])
        #expect(settings.expand("costs $5").value == "costs $5")
    }

    @Test func cyclesEndAndAreNamed() {
        let settings = BuildSettings(layers: [["A": "$(B)", "B": "$(A)"]])
        #expect(settings.expand("$(A)").runaways.map(\.reason) == [.cycle])
        #expect(["A", "B"].contains(settings.expand("$(A)").runaways.first?.name))
    }

    @Test func xcconfigIncludesExpandInPlaceAndOptionalOnesMayBeMissing() {
        let files = [
            "Config/App.xcconfig":
                "#include \"Base.xcconfig\"\n#include? \"Local.xcconfig\"\nHOST = b.example.com // c\nY = a]b\n",
            "Config/Base.xcconfig": "DEVELOPMENT_TEAM = ABCDE12345;\nHOST = a.example.com\nX[sdk=iphoneos*] = 1\n",
        ]
        let file = XCConfigFile.read(path: "Config/App.xcconfig") { files[$0] }
        #expect(file.problems.isEmpty)
        #expect(file.assignments.map(\.setting.name) == ["DEVELOPMENT_TEAM", "HOST", "X", "HOST", "Y"])
        #expect(file.assignments.map(\.value) == ["ABCDE12345", "a.example.com", "1", "b.example.com", "a]b"])
        #expect(file.assignments[2].setting.applies(configuration: "Release"))
    }

    @Test func missingAndCyclicIncludesAreProblems() {
        let files = [
            "A.xcconfig": "#include \"B.xcconfig\"\n#include \"Gone.xcconfig\"\n",
            "B.xcconfig": "#include \"A.xcconfig\"\n",
        ]
        let file = XCConfigFile.read(path: "A.xcconfig") { files[$0] }
        #expect(file.problems.count == 2)
    }

    @Test func conditionsMatchADeviceBuild() throws {
        #expect(try #require(BuildSettingKey("X[sdk=iphoneos*]")).applies(configuration: "Release"))
        #expect(try #require(BuildSettingKey("X[sdk=macosx*]")).applies(configuration: "Release") == false)
        #expect(try #require(BuildSettingKey("X[config=Rel*][arch=arm64]")).applies(configuration: "Release"))
        #expect(BuildSettingKey("not a name") == nil)
    }

    static var shopProject: URL {
        FixtureWorld.repositoryRoot.appendingPathComponent("Tests/Fixtures/xcode/Shop")
    }

    @Test func xcode16ProjectIsRead() throws {
        let data = try Data(contentsOf: Self.shopProject.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
        let project = try XcodeProject.read(data)
        #expect(project.targets.map(\.name) == ["Shop", "ShopClip", "ShopWidget"])
        #expect(project.configurations.map(\.name) == ["Debug", "Release", "Staging"])
        #expect(project.configurations[1].baseConfigurationPath == "Config/Release.xcconfig")
        // Xcode 16's synchronized folder: an anchor group and a path inside it.
        #expect(project.targets[1].configurations[1].baseConfigurationPath == "ShopClip/ShopClip.xcconfig")
    }

    @Test func targetAppIDComesFromTeamAndBundleID() throws {
        let data = try Data(contentsOf: Self.shopProject.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
        let project = try XcodeProject.read(data)
        let load = { (path: String) in
            try? String(contentsOf: Self.shopProject.appendingPathComponent(path), encoding: .utf8)
        }
        func settings(_ target: Int, _ configuration: String) -> XcodeTargetSettings {
            let projectConfiguration = project.configurations.first { $0.name == configuration }
            let targetConfiguration = project.targets[target].configurations.first { $0.name == configuration }!
            return XcodeTargetSettings(
                projectName: "Shop", target: project.targets[target], configuration: targetConfiguration,
                projectConfiguration: projectConfiguration,
                projectXCConfig: XCConfigFile.read(path: projectConfiguration!.baseConfigurationPath!, load: load)
                    .assignments,
                targetXCConfig: targetConfiguration.baseConfigurationPath.map {
                    XCConfigFile.read(path: $0, load: load).assignments
                } ?? [])
        }
        #expect(try settings(0, "Release").appID.get() == "ABCDE12345.com.example.app")
        #expect(try settings(1, "Release").appID.get() == "ABCDE12345.com.example.app.Clip")
        #expect(try settings(2, "Release").appID.get() == "ABCDE12345.com.example.app.ShopWidget")
        #expect(settings(1, "Release").entitlementsPath?.value == "./ShopClip/ShopClip.entitlements")
        #expect(throws: UnresolvedSettings(names: ["DEVELOPMENT_TEAM"])) { try settings(0, "Staging").appID.get() }
    }

    @Test func notAProjectIsAFailure() {
        #expect(throws: XcodeProject.Failure.self) { try XcodeProject.read(Data("{ objects = {}; }".utf8)) }
        #expect(throws: XcodeProject.Failure.self) { try XcodeProject.read(Data([0xFF, 0x00, 0x01])) }
    }
}
