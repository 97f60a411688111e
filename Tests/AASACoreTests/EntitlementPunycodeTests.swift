import Testing

@testable import AASACore

@Suite struct EntitlementPunycodeTests {
    /// RFC 3492 section 7.1 sample strings (A), (B), (L), (M), (S), plus common German and
    /// Japanese labels cross-checked with Python's `punycode` codec.
    static let vectors: [(String, String)] = [
        (
            "\u{0644}\u{064A}\u{0647}\u{0645}\u{0627}\u{0628}\u{062A}\u{0643}\u{0644}\u{0645}\u{0648}\u{0634}"
                + "\u{0639}\u{0631}\u{0628}\u{064A}\u{061F}", "egbpdaj6bu4bxfgehfvwxn"
        ),
        ("\u{4ED6}\u{4EEC}\u{4E3A}\u{4EC0}\u{4E48}\u{4E0D}\u{8BF4}\u{4E2D}\u{6587}", "ihqwcrb4cv8a8dqg056pqjye"),
        ("3\u{5E74}B\u{7D44}\u{91D1}\u{516B}\u{5148}\u{751F}", "3B-ww4c5e180e575a65lsy2b"),
        ("安室奈美恵-with-SUPER-MONKEYS", "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"),
        ("-> $1.00 <-", "-> $1.00 <--"),
        ("bücher", "bcher-kva"),
        ("münchen", "mnchen-3ya"),
        ("ü", "tda"),
        ("日本語", "wgv71a119e"),
    ]

    @Test(arguments: vectors)
    func encodesTheRFCSamples(_ label: String, _ expected: String) {
        #expect(Punycode.encode(label) == expected)
    }

    @Test(arguments: [
        ("Bücher.de", "xn--bcher-kva.de"),
        ("日本語。jp", "xn--wgv71a119e.jp"),
        ("example.com", "example.com"),
        // A decomposed ü (u + combining diaeresis) is composed first, as IDNA requires.
        ("bu\u{0308}cher.de", "xn--bcher-kva.de"),
    ])
    func hostBecomesLowerCasedPunycode(_ host: String, _ expected: String) {
        #expect(Punycode.asciiHost(host) == expected)
    }

    @Test func overlongInputIsRefused() {
        #expect(Punycode.encode(String(repeating: "ü", count: Punycode.maximumInputScalars + 1)) == nil)
    }
}
