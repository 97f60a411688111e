import Foundation
import Testing

/// Real Xcode projects (Tests/Fixtures/xcode/real, sources in its SOURCES.md), read as Xcode
/// reads them: each resolves its app IDs and entries, and what Linux cannot find (a CocoaPods
/// xcconfig never committed, an include written in another letter case) is a finding on the
/// entries it feeds, never the run's error. `verify --list` fetches nothing.
@Suite struct RealProjectTests {
    struct Plan {
        /// Every host's apps per entry, and every finding id said about it.
        var appsByEntry: [String: [String]] = [:]
        var findings: Set<String> = []
        var unfetchable: [String] = []
    }

    static func plan(_ project: String, _ extra: [String] = []) async throws -> Plan {
        let run = try await AASABinary.run(
            ["verify", "--list", "--format", "json", "--xcodeproj", AASABinary.fixture("xcode/real/" + project)] + extra
        )
        #expect(run.status == 0, "\(run.stderr)")
        var plan = Plan()
        for host in try #require(try run.json()["hosts"] as? [[String: Any]]) {
            plan.appsByEntry.merge(host["appsByEntry"] as? [String: [String]] ?? [:]) { $0 + $1 }
            plan.findings.formUnion(host["findings"] as? [String] ?? [])
        }
        plan.unfetchable = (try run.json()["unfetchable"] as? [[String: Any]] ?? []).compactMap {
            $0["entry"] as? String
        }
        return plan
    }

    /// `DEVELOPMENT_TEAM = "$(DEVELOPMENT_TEAM)"` in each target means the project's team.
    @Test func elementXResolvesASettingThatNamesItself() async throws {
        let plan = try await Self.plan("element-x-ios/ElementX.xcodeproj")
        #expect(plan.appsByEntry["applinks:matrix.to"] == ["7J4U792NQT.io.element.elementx"])
        #expect(plan.appsByEntry["webcredentials:*.element.io"] == ["7J4U792NQT.io.element.elementx"])
        #expect(plan.appsByEntry.count == 7)
        #expect(plan.findings == ["entitlement.wildcard-apex"])
        #expect(plan.unfetchable.isEmpty)
    }

    /// `$PRODUCT_BUNDLE_IDENTIFIER_ROOT` without brackets is a reference; the Pods xcconfig that
    /// CocoaPods writes at `pod install` is missing, which is said on every entry it feeds.
    @Test func pocketCastsExpandsAReferenceWithoutBracketsDespiteMissingPods() async throws {
        let plan = try await Self.plan("pocket-casts-ios/podcasts.xcodeproj", ["--target", "podcasts"])
        #expect(plan.appsByEntry["applinks:pca.st"] == ["PZYM8XX95Q.au.com.shiftyjelly.podcasts"])
        #expect(plan.appsByEntry.count == 7)
        #expect(plan.findings == ["entitlement.xcconfig"])
    }

    /// `#include "Version.public.xcconfig"` finds `Version.Public.xcconfig`, as macOS would.
    @Test func simplenoteFindsAnIncludeWrittenInAnotherCase() async throws {
        let plan = try await Self.plan("simplenote-ios/Simplenote.xcodeproj", ["--target", "Simplenote"])
        #expect(
            plan.appsByEntry == [
                "webcredentials:simplenote.com": ["PZYM8XX95Q.com.codality.NotationalFlow"],
                "applinks:app.simplenote.com": ["PZYM8XX95Q.com.codality.NotationalFlow"],
            ])
        #expect(plan.findings == ["entitlement.xcconfig", "entitlement.xcconfig-case"])
    }
}
