import Testing

@testable import AASACore

/// ``IndexTable`` finds every index it stored, through growth and colliding hashes, and nothing
/// it did not store.
@Suite struct IndexTableTests {
    static func check(keys: [String], hash: (String) -> Int) {
        var table = IndexTable()
        for (index, key) in keys.enumerated() {
            #expect(table.first(hash: hash(key), where: { keys[$0] == key }) == nil)
            table.insert(index, hash: hash(key)) { hash(keys[$0]) }
        }
        #expect(table.count == keys.count)
        for (index, key) in keys.enumerated() {
            #expect(table.first(hash: hash(key), where: { keys[$0] == key }) == index)
        }
        #expect(table.first(hash: hash("absent"), where: { keys[$0] == "absent" }) == nil)
    }

    @Test func findsEveryKeyAcrossGrowth() {
        Self.check(keys: (0..<5_000).map { "host\($0).example" }, hash: { $0.hashValue })
    }

    @Test func findsEveryKeyWhenHashesCollide() {
        // Three hash values for 300 keys: every lookup walks a long run of other keys' slots.
        Self.check(keys: (0..<300).map { "host\($0)" }, hash: { $0.utf8.count % 3 })
    }

    @Test func theFirstMatchIsTheEarliestStoredOfEqualKeys() {
        let keys = ["a", "b", "a"]
        var table = IndexTable(capacity: 3)
        for index in keys.indices { table.insert(index, hash: 7) { _ in 7 } }
        #expect(table.first(hash: 7, where: { keys[$0] == "a" }) == 0)
    }
}
