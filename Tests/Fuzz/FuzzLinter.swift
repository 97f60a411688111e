// libFuzzer harness: the AASA decoder and rule checks (`Scripts/fuzz.sh linter`), with every
// report they lead to run through the text, JSON and JUnit formatters.
// Properties: never crashes or hangs; text output carries no control or bidi scalar; JSON output
// parses; JUnit output is well-formed XML.

import AASACore

/// Parsing the reports back costs more than linting, so only 1 input in this many is parsed
/// back; the text check, which is cheap, runs on every input.
let parseBackOneIn: UInt64 = 4

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let result = AssociationLinter.lint(bytes)
    var findings = result.findings
    if let association = result.document.association {
        findings += AssociationLinter.appIDFindings(["ABCDE12345.com.example.app"], in: association)
    }
    let status = Status(findings: findings, strict: false)
    let lint = LintReport(files: [FileReport(file: "fuzz.json", status: status, findings: findings)])
    let domain = DomainReport(
        domain: "example.com", entries: ["applinks:example.com"], status: status, fetch: nil, findings: findings)
    let verification = VerificationReport(domains: [domain])

    let text = TextReportFormatter(colour: false)
    OutputCheck.text(text.format(lint, sources: ["fuzz.json": JSONSourceLines(bytes: bytes)]))
    OutputCheck.text(text.format(verification))
    let json = JSONReportEncoder.encode(lint)
    let junit = JUnitReportFormatter().format(verification)
    if FuzzInput.isSampled(bytes, oneIn: parseBackOneIn) {
        OutputCheck.json(json)
        OutputCheck.json(JSONReportEncoder.encode(verification))
        OutputCheck.junit(junit)
        OutputCheck.junit(JUnitReportFormatter(strict: true).format(lint))
    }
    return 0
}
