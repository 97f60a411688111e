import Testing

@testable import AASACore

@Suite("JSONReader robustness")
struct JSONReaderRobustnessTests {
    /// Every prefix of a real JSON file either fails cleanly or reads as the same value as the
    /// whole file (only trailing whitespace may be cut); prefixes of non-JSON files never crash.
    /// Files up to 8 KB are cut at every byte; the two 43 KB files at every byte of their first
    /// 2 KB, then at every 37th (every byte of them takes minutes in a debug build).
    @Test(arguments: CorpusFixture.names)
    func prefixOfCorpusFileFailsCleanlyOrIsTheWholeValue(name: String) throws {
        let bytes = try CorpusFixture.bytes(named: name)
        let whole = try? JSONReader.read(bytes)
        let isLarge = bytes.count > 8192
        var cut = 0
        while cut < bytes.count {
            if let document = try? JSONReader.read(Array(bytes[..<cut])), let whole {
                #expect(document.root.value == whole.root.value, "prefix of \(cut) bytes")
            }
            cut += isLarge && cut >= 2048 ? 37 : 1
        }
    }

    /// Flipping single bytes to structural characters never crashes the reader or the decoder.
    @Test(
        arguments: CorpusFixture.names.filter {
            !$0.hasPrefix("wikimedia_operations-mediawiki-config_docroot_testwiki")
        })
    func corruptedCorpusFileNeverCrashes(name: String) throws {
        let bytes = try CorpusFixture.bytes(named: name)
        for (index, replacement) in zip(
            stride(from: 0, to: bytes.count, by: 3), [UInt8]("{}[],:\"\\0\u{80}".utf8).cycled())
        {
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
