import Testing

@testable import AASACore

/// Patterns cut into literal text, `?`, `*` and variables, including the malformed and non-ASCII
/// cases the byte-level reader must cut between scalars.
@Suite struct PatternPartTests {
    typealias P = PatternPart

    @Test(arguments: [
        ("/shop/*/item-??", [P.literal("/shop/"), .anyRun, .literal("/item-"), .anyCharacter, .anyCharacter]),
        ("**/a***", [.anyRun, .literal("/a"), .anyRun]),
        ("/$(lang)/x", [.literal("/"), .variable("lang"), .literal("/x")]),
        ("$(a)$(b)", [.variable("a"), .variable("b")]),
        ("/a$(lang", [.literal("/a"), .malformedVariable("$(lang")]),
        ("/$(a$(b)/c", [.literal("/"), .malformedVariable("$(a$(b)/c")]),
        ("/$(a(b)", [.literal("/"), .malformedVariable("$(a(b)")]),
        ("$$(a)", [.literal("$"), .variable("a")]),
        ("/x$", [.literal("/x$")]),
        ("/$()", [.literal("/"), .variable("")]),
        (
            "/bücher/*/é\u{301}?$(région)ü",
            [
                .literal("/bücher/"), .anyRun, .literal("/é\u{301}"), .anyCharacter, .variable("région"), .literal("ü"),
            ]
        ),
        ("", []),
    ])
    func partsOfAPattern(_ pattern: String, _ expected: [PatternPart]) {
        #expect(PatternPart.parts(of: pattern) == expected)
    }

    @Test func withoutVariablesADollarIsText() {
        #expect(PatternPart.parts(of: "/$(lang)/*", variables: false) == [.literal("/$(lang)/"), .anyRun])
    }

    @Test func complexityCountsStarsAndVariablesButAFinalStar() {
        #expect(PatternPart.complexity(of: PatternPart.parts(of: "/*/$(lang)/$(x/*")) == 3)
        #expect(PatternPart.complexity(of: PatternPart.parts(of: "/a/*")) == 0)
        #expect(PatternPart.complexity(of: PatternPart.parts(of: "**/a***")) == 1)
    }

    /// The pattern check counts pieces, the compiler parts: the two must agree.
    @Test(arguments: ["/*/$(lang)/$(x/*", "/a/*", "**/a***", "*a*", "$(a)*", "?*?", "*$(", "$(a)$(b)", ""])
    func piecesCountAsPartsDo(_ pattern: String) {
        var complexity = PatternPart.Complexity()
        PatternPart.pieces(of: pattern.utf8Span.span, variables: true) { complexity.note($0) }
        #expect(complexity.value == PatternPart.complexity(of: PatternPart.parts(of: pattern)))
    }
}
