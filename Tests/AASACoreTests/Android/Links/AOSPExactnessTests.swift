import Testing

@testable import AASACore

/// Per-URL answers as AOSP's own code gives them (issue 57; docs/rules/android-app-links.md A15),
/// class by class, from source manifests written here. Each expected answer cites the AOSP lines
/// it comes from; the APK and bundle forms are AASACommandTests' AOSPExactnessCommandTests.
@Suite struct AOSPExactnessTests {
    static func decision(_ data: String, minSdk: Int = 24, extraFilters: String = "") throws -> AppLinkDecision {
        let text = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="dev.example.exact">
              <uses-sdk android:minSdkVersion="\(minSdk)" android:targetSdkVersion="34"/>
              <application><activity android:name=".Main">
                <intent-filter android:autoVerify="true">
                  <action android:name="android.intent.action.VIEW"/>
                  <category android:name="android.intent.category.DEFAULT"/>
                  <category android:name="android.intent.category.BROWSABLE"/>
                  <data android:scheme="https"/>
                  \(data)
                </intent-filter>\(extraFilters)
              </activity></application>
            </manifest>
            """
        let file = try AndroidAppFile.manifest(Array(text.utf8), placeholders: [:], name: "AndroidManifest.xml")
        return AppLinkDecision(file.manifest)
    }

    /// The verdicts newest first (15+, 12-14, 6-11), filters only.
    static func verdicts(_ decision: AppLinkDecision, _ url: String) throws -> [String] {
        let uri = try #require(AndroidURI.webLink(url))
        return decision.answers(for: uri, grant: nil).map(\.verdict.rawValue)
    }

    // MARK: 1. aapt2's escapes (XmlFlattener: StringBuilder(preserve_spaces = true).AppendText)

    /// Measured with Debian's aapt2 2.19: `aapt2 link` then `aapt2 dump xmltree` of each value.
    @Test(arguments: [
        (#"/a\\.b"#, #"/a\.b"#), (#"/a\.b"#, "/a.b"), (#"/t\tx\ny"#, "/t\tx\ny"), (#"/u/\u0041"#, "/u/A"),
        (##"/\#\@\?\"\'"##, #"/#@?"'"#), (#"z\"#, "z"), (#"/x\u12"#, "/x\u{12}"), (#"/x\u00zzq"#, "/x"),
        (#"/x\uD83D\uDE00"#, "/x"), ("  two  \"q\" it's", "  two  \"q\" it's"), (#"/\u00e9\u00410"#, "/éA0"),
    ])
    func aapt2EscapesAreWhatPhonesHold(written: String, compiled: String) {
        #expect(AaptEscapes.unescaped(written) == compiled)
    }

    /// `pathPattern="/a\\.b"`: phones hold `/a\.b`, so `/a.b` opens and `/a%5Czb` (`/a\zb`) does
    /// not; `pathPattern="/a\.b"`: phones hold `/a.b`.
    @Test func sourceManifestIsReadThroughAapt2Escapes() throws {
        let escapedDot = try Self.decision(#"<data android:host="example.test" android:pathPattern="/a\\.b"/>"#)
        #expect(try Self.verdicts(escapedDot, "https://example.test/a.b") == ["accepted", "accepted", "accepted"])
        #expect(
            try Self.verdicts(escapedDot, "https://example.test/a%5Czb") == ["no-filter", "no-filter", "no-filter"])
        let plainDot = try Self.decision(#"<data android:host="example.test" android:pathPattern="/a\.b"/>"#)
        #expect(try Self.verdicts(plainDot, "https://example.test/axb") == ["accepted", "accepted", "accepted"])
        // `\@` is a literal `@`, not a resource reference.
        let at = try Self.decision(#"<data android:host="example.test" android:path="\@home"/>"#)
        #expect(try Self.verdicts(at, "https://example.test/@home") == ["no-filter", "no-filter", "no-filter"])
        #expect(try Self.verdicts(at, "https://example.test@home") == ["no-filter", "no-filter", "no-filter"])
    }

    // MARK: 2. `\.` per framework (PatternMatcher.matchGlobPattern @01a7983f, last branch:
    // `if (c != '.' && match.charAt(im) != c) return false;`)

    @Test func escapedDotMatchesAnyCharacterOnAndroid6To15() throws {
        let matcher = try PatternMatcher(#"/a\.b"#, kind: .simpleGlob)
        #expect(matcher.dependsOnEscapedDot)
        #expect(matcher.matches(units: Array("/axb".utf16), escapedDot: .anyCharacter))
        #expect(!matcher.matches(units: Array("/axb".utf16), escapedDot: .literal))
        #expect(matcher.matches(units: Array("/a.b".utf16), escapedDot: .literal))
        // A `.*` is no escaped dot: both matchers agree.
        #expect(!(try PatternMatcher("/a.*", kind: .simpleGlob)).dependsOnEscapedDot)
    }

    /// 12-14 answer with the framework's matcher; 15+ too, and says newer releases differ.
    @Test func android15SaysWhenNewerReleasesAnswerOtherwise() throws {
        let decision = try Self.decision(#"<data android:host="example.test" android:pathPattern="/a\\.b"/>"#)
        let uri = try #require(AndroidURI.webLink("https://example.test/axb"))
        let answers = decision.answers(for: uri, grant: nil)
        #expect(answers.map(\.verdict) == [.accepted, .accepted, .accepted])
        #expect(answers[0].note != nil)
        #expect(answers[1].note == nil && answers[2].note == nil)
        let same = decision.answers(for: try #require(AndroidURI.webLink("https://example.test/a.b")), grant: nil)
        #expect(same.allSatisfy { $0.note == nil })
    }

    // MARK: 3. A refused pathAdvancedPattern fails the install (PatternMatcher's constructor calls
    // parseAndVerifyAdvancedPattern, which throws; ParsingPackageUtils turns it into
    // INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION)

    @Test(arguments: ["/a*+", "/[a-z", "["])
    func refusedAdvancedPatternMeansTheAppDoesNotInstallOnAPI31(pattern: String) throws {
        let decision = try Self.decision(
            #"<data android:host="example.test" android:pathPrefix="/ok"/>"#,
            extraFilters: """
                <intent-filter><action android:name="android.intent.action.VIEW"/>
                <category android:name="android.intent.category.DEFAULT"/>
                <category android:name="android.intent.category.BROWSABLE"/>
                <data android:scheme="https" android:host="other.test" android:pathAdvancedPattern="\(pattern)"/>
                </intent-filter>
                """)
        #expect(decision.router.installFailure?.minimumAPI == 31)
        // (Its filter names paths only with API 31's attribute: android-app.path-api-level too.)
        let refusal = decision.router.findings.filter { $0.id == "android-app.path-pattern" }
        #expect(refusal.count == 1 && refusal.first?.severity == .error)
        // Every URL, of any filter: 12+ do not install the app; 6-11 ignore the attribute.
        #expect(
            try Self.verdicts(decision, "https://example.test/ok") == ["not-installed", "not-installed", "accepted"])
        #expect(try Self.verdicts(decision, "https://other.test/x") == ["not-installed", "not-installed", "accepted"])
    }

    // MARK: 4 and 5. Approval on Android 12+ (DomainVerificationService.approvalLevelForDomain:
    // `stateMap.get(host)`, then each verified `*.` key with `host.endsWith(domain.substring(2))`)

    /// Grants every host whose file is among `granted` (by the host its file is fetched at).
    static func grant(_ granted: Set<String>) -> (String, AndroidBand) -> AppLinkDecision.HostGrant {
        { declared, _ in
            let host = AppLinkHosts.fileHost(declared)
            return granted.contains(host)
                ? .granted(dynamicRules: nil, statement: 0) : .unknown(reason: "\(host)'s file was not given")
        }
    }

    static func verified(_ decision: AppLinkDecision, _ url: String, granted: Set<String>) throws -> [AndroidLinkAnswer]
    {
        let uri = try #require(AndroidURI.webLink(url))
        return decision.answers(for: uri, grant: grant(granted))
    }

    @Test func hostCaseIsTakenButNotApproved() throws {
        let decision = try Self.decision(#"<data android:host="*.example.test"/>"#, minSdk: 31)
        // AuthorityEntry.match compares without case: the filter takes it.
        #expect(try Self.verdicts(decision, "https://Www.Example.Test/") == ["accepted", "accepted", "not-applicable"])
        let answers = try Self.verified(decision, "https://Www.Example.Test/", granted: ["example.test"])
        #expect(answers.prefix(2).map(\.verdict) == [.unverified, .unverified])
        #expect(
            try Self.verified(decision, "https://www.example.test/", granted: ["example.test"]).first?.verdict == .opens
        )
        // A manifest key written with capitals never approves a lower-case host.
        let upper = try Self.decision(#"<data android:host="*.Example.Test"/>"#, minSdk: 31)
        #expect(
            try Self.verified(upper, "https://a.example.test/", granted: ["example.test"]).first?.verdict == .unverified
        )
    }

    @Test func verifiedWildcardApprovesByPlainSuffix() throws {
        let decision = try Self.decision(
            #"<data android:host="*.example.test"/><data android:host="www.example.test"/>"#
                + #"<data android:host="example.test"/><data android:host="badexample.test"/>"#, minSdk: 31)
        // www.example.test's own file was not given; the verified *.example.test approves it.
        #expect(
            try Self.verified(decision, "https://www.example.test/", granted: ["example.test"]).first?.verdict == .opens
        )
        #expect(
            try Self.verified(decision, "https://example.test/", granted: ["example.test"]).first?.verdict == .opens)
        let bad = try Self.verified(decision, "https://badexample.test/", granted: ["example.test"])
        #expect(bad.prefix(2).map(\.verdict) == [.opens, .opens])
        #expect(bad.first?.note != nil)
        // Without example.test's file, nothing approves badexample.test: not checked, not "fails".
        #expect(try Self.verified(decision, "https://badexample.test/", granted: []).first?.verdict == .unchecked)
        #expect(
            decision.hosts.findings.filter { $0.id == "android-app.wildcard-suffix" }.map(\.entry) == [
                "badexample.test"
            ])
    }

    @Test func subdomainsOfTheWildcardRaiseNoSurprise() throws {
        let decision = try Self.decision(
            #"<data android:host="*.example.test"/><data android:host="www.example.test"/>"#
                + #"<data android:host="*.shop.example.test"/>"#, minSdk: 31)
        #expect(!decision.hosts.findings.contains { $0.id == "android-app.wildcard-suffix" })
    }

    // MARK: 6. android.net.Uri (StringUri.parseAuthority, parsePath, findPortSeparator) and
    // UriCodec.decode(s, false, UTF_8, false)

    @Test(arguments: [
        ("https://example.test:x/", "example.test:x", -1, "/"),
        ("https://example.test:+443/", "example.test:+443", -1, "/"),
        ("https://example.test:443/p", "example.test", 443, "/p"),
        ("https://example.test:/p", "example.test", -1, "/p"),
        ("https://example.test:99999999999/", "example.test", -1, "/"),
        (#"https://example.test\a"#, "example.test", -1, #"\a"#),
        ("https://u:p@example.test:8/", "example.test", 8, "/"),
        ("https://[::1]/", "[::1]", -1, "/"),
    ])
    func uriIsCutAsAndroidCutsIt(url: String, host: String, port: Int, path: String) throws {
        let uri = try #require(AndroidURI(url))
        #expect(uri.host == host)
        #expect(uri.port == port)
        #expect(uri.path == path)
    }

    @Test(arguments: [
        ("/%zz", "/\u{FFFD}\u{0}z"), ("/%4z", "/\u{FFFD}\u{4}"), ("/a%", "/a\u{FFFD}"), ("/a%4", "/a\u{FFFD}"),
        ("/a%4/b", "/a\u{FFFD}\u{4}b"), ("/%C3%A9", "/é"), ("/%C3", "/\u{FFFD}"),
        ("/%C3%zz", "/\u{FFFD}\u{FFFD}\u{0}z"),
        ("/a+b", "/a+b"), ("/%", "/\u{FFFD}"),
    ])
    func malformedEscapesDecodeAsUriCodecDoes(path: String, decoded: String) throws {
        #expect(try #require(AndroidURI("https://example.test" + path)).path == decoded)
    }

    /// Decoding stops at a trailing `%`: the query and fragment are cut before, so only the part ends.
    @Test func queryPlusIsASpaceOnlyInParameters() throws {
        let uri = try #require(AndroidURI("https://example.test/a+b?q=a+b%2B"))
        #expect(uri.path == "/a+b")
        #expect(uri.queryParameters.first?.1 == "a b+")
    }

    /// Issue 53, item 5: a link filter with only API 31 path attributes takes every path on 6-11,
    /// which the URL engine answers and `android-app.path-api-level` says; not from minSdk 31, and
    /// not when an older path attribute stands beside them.
    @Test func api31OnlyPathsTakeEveryPathBelow31() throws {
        let only = #"<data android:host="example.test" android:pathAdvancedPattern="/a[0-9]+"/>"#
        let decision = try Self.decision(only)
        #expect(decision.router.findings.map(\.id) == ["android-app.path-api-level"])
        #expect(try Self.verdicts(decision, "https://example.test/zzz") == ["no-filter", "no-filter", "accepted"])
        #expect(try Self.decision(only, minSdk: 31).router.findings.isEmpty)
        let mixed = try Self.decision(only + #"<data android:pathPrefix="/b"/>"#)
        #expect(mixed.router.findings.isEmpty)
    }

    // MARK: 7. The install range reads "API 31 and up"

    @Test func installRangeSaysAndUp() throws {
        let decision = try Self.decision(#"<data android:host="example.test"/>"#, minSdk: 31)
        let answers = decision.answers(for: try #require(AndroidURI.webLink("https://example.test/")), grant: nil)
        #expect(answers.last?.reason == "the app installs on API 31 and up only")
        #expect(AppLinksManifest.installRange(minimum: 24, maximum: 30) == "API 24-30")
    }
}
