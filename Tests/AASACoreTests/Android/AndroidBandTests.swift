import Testing

@testable import AASACore

/// The one Android band type: each concern's spans partition the releases, the names reports
/// write are the contract they were, and a URL's band is verified by the verifier spans it holds.
@Suite struct AndroidBandTests {
    /// Every API level from Android 6 (API 23) up is in exactly one span of each concern, newest first.
    @Test(arguments: [AndroidBand.linkRules, AndroidBand.verifiers])
    func eachConcernPartitionsTheReleases(_ spans: [AndroidBand]) {
        #expect(spans == spans.sorted())
        #expect(spans.last?.apiLevels.lowerBound == 23)
        #expect(spans.first?.apiLevels.upperBound == Int.max)
        for (newer, older) in zip(spans, spans.dropFirst()) {
            #expect(older.apiLevels.upperBound + 1 == newer.apiLevels.lowerBound, "\(older) then \(newer)")
        }
    }

    /// The json, jsonl and Prometheus reports name bands and readers so; a baseline reads them back.
    @Test func namesAreTheReportsContract() throws {
        #expect(AndroidBand.linkRules.map(\.name) == ["android-15+", "android-12-14", "android-6-11"])
        #expect(AndroidBand.verifiers.map(\.name) == ["android-12+", "android-9-11", "android-6-8"])
        #expect(StatementReader.all.map(\.name) == ["android-12+", "android-9-11", "android-6-8", "google-api"])
        #expect(AndroidBand.linkRules.map(\.title) == ["Android 15+", "Android 12-14", "Android 6-11"])
        for band in AndroidBand.linkRules + AndroidBand.verifiers {
            #expect(JSONReportEncoder.encodeCompact(band) == "\"\(band.name)\"\n")
            #expect(try JSONNodeDecoder.decode(AndroidBand.self, from: Array("\"\(band.name)\"".utf8)) == band)
        }
        for reader in StatementReader.all {
            #expect(try JSONNodeDecoder.decode(StatementReader.self, from: Array("\"\(reader.name)\"".utf8)) == reader)
        }
        #expect(throws: (any Error).self) {
            try JSONNodeDecoder.decode(AndroidBand.self, from: Array("\"android-7\"".utf8))
        }
        #expect(throws: (any Error).self) {
            try JSONNodeDecoder.decode(StatementReader.self, from: Array("\"api\"".utf8))
        }
    }

    /// A URL's answer on Android 6-11 is decided by the devices of 9-11 and of 6-8, whose verifiers
    /// compare different keys; on 12+ by the 12+ verifier alone.
    @Test func aLinkBandIsVerifiedByTheVerifierSpansItHolds() {
        #expect(AndroidBand.android15Plus.verifiedBy == [.android12Plus])
        #expect(AndroidBand.android12to14.verifiedBy == [.android12Plus])
        #expect(AndroidBand.android6to11.verifiedBy == [.android9to11, .android6to8])
        for band in AndroidBand.linkRules {
            let levels = band.verifiedBy.map(\.apiLevels)
            #expect(levels.allSatisfy { $0.overlaps(band.apiLevels) }, "\(band)")
            #expect(levels.contains { $0.contains(band.apiLevels.lowerBound) }, "\(band)")
            #expect(levels.contains { $0.contains(band.apiLevels.upperBound) }, "\(band)")
        }
    }

    @Test func rulesFollowTheAPILevel() {
        #expect(AndroidBand.linkRules.map(\.verifiesEachHost) == [true, true, false])
        #expect(AndroidBand.linkRules.map(\.appliesDynamicRules) == [true, false, false])
        #expect(AndroidBand.android6to8.installs(minimum: 26, maximum: nil))
        #expect(!AndroidBand.android6to8.installs(minimum: 28, maximum: nil))
        #expect(!AndroidBand.android12Plus.installs(minimum: nil, maximum: 30))
        #expect(AndroidBand.android12Plus.installs(minimum: nil, maximum: 31))
    }
}
