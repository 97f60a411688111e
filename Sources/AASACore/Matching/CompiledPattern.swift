/// A pattern turned, once, into a flat list of operations over Unicode scalar values.
///
/// Substitution variables become `choice`s whose alternatives are stored after the top-level
/// operations; their values cannot hold variables, so choices never nest.
struct CompiledPattern: Sendable, Hashable {
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

    var operations: [Operation] = []
    /// How many of ``operations`` form the pattern itself; the rest are choice alternatives.
    var topLevelCount = 0
    var scalars: [UInt32] = []
    var choices: [[Range<Int>]] = []
    var codeSets: [CodeSet] = []
    /// The `*`s and variables the device would count against its limit.
    var complexity = 0
    /// Whether literals are folded and the URL text must be folded too.
    var folded = false
    /// The pattern's place in the file, for reporting aborted evaluations.
    var source: JSONPath

    /// True when the pattern is `*` alone, the common catch-all: no need to look at the text.
    var matchesEverything: Bool {
        topLevelCount == 1 && operations.first == .anyRun
    }
}
