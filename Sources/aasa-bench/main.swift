import AASACore
import Foundation

// Measures the core on this machine: lint time of real and synthetic files, and URL matches
// per second. `make bench-core` runs it in a release build. Timings are medians of repeated
// runs; nothing here is asserted, it only reports.

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Runs `body` `count` times and returns the median wall time of one run, in milliseconds.
func measure(_ count: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<count {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return median(samples)
}

/// A stress case of about `bytes` bytes: ~300 details entries that repeat 7 app IDs, so the linter
/// reports ~720 duplicate-app-ID warnings; mostly measures making findings.
func syntheticFile(bytes: Int) -> [UInt8] {
    var details: [String] = []
    var index = 0
    var size = 0
    while size < bytes - 400 {
        let component = """
            {"/": "/shop/\(index)/*/item-??", "?": {"ref": "?*", "lang": "$(lang)"}, "caseSensitive": false,
             "comment": "rule \(index)"}
            """
        let detail = """
            {"appIDs": ["ABCDE12345.com.example.app\(index % 7)"], "components": [\(component),
             {"/": "/help/\(index)/*", "exclude": true}, {"/": "/p/$(region)/\(index)/*"}]}
            """
        details.append(detail)
        size += detail.utf8.count + 2
        index += 1
    }
    let text = """
        {"applinks": {"defaults": {"percentEncoded": true}, "details": [\(details.joined(separator: ",\n"))]},
         "webcredentials": {"apps": ["ABCDE12345.com.example.app0"]}}
        """
    return Array(text.utf8)
}

/// A realistic file of about `bytes` bytes, shaped like large real files (wikimedia has 236 rules
/// in 43 KB): 7 details entries with distinct app IDs, each with many components (paths with `*`
/// and `?`, query objects, some excludes, substitution variables) and no duplicate app IDs.
func realisticFile(bytes: Int) -> [UInt8] {
    let apps = 7
    var components: [[String]] = Array(repeating: [], count: apps)
    var index = 0
    var size = 0
    while size < bytes - 600 {
        let component: String
        switch index % 6 {
        case 0: component = #"{"/": "/shop/\#(index)/*/item-??", "?": {"ref": "?*"}, "comment": "rule \#(index)"}"#
        case 1: component = #"{"/": "/help/\#(index)/*", "exclude": true}"#
        case 2: component = #"{"/": "/$(lang)/articles/\#(index)/*", "caseSensitive": false}"#
        case 3: component = ##"{"/": "/p/$(region)/\##(index)/*", "#": "top*"}"##
        case 4: component = #"{"/": "/c/\#(index)/?*", "?": {"id": "$(digit)*", "v": "?"}}"#
        default: component = #"{"/": "/x/\#(index)/$(section)/*"}"#
        }
        components[index % apps].append(component)
        size += component.utf8.count + 2
        index += 1
    }
    let details = (0..<apps).map { app in
        #"{"appIDs": ["ABCDE12345.com.example.app\#(app)"], "components": [\#(components[app].joined(separator: ",\n"))]}"#
    }
    let text = """
        {"applinks": {"substitutionVariables": {"section": ["news", "sport", "music"]},
         "defaults": {"percentEncoded": true}, "details": [\(details.joined(separator: ",\n"))]},
         "webcredentials": {"apps": ["ABCDE12345.com.example.app0"]}}
        """
    return Array(text.utf8)
}

// `--quick` runs each measurement a few times only, for profiling under valgrind; `--only TEXT`
// runs the cases whose label holds TEXT ("lint", "match", "lint synthetic", "match small", "parse").
// `--write-realistic PATH` writes the realistic synthetic file and stops (for bench-core.sh's
// `match --urls`). The first other argument is the corpus file to measure.
var arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
arguments.removeAll { $0 == "--quick" }
let onlyFlag = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? $0 : nil }
let only = onlyFlag.map { arguments[$0 + 1] }
if let onlyFlag { arguments.removeSubrange(onlyFlag...(onlyFlag + 1)) }
if let flag = arguments.firstIndex(of: "--write-realistic"), flag + 1 < arguments.count {
    guard FileManager.default.createFile(atPath: arguments[flag + 1], contents: Data(realisticFile(bytes: 128 * 1024)))
    else {
        FileHandle.standardError.write(Data("aasa-bench: cannot write \(arguments[flag + 1])\n".utf8))
        exit(2)
    }
    exit(0)
}
let repeats = quick ? 3 : 50
let corpusFile =
    arguments.first
    ?? "Tests/Fixtures/corpus/wikimedia_operations-mediawiki-config_docroot_testwiki_apple-app-site-association.json"
guard let wikimedia = FileManager.default.contents(atPath: corpusFile) else {
    FileHandle.standardError.write(Data("aasa-bench: cannot read \(corpusFile)\n".utf8))
    exit(2)
}
let synthetic = syntheticFile(bytes: 128 * 1024)
let realistic = realisticFile(bytes: 128 * 1024)
// The fleet benchmark's file: what `verify` lints once per domain.
let fleetFile = FileManager.default.contents(atPath: "Scripts/bench/site/apple-app-site-association.json").map {
    [UInt8]($0)
}

func selected(_ label: String, only: String? = only) -> Bool {
    only.map { label.contains($0) } ?? true
}

print("core benchmark (release build, median of repeated runs)")
for (name, bytes) in [
    ("fleet benchmark file (\(fleetFile?.count ?? 0) B)", fleetFile ?? []),
    ("wikimedia testwiki (\(wikimedia.count) B)", [UInt8](wikimedia)),
    ("realistic synthetic (\(realistic.count) B)", realistic),
    ("synthetic stress (\(synthetic.count) B)", synthetic),
] where selected("lint " + name) {
    let lintMs = measure(repeats) { _ = AssociationLinter.lint(bytes) }
    let readMs = measure(repeats) { _ = SiteAssociationReader.read(bytes) }
    let parseMs = measure(repeats) { _ = try? JSONReader.read(bytes) }
    let findings = AssociationLinter.lint(bytes).findings.count
    print(
        String(
            format: "  lint   %-44@ %8.3f ms   (parse + decode only: %.3f ms, parse only: %.3f ms; %d findings)",
            name as NSString, lintMs, readMs, parseMs, findings))
}

/// URL checks per second against one file: the URLs are parsed once, outside the timing, and
/// checked with one workspace, as `match --urls` does.
func matchRate(_ bytes: [UInt8], urls: [String]) -> (Double, Int) {
    guard let association = SiteAssociationReader.read(bytes).association else { return (0, 0) }
    let matcher = AssociationMatcher(association)
    let parsed = urls.compactMap { try? UniversalLinkURL($0) }
    var matched = 0
    var workspace = MatchWorkspace()
    // One pass over the URLs first tells how slow this file is; the rounds are then sized so a
    // slow file (thousands of rules) takes about a second per sample instead of minutes.
    let probeMs = measure(1) {
        for url in parsed where matcher.verdict(for: url, workspace: &workspace) == .match { matched += 1 }
    }
    let rounds = quick ? 2 : max(1, min(20, Int(1000 / max(probeMs, 0.001))))
    let ms = measure(quick ? 1 : 5) {
        for _ in 0..<rounds {
            for url in parsed where matcher.verdict(for: url, workspace: &workspace) == .match {
                matched += 1
            }
        }
    }
    return (Double(parsed.count * rounds) / (ms / 1000), matched)
}

/// URL parses per second (`UniversalLinkURL.init`), the other half of what `aasa match` does per URL.
func parseRate(_ urls: [String]) -> Double {
    var parsed = 0
    let rounds = quick ? 2 : 20
    let ms = measure(quick ? 1 : 5) {
        for _ in 0..<rounds {
            for url in urls where (try? UniversalLinkURL(url)) != nil { parsed += 1 }
        }
    }
    return Double(urls.count * rounds) / (ms / 1000)
}

let typicalURLs = (0..<5000).map { i -> String in
    switch i % 5 {
    case 0: "https://example.com/wiki/Special:Search?search=\(i)"
    case 1: "https://example.com/shop/\(i % 300)/a/b/item-\(i % 90 + 10)?ref=x&lang=en"
    case 2: "https://example.com/help/\(i)/faq"
    case 3: "https://example.com/p/GB/\(i % 300)/x"
    default: "https://example.com/w/index.php?title=\(i)&action=edit#top"
    }
}
for (name, bytes) in [
    ("wikimedia testwiki", [UInt8](wikimedia)), ("realistic synthetic 128 KB", realistic),
    ("synthetic stress 128 KB", synthetic),
]
where selected("match " + name) {
    let (rate, _) = matchRate(bytes, urls: typicalURLs)
    print(String(format: "  match  %-44@ %10.0f URL checks per second (every app of the file)", name as NSString, rate))
}
if selected("match small") {
    let small = Array(
        ##"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{"#":"no","exclude":true},{"/":"/buy/*"},{"/":"/help/*","?":{"articleNumber":"????"}}]}]}}"##
            .utf8)
    let (smallRate, _) = matchRate(small, urls: typicalURLs)
    print(
        String(
            format: "  match  %-44@ %10.0f URL checks per second", "typical small file (3 rules)" as NSString, smallRate
        ))
}
if selected("parse") {
    print(
        String(
            format: "  parse  %-44@ %10.0f URLs per second (UniversalLinkURL.init, not in the rates above)",
            "typical URLs" as NSString, parseRate(typicalURLs)))
}
