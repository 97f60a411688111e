/// The evaluator for texts shorter than 64 scalars, nearly every URL part: the position set fits
/// in one `UInt64`, so it lives in a register instead of memory. The work is counted exactly as
/// the general path counts it, so step limits and reported steps do not depend on the path taken.
extension PatternEvaluator {
    /// Applies `operations[range]` to `source`; `nil` when a step limit was reached. Inside a
    /// choice's alternative (`nested`) a further choice gives up, as in the general path.
    mutating func runSingleWord(
        _ pattern: CompiledPattern, _ range: Range<Int>, _ text: Span<UInt32>, _ source: UInt64,
        nested: Bool
    ) -> UInt64? {
        var source = source
        for index in range {
            steps += 1
            var target: UInt64 = 0
            let operation = pattern.operations[index]
            if case .choice(let choice) = operation {
                guard !nested else { return nil }
                for alternative in pattern.choices[choice] {
                    let result = runSingleWord(pattern, alternative, text, source, nested: true)
                    guard let result else { return nil }
                    target |= result
                }
            } else {
                target = applySingleWord(operation, of: pattern, text, source)
            }
            guard steps - patternStart <= patternStepLimit, steps <= totalStepLimit else { return nil }
            source = target
            if source == 0 { return 0 }
        }
        return source
    }

    private mutating func applySingleWord(
        _ operation: CompiledPattern.Operation, of pattern: CompiledPattern, _ text: Span<UInt32>,
        _ source: UInt64
    ) -> UInt64 {
        let end = text.count
        var target: UInt64 = 0
        var work = 0
        switch operation {
        case .literal(let start, let count):
            let scalars = pattern.scalars
            var bits = source
            while bits != 0 {
                let position = bits.trailingZeroBitCount
                bits &= bits &- 1
                work += 1
                if Self.literal(scalars.span, start, count, holdsIn: text, at: position, work: &work) {
                    target |= 1 << UInt64(position + count)
                }
            }
        case .anyCharacter:
            work += source.nonzeroBitCount
            target = (source & ((1 << UInt64(end)) &- 1)) << 1
        case .characterClass(let characterClass):
            var bits = source
            while bits != 0 {
                let position = bits.trailingZeroBitCount
                bits &= bits &- 1
                work += 1
                if position < end, characterClass.contains(text[position], folded: pattern.folded) {
                    target |= 1 << UInt64(position + 1)
                }
            }
        case .codes(let index):
            let codes = pattern.codeSets[index]
            var bits = source
            while bits != 0 {
                let position = bits.trailingZeroBitCount
                bits &= bits &- 1
                for length in codes.lengths where codes.contains(text, at: position, length: length) {
                    target |= 1 << UInt64(position + length)
                }
                work += codes.lengths.count
            }
        case .anyRun:
            if source != 0 {
                // Every position from the first one through the end of the text.
                let throughEnd: UInt64 = end == 63 ? ~0 : (1 << UInt64(end + 1)) &- 1
                target = throughEnd & ~((1 << UInt64(source.trailingZeroBitCount)) &- 1)
            }
            work += 1
        case .never, .choice:
            break
        }
        steps += work
        return target
    }
}
