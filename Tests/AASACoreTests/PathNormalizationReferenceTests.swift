import Testing

@testable import AASACore

/// The in-place ``PathNormalization`` must agree with the steps of the spec (section 4.3)
/// written out one by one, as they were before it was made to allocate once.
@Suite struct PathNormalizationReferenceTests {
    static func reference(_ text: [UInt32]) -> [UInt32] {
        let slash: UInt32 = 0x2F
        let star: UInt32 = 0x2A
        if text.isEmpty { return [slash] }
        if text.count == 1 { return text }
        var collapsed: [UInt32] = []
        for scalar in text where !((scalar == star || scalar == slash) && collapsed.last == scalar) {
            collapsed.append(scalar)
        }
        var body = collapsed[...]
        var leadingStar = false
        var trailingStar = false
        if body.count >= 2 {
            if body.first == star {
                leadingStar = true
                body = body.dropFirst()
            }
            if body.last == star, !body.isEmpty {
                trailingStar = true
                body = body.dropLast()
            }
        }
        var result: [UInt32] = leadingStar ? [star] : []
        if !leadingStar && body.first != slash { result.append(slash) }
        result.append(contentsOf: body)
        if !trailingStar && result.last != slash { result.append(slash) }
        if trailingStar { result.append(star) }
        return result
    }

    /// Every string of up to 6 characters over `*`, `/`, `a`.
    static let texts: [[UInt32]] = {
        var all: [[UInt32]] = [[]]
        var layer: [[UInt32]] = [[]]
        for _ in 0..<6 {
            layer = layer.flatMap { text in [0x2A, 0x2F, 0x61].map { text + [$0] } }
            all += layer
        }
        return all
    }()

    @Test func inPlaceNormalizationAgreesWithTheSpecSteps() {
        for text in Self.texts {
            #expect(PathNormalization.normalized(text) == Self.reference(text), "\(ScalarText.string(text))")
            // The String form, which keeps an already normal pattern as it is.
            #expect(PathNormalization.normalized(ScalarText.string(text)) == ScalarText.string(Self.reference(text)))
            let bytes = text.map { UInt8($0) }
            #expect(PathNormalization.normalized(bytes).map { UInt32($0) } == Self.reference(text))
            // In a buffer with two spare places and text after them that must stay untouched.
            var buffer = text + [0, 0, 0x7E]
            var span = buffer.mutableSpan
            let count = PathNormalization.normalize(&span, count: text.count)
            #expect(Array(buffer[..<count]) == Self.reference(text), "\(ScalarText.string(text))")
            #expect(buffer.last == 0x7E)
        }
    }
}
