/// A pattern turned, once, into a flat list of operations over Unicode scalar values.
///
/// Substitution variables become `choice`s whose alternatives are stored after the top-level
/// operations; their values cannot hold variables, so choices never nest. A class, immutable
/// once built, so that handing a pattern to the evaluator costs one reference, not one per array.
final class CompiledPattern: Sendable {
    struct Parts: Sendable {
        var operations: [Operation] = []
        var topLevelCount = 0
        var scalars: [UInt32] = []
        var choices: [[Range<Int>]] = []
        var codeSets: [CodeSet] = []
        var complexity = 0
        var folded = false
    }

    enum Operation: Sendable, Hashable {
        /// `scalars[start..<start + count]`, already folded when the pattern ignores case.
        case literal(start: Int, count: Int)
        /// `?`
        case anyCharacter
        /// `*`
        case anyRun
        /// `$(alpha)`, `$(digit)`, ...
        case characterClass(CharacterClass)
        /// `$(region)`, `$(lang)`: index into ``codeSets``.
        case codes(Int)
        /// A custom variable: index into ``choices``, each alternative a range of ``operations``.
        case choice(Int)
        /// An undefined or malformed variable: nothing matches.
        case never
    }

    let operations: [Operation]
    /// How many of ``operations`` form the pattern itself; the rest are choice alternatives.
    let topLevelCount: Int
    let scalars: [UInt32]
    let choices: [[Range<Int>]]
    let codeSets: [CodeSet]
    /// The `*`s and variables the device would count against its limit.
    let complexity: Int
    /// Whether literals are folded and the URL text must be folded too.
    let folded: Bool
    /// The pattern's place in the file, for reporting aborted evaluations.
    let source: JSONPath
    /// True when the pattern is `*` alone, the common catch-all: no need to look at the text.
    let matchesEverything: Bool

    init(_ parts: Parts, source: JSONPath) {
        operations = parts.operations
        topLevelCount = parts.topLevelCount
        scalars = parts.scalars
        choices = parts.choices
        codeSets = parts.codeSets
        complexity = parts.complexity
        folded = parts.folded
        self.source = source
        matchesEverything = parts.topLevelCount == 1 && parts.operations.first == .anyRun
    }
}
