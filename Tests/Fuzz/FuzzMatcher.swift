// libFuzzer harness: the matcher (`Scripts/fuzz.sh matcher`). The input is an AASA file, a NUL
// or newline, then a URL; the file is read and compiled, and the URL evaluated against it.
// Properties: never crashes or hangs (the step limits bound every evaluation); one result per app
// whether or not a domain is given; the work stays within the step limits; the report formats safely.

import AASACore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMatcher(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let (file, urlText) = FuzzInput.splitAtFirstSeparator(FuzzInput.bytes(data, size))
    guard let association = SiteAssociationReader.read(file).association else { return 0 }
    let matcher = AssociationMatcher(association)
    guard let urlText, let url = try? UniversalLinkURL(urlText) else { return 0 }
    let evaluation = matcher.evaluation(of: url)
    let onDomain = matcher.evaluate(url, domain: "example.com")
    precondition(evaluation.results.count == onDomain.count, "a domain changed the number of apps")
    // One operation may overshoot the limit a little before the evaluator notices, never by a pattern's worth.
    let stepBound = AssociationMatcher.defaultTotalStepLimit + AssociationMatcher.defaultPatternStepLimit
    precondition(evaluation.steps <= stepBound, "the evaluation ran past its step limit")
    let verdict = AssociationMatcher.verdict(for: evaluation.results, appID: nil)
    let report = MatchReport(results: [.init(url: urlText, verdict: verdict, apps: evaluation.results)])
    OutputCheck.text(TextReportFormatter(colour: false).format(report))
    OutputCheck.json(JSONReportEncoder.encode(report))
    return 0
}
