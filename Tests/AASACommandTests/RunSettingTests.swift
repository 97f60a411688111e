import AASACore
import AASAVerification
import Foundation
import Testing

@testable import AASACommand

/// Each numeric setting is declared once (`RunSettings`): the command line, the library and the
/// pipeline's own defaults all take its range and default from there (issue 56, item 1).
@Suite struct RunSettingTests {
    /// Verify's options as `words` give them.
    static func options(_ words: [String]) throws(UsageError) -> VerifyOptions {
        try VerifyOptions(ParsedArguments(words, options: VerifyCommand.options))
    }

    /// Both ends of each range are taken, just past either end is refused, and so is what is no
    /// plain number (`Double("0x10")` would read 16 seconds).
    @Test(arguments: RunSettings.all.map(\.name))
    func eachRangeIsTakenToItsEndsAndNoFurther(_ name: String) throws {
        let setting = try #require(RunSettings.all.first { $0.name == name })
        var inside: [String] = []
        var outside = ["", "x", "-"]
        if let whole = setting as? RunSetting<Int> {
            inside += [whole.range.lowerBound, whole.range.upperBound].map(String.init)
            outside += [whole.range.lowerBound - 1, whole.range.upperBound + 1].map(String.init)
        } else {
            let seconds = try #require(setting as? RunSetting<Double>)
            inside += ["0.5", seconds.range.upperBound.settingText]
            outside += ["0", seconds.range.upperBound.settingText + ".5", "1e3", "0x10", "nan", "inf"]
        }
        for text in inside {
            var settings = try VerificationSettings(cacert: nil, proxy: nil, noProxy: nil)
            #expect(setting.apply(text, to: &settings) == nil, "--\(name) \(text)")
        }
        for text in outside {
            var settings = try VerificationSettings(cacert: nil, proxy: nil, noProxy: nil)
            let problem = setting.apply(text, to: &settings)
            #expect(problem?.hasPrefix("--\(name) takes ") == true, "--\(name) '\(text)': \(problem ?? "taken")")
        }
    }

    @Test func eachValueLandsInItsSetting() throws {
        let options = try Self.options([
            "--timeout", "2.5", "--deadline", "300", "--concurrency", "7", "--cdn", "--cdn-concurrency", "9",
            "--retry", "3", "--cert-warn-days", "0",
        ])
        let settings = options.verification
        #expect(settings.timeout == 2.5 && settings.deadline == 300 && settings.concurrency == 7)
        #expect(settings.cdnConcurrency == 9 && settings.retries == 3 && settings.certificateWarningDays == 0)
    }

    /// The report's `run` block shows each setting that changes a verdict where its declaration
    /// says, with the value the run took (none for how many transfers run at once).
    @Test func theRunBlockShowsEachSettingAsTheRunTookIt() throws {
        func block(_ words: [String]) throws -> [String: Any] {
            let run = try Self.options(words).verification.runInfo(failOnChange: false, shard: "1/1")
            return try #require(
                try JSONSerialization.jsonObject(with: Data(JSONReportEncoder.encodeCompact(run).utf8))
                    as? [String: Any])
        }
        let given = try block([
            "--timeout", "2.5", "--deadline", "300", "--retry", "3", "--cert-warn-days", "0", "--concurrency", "7",
        ])
        #expect(given["timeoutSeconds"] as? Double == 2.5 && given["deadlineSeconds"] as? Double == 300)
        #expect(given["retries"] as? Int == 3 && given["certificateWarningDays"] as? Int == 0)
        let switches: Set = ["startedAt", "strict", "cdn", "failOnChange", "shard"]
        let shown: Set = ["timeoutSeconds", "deadlineSeconds", "retries", "certificateWarningDays"]
        #expect(Set(given.keys) == switches.union(shown))
        let defaults = try block([])
        #expect(defaults["timeoutSeconds"] as? Double == RunSettings.timeout.defaultValue)
        #expect(defaults["retries"] as? Int == RunSettings.retries.defaultValue)
        #expect(defaults["certificateWarningDays"] as? Int == RunSettings.certificateWarningDays.defaultValue)
        #expect(Set(defaults.keys) == switches.union(shown).subtracting(["deadlineSeconds"]))
    }

    /// Left out, a setting is its declared default, on the command line and in the library alike.
    @Test func noValueIsTheDeclaredDefaultEverywhere() throws {
        let settings = try Self.options([]).verification
        let library = AssociationVerifier.Options()
        #expect(settings.timeout == RunSettings.timeout.defaultValue && library.timeout == settings.timeout)
        #expect(settings.concurrency == RunSettings.concurrency.defaultValue)
        #expect(library.concurrency == settings.concurrency)
        #expect(settings.retries == RunSettings.retries.defaultValue && library.retries == settings.retries)
        #expect(settings.certificateWarningDays == RunSettings.certificateWarningDays.defaultValue)
        #expect(library.certificateWarningDays == settings.certificateWarningDays)
        #expect(settings.deadline == nil && settings.cdnConcurrency == nil)
    }

    /// docs/library.md says the library's defaults; they are the declarations'.
    @Test func theLibraryGuideSaysTheDeclaredDefaults() throws {
        let guide = try String(
            contentsOf: AASABinary.repositoryRoot.appendingPathComponent("docs/library.md"), encoding: .utf8
        ).replacingOccurrences(of: "\n", with: " ")
        let settings: [(String?, String?)] = [
            (RunSettings.timeout.libraryName, RunSettings.timeout.defaultValue?.settingText),
            (RunSettings.concurrency.libraryName, RunSettings.concurrency.defaultValue?.settingText),
            (RunSettings.retries.libraryName, RunSettings.retries.defaultValue?.settingText),
            (
                RunSettings.certificateWarningDays.libraryName,
                RunSettings.certificateWarningDays.defaultValue?.settingText
            ),
        ]
        for case let (name?, value?) in settings {
            let said = guide.contains("`\(name)` (\(value)")
            #expect(said, "docs/library.md does not say \(name) defaults to \(value)")
        }
    }

    /// The library refuses what `--NAME` refuses, and its message names that option.
    @Test func theLibraryRefusesWhatTheCommandLineRefuses() {
        var tooLong = AssociationVerifier.Options()
        tooLong.timeout = RunSettings.timeout.range.upperBound + 1
        var none = AssociationVerifier.Options()
        none.concurrency = 0
        var tooMany = AssociationVerifier.Options()
        tooMany.retries = RunSettings.retries.range.upperBound + 1
        var tooEarly = AssociationVerifier.Options()
        tooEarly.certificateWarningDays = -1
        for (options, option) in [
            (tooLong, "--timeout"), (none, "--concurrency"), (tooMany, "--retry"), (tooEarly, "--cert-warn-days"),
        ] {
            #expect {
                try AssociationVerifier(options)
            } throws: { error in
                (error as? VerificationError)?.message.contains(option) == true
            }
        }
    }

    /// `judge` asks no network: it takes verify's groups but the network's, so `--cdn-concurrency`
    /// (which once stayed behind, needing a `--cdn` judge refuses) is unknown there.
    @Test func judgeTakesEveryGroupButTheNetworks() {
        let network = Set(VerifyCommand.networkOptions.map(\.name))
        let judge = Set(JudgeCommand.options.map(\.name))
        #expect(judge.isDisjoint(with: network))
        #expect(judge.union(network) == Set(VerifyCommand.options.map(\.name)))
        #expect(throws: UsageError.self) {
            try ParsedArguments(["--cdn-concurrency", "4"], options: JudgeCommand.options)
        }
    }

    /// Options that only mean something together are checked in one step, before any input is read.
    @Test(arguments: [
        ["--cdn-concurrency", "4"], ["--state", "/nonexistent/state", "--baseline", "/nonexistent/last.json"],
        ["--fail-on-change"], ["--metrics-label", "team=web"], ["--shard", "1/2", "--urls", "/nonexistent/urls.txt"],
        ["--shard", "1/2", "--expect-url", "https://example.com/"],
    ])
    func combinationsAreCheckedInOneStep(_ words: [String]) {
        #expect(throws: UsageError.self) { try Self.options(words) }
    }
}
