import Testing

@testable import AASACore

@Suite("JSONReader robustness")
struct JSONReaderRobustnessTests {
    /// Every prefix of a real JSON file either fails cleanly or reads as the same value as the
    /// whole file (only trailing whitespace may be cut); prefixes of non-JSON files never crash. Small files are cut at every byte; in larger
    /// ones every byte of the first 2 KB and then every 37th byte, to keep debug builds quick.
    @Test(arguments: CorpusFixture.names)
    func prefixOfCorpusFileFailsCleanlyOrIsTheWholeValue(name: String) throws {
        let bytes = try CorpusFixture.bytes(named: name)
        let whole = try? JSONReader.read(bytes)
        var cut = 0
        while cut < bytes.count {
            if let document = try? JSONReader.read(Array(bytes[..<cut])), let whole {
                #expect(document.root == whole.root, "prefix of \(cut) bytes")
            }
            cut += cut < 2048 ? 1 : 37
        }
    }

    /// Flipping single bytes to structural characters never crashes the reader or the decoder.
    @Test(arguments: CorpusFixture.names.filter { !$0.hasPrefix("wikimedia_operations-mediawiki-config_docroot_testwiki") })
    func corruptedCorpusFileNeverCrashes(name: String) throws {
        let bytes = try CorpusFixture.bytes(named: name)
        for (index, replacement) in zip(stride(from: 0, to: bytes.count, by: 3), [UInt8]("{}[],:\"\\0\u{80}".utf8).cycled()) {
            var corrupted = bytes
            corrupted[index] = replacement
            _ = SiteAssociationReader.read(corrupted)
        }
    }
}

extension Array {
    /// An endless repetition of the array, for pairing with a finite sequence.
    fileprivate func cycled() -> some Sequence<Element> {
        sequence(state: 0) { position in
            defer { position = (position + 1) % count }
            return self[position]
        }
    }
}
