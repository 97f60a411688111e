import AASACore
import Testing

/// `mapInBatches`: a list's URLs are parsed, judged and written a batch per core; the results
/// must come back whole and in the list's order, whatever each batch returns.
@Suite struct ConcurrentBatchesTests {
    @Test(arguments: [0, 1, 4_095, 4_096, 4_097, 50_001])
    func resultsKeepTheElementsOrder(_ count: Int) {
        let numbers = Array(0..<count)
        // A batch may return more or fewer results than it was given: here two per even number.
        let mapped = numbers.mapInBatches { batch in batch.flatMap { $0 % 2 == 0 ? ["\($0)a", "\($0)b"] : [] } }
        #expect(mapped == numbers.flatMap { $0 % 2 == 0 ? ["\($0)a", "\($0)b"] : [] })
    }

    @Test func smallBatchesCoverEveryElement() {
        let numbers = Array(0..<1_000)
        #expect(numbers.mapInBatches(of: 7) { batch in batch.map { $0 * 2 } } == numbers.map { $0 * 2 })
    }

    /// A part of an array is mapped in place, its own indices kept.
    @Test func aSliceIsMappedFromItsOwnStart() {
        let numbers = Array(0..<20_000)
        let part = numbers[7_001..<19_999]
        #expect(part.mapInBatches(of: 1_000) { batch in batch.map { $0 + 1 } } == part.map { $0 + 1 })
    }
}
