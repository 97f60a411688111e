import Testing

@testable import AASACore

/// Red team five, item 10: an accept file saved with CR LF reads as one with LF, and a large one
/// is read and applied in linear time (each rule kept once, rules found by finding id).
@Suite struct AcceptFileTests {
    @Test func crlfLinesAreRead() throws {
        let text = "rules.minimum-os\r\n# why\r\nnet.connect@shop.example.test # the CDN\r\n\r\n"
        let rules = try Acceptances.rules(inFile: text).get()
        #expect(rules.map(\.id) == ["rules.minimum-os", "net.connect"])
        #expect(rules.map(\.scope) == [nil, "shop.example.test"])
        // The line's comment is the acceptance's reason, kept for every format (issue 50); no CR.
        #expect(rules.map(\.reason) == [nil, "the CDN"])
    }

    @Test func aLargeFileIsAppliedByID() throws {
        var lines: [String] = []
        for index in 0..<80_000 { lines.append("net.connect@host\(index).example.test") }
        lines.append("rules.minimum-os")
        var acceptances = Acceptances()
        for rule in try Acceptances.rules(inFile: lines.joined(separator: "\n") + "\n").get() { acceptances.add(rule) }
        // Again: each rule is kept once.
        for rule in try Acceptances.rules(inFile: lines.joined(separator: "\n")).get() { acceptances.add(rule) }
        #expect(acceptances.rules.count == 80_001)
        var findings = [
            FindingKind.rulesMinimumOS("m", hint: "h"), FindingKind.netConnect("m", hint: "h"),
        ]
        acceptances.apply(to: &findings, place: "host79999.example.test")
        #expect(findings.map(\.accepted) == [true, true])
        #expect(acceptances.unused.count == 79_999)
    }
}
