import Testing

@testable import AASACore

/// Hostile build settings and includes end in linear work with a runaway that names the
/// setting (red-team round three). Each would take hours or gigabytes without the bounds; the
/// time limits are generous and fail only on that kind of growth.
@Suite(.timeLimit(.minutes(1))) struct XcodeBoundedWorkTests {
    /// `B0 = $(B1)$(B1)` ... `B24 = x`: 2^24 bytes unbounded, each level once with memoising.
    @Test func doublingChainIsExpandedOncePerLevelAndCutAtTheLengthCap() {
        var layer: [String: String] = ["B24": "x"]
        for level in 0..<24 { layer["B\(level)"] = "$(B\(level + 1))$(B\(level + 1))" }
        let settings = BuildSettings(layers: [layer])
        let value = try! #require(settings.value("B0"))
        #expect(value.value.utf8.count == BuildSettings.maximumValueLength)
        #expect(value.runaways.contains { $0.reason == .tooLong })
        // A level short enough for the cap is exact.
        #expect(settings.value("B10")?.value == String(repeating: "x", count: 1 << 14))
        #expect(settings.value("B10")?.runaways == [])
    }

    /// Xcode reads a setting that names itself as the value below, so `S = $(S)$(S)` on one
    /// line is no cycle; on forty lines it doubles forty times and is cut at the length cap.
    @Test func selfReferenceReadsTheValueBelowAndItsGrowthIsCut() {
        #expect(BuildSettings(layers: [["S": "$(S)$(S)"]]).value("S") == BuildSettings.Expansion(value: ""))
        let layers = [["S": "ab"]] + Array(repeating: ["S": "$(S)$(S)"], count: 40)
        let value = try! #require(BuildSettings(layers: layers).value("S"))
        #expect(value.runaways == [BuildSettings.Runaway(name: "S", reason: .tooLong)])
    }

    @Test func mutualRecursionIsACycle() {
        let settings = BuildSettings(layers: [["A": "$(B)$(B)", "B": "$(A)$(A)"]])
        #expect(settings.value("A")?.runaways.map(\.reason) == [.cycle])
    }

    /// `X = $(inherited)$(inherited)` on 40 lines of an .xcconfig: 2^40 unbounded.
    @Test func inheritedDoublingOverManyLayersIsCut() {
        let settings = BuildSettings(
            layers: [["X": "ab"]] + Array(repeating: ["X": "$(inherited)$(inherited)"], count: 40))
        let value = try! #require(settings.value("X"))
        #expect(value.value.utf8.count == BuildSettings.maximumValueLength)
        #expect(value.runaways.map(\.reason) == [.tooLong])
        #expect(value.runaways.first?.name == "X")
    }

    /// Many references to a setting at the cap exhaust the target's budget, once for all calls.
    @Test func sharedBudgetBoundsEveryExpansionOfATarget() {
        var layer: [String: String] = ["BIG": String(repeating: "y", count: BuildSettings.maximumValueLength - 1)]
        layer["TWICE"] = "$(BIG)$(BIG)"
        let settings = BuildSettings(layers: [layer])
        var exhausted = false
        for _ in 0..<1_000 where !exhausted {
            exhausted = settings.expand("$(BIG)").runaways.contains { $0.reason == .tooMuchWork }
        }
        #expect(exhausted)
        #expect(settings.expand("$(TWICE)").runaways.contains { $0.reason == .tooMuchWork })
    }

    /// A value of a hundred thousand unclosed `$(`: each would otherwise scan to the end.
    @Test func unclosedReferencesAreReadInBoundedWork() {
        let settings = BuildSettings(layers: [["U": String(repeating: "$(", count: 200_000)]])
        #expect(settings.value("U") != nil)
    }

    @Test func deepNestingOfReferenceNamesStops() {
        let text = String(repeating: "$(", count: 10_000) + "A" + String(repeating: ")", count: 10_000)
        let expanded = BuildSettings(layers: [["A": "a"]]).expand(text)
        #expect(expanded.runaways.map(\.reason).contains(.tooDeep))
    }

    /// Undefined names found while a setting was first expanded are still reported when its
    /// remembered value is used again.
    @Test func rememberedValuesKeepTheirUnresolvedNames() {
        let settings = BuildSettings(layers: [["ID": "io.example$(SUFFIX)"]])
        #expect(settings.value("ID")?.unresolved == ["SUFFIX"])
        #expect(settings.expand("$(ID).clip").unresolved == ["SUFFIX"])
    }

    /// Three includes per level, fifteen levels: each file is loaded once, and the includes
    /// followed stop at the cap with a problem.
    @Test func includeFanOutLoadsEachFileOnceAndStopsAtTheCap() {
        var files: [String: String] = ["L15.xcconfig": "X = 1\n"]
        for level in 0..<15 {
            let next = "#include \"L\(level + 1).xcconfig\"\n"
            files["L\(level).xcconfig"] = String(repeating: next, count: 3) + "Y\(level) = \(level)\n"
        }
        let loads = Counter()
        var reader = XCConfigReader { path in
            loads.count += 1
            return files[path].map { .text($0) } ?? .missing
        }
        let file = reader.read(path: "L0.xcconfig")
        #expect(loads.count == 16)
        #expect(file.problems.count == 1)
        #expect(file.assignments.count <= XCConfigFile.maximumIncludes)
        // A second read in the same run loads nothing again.
        _ = reader.read(path: "L3.xcconfig")
        #expect(loads.count == 16)
    }

    @Test func unusableIncludeIsAProblemEvenWhenOptional() {
        let files = ["A.xcconfig": "#include? \"fifo.xcconfig\"\n#include? \"gone.xcconfig\"\nX = 1\n"]
        var reader = XCConfigReader { path in
            path == "fifo.xcconfig"
                ? .unusable("fifo.xcconfig is not a regular file") : files[path].map { .text($0) } ?? .missing
        }
        let file = reader.read(path: "A.xcconfig")
        #expect(file.problems == ["fifo.xcconfig is not a regular file (included by A.xcconfig)"])
        #expect(file.assignments.map(\.value) == ["1"])
    }

    final class Counter: @unchecked Sendable {
        var count = 0
    }
}
