/// Matches compiled patterns against one piece of URL text, counting its work.
///
/// The algorithm carries the set of text positions that the pattern so far can end at, one
/// operation at a time (a Thompson-style simulation). Its work is at most the pattern's size
/// times the text's length, whatever the pattern: `*a*a*a...b` cannot go exponential. A step
/// limit still bounds a huge pattern against a huge text; a pattern that runs past it counts as
/// not matching, as the device gives up on patterns that are too complex.
struct PatternEvaluator {
    enum Outcome: Sendable, Hashable {
        case match
        case noMatch
        /// The step limit was reached.
        case aborted
    }

    /// Work done so far, across every pattern this evaluator ran.
    var steps = 0
    let patternStepLimit: Int
    let totalStepLimit: Int
    /// ``steps`` when the current pattern started.
    var patternStart = 0

    init(patternStepLimit: Int, totalStepLimit: Int) {
        self.patternStepLimit = patternStepLimit
        self.totalStepLimit = totalStepLimit
    }

    mutating func evaluate(_ pattern: CompiledPattern, against text: Span<UInt32>) -> Outcome {
        patternStart = steps
        guard steps < totalStepLimit else { return .aborted }
        if pattern.matchesEverything {
            steps += 1
            return .match
        }
        if text.count < 64 {
            guard let end = runSingleWord(pattern, 0..<pattern.topLevelCount, text, 1, nested: false) else {
                return .aborted
            }
            return end & (1 << UInt64(text.count)) != 0 ? .match : .noMatch
        }
        return PositionSet.withSets(wordCount: text.count >> 6 + 1) { set in
            let start = set(0)
            start.removeAll()
            start.insert(0)
            let scratch = (set(2), set(3))
            guard let end = run(pattern, 0..<pattern.topLevelCount, text, start, set(1), scratch) else {
                return .aborted
            }
            return end.contains(text.count) ? .match : .noMatch
        }
    }

    /// Applies `operations[range]` to the positions in `current`, using `current` and `spare` in
    /// turn; returns the set holding the result, or `nil` when the step limit was reached.
    private mutating func run(
        _ pattern: CompiledPattern, _ range: Range<Int>, _ text: Span<UInt32>,
        _ current: PositionSet, _ spare: PositionSet, _ scratch: (PositionSet, PositionSet)?
    ) -> PositionSet? {
        var source = current
        var target = spare
        for index in range {
            target.removeAll()
            steps += target.words.count
            if case .choice(let choice) = pattern.operations[index] {
                guard let scratch else { return nil }
                for alternative in pattern.choices[choice] {
                    scratch.0.assign(source)
                    guard let result = run(pattern, alternative, text, scratch.0, scratch.1, nil) else { return nil }
                    target.formUnion(result)
                }
            } else {
                let budget = min(patternStepLimit - (steps - patternStart), totalStepLimit - steps)
                apply(pattern.operations[index], of: pattern, text, from: source, into: target, budget: budget)
            }
            guard steps - patternStart <= patternStepLimit, steps <= totalStepLimit else { return nil }
            swap(&source, &target)
            if source.isEmpty { return source }
        }
        return source
    }

    /// A literal tried at every position costs positions × length, which one operation could
    /// spend far beyond the limits before `run` checks them (a `*` then a 60 000-scalar literal
    /// against a 70 000-scalar path took minutes); past `budget` the scan stops, the work
    /// exceeds the limit and `run` gives up.
    private mutating func apply(
        _ operation: CompiledPattern.Operation, of pattern: CompiledPattern, _ text: Span<UInt32>,
        from source: PositionSet, into target: PositionSet, budget: Int
    ) {
        let end = text.count
        var work = 0
        switch operation {
        case .literal(let start, let count):
            let scalars = pattern.scalars
            source.forEach { position in
                guard work <= budget else { return }
                work += 1
                if Self.literal(scalars.span, start, count, holdsIn: text, at: position, work: &work) {
                    target.insert(position + count)
                }
            }
        case .anyCharacter:
            source.forEach { position in
                work += 1
                if position < end { target.insert(position + 1) }
            }
        case .characterClass(let characterClass):
            source.forEach { position in
                work += 1
                if position < end, characterClass.contains(text[position], folded: pattern.folded) {
                    target.insert(position + 1)
                }
            }
        case .codes(let index):
            let codes = pattern.codeSets[index]
            source.forEach { position in
                for length in codes.lengths where codes.contains(text, at: position, length: length) {
                    target.insert(position + length)
                }
                work += codes.lengths.count
            }
        case .anyRun:
            if let first = source.first { target.insertAll(from: first, through: end) }
            work += 1
        case .never, .choice:
            break
        }
        steps += work
    }

    /// Whether `count` scalars of `literal` from `start` stand in `text` at `position`; each
    /// scalar compared is a step of `work`.
    static func literal(
        _ literal: Span<UInt32>, _ start: Int, _ count: Int, holdsIn text: Span<UInt32>, at position: Int,
        work: inout Int
    ) -> Bool {
        guard position + count <= text.count else { return false }
        for offset in 0..<count {
            work += 1
            if text[position + offset] != literal[start + offset] { return false }
        }
        return true
    }
}
