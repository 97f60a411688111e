import Testing

@testable import AASACore

/// ``ComponentFields/filled(from:)`` (the rule checks' values-only resolution) must give the
/// values ``ResolvedComponent`` gives (the matcher's, which also says where each was written).
@Suite struct ComponentFieldsTests {
    /// Every key set or not at each of the three levels, with a value telling the levels apart.
    static func level(_ mask: Int, _ tag: String) -> ComponentFields {
        ComponentFields(
            path: mask & 1 != 0 ? "/\(tag)/*" : nil, query: mask & 2 != 0 ? .string("q=\(tag)") : nil,
            fragment: mask & 4 != 0 ? tag : nil, exclude: mask & 8 != 0 ? tag == "own" : nil,
            caseSensitive: mask & 16 != 0 ? tag == "detail" : nil,
            percentEncoded: mask & 32 != 0 ? tag == "domain" : nil)
    }

    @Test(arguments: [0, 1, 7, 21, 42, 63])
    func filledGivesTheResolvedValues(ownMask: Int) {
        for detailMask in [0, 9, 18, 36, 63] {
            for domainMask in [0, 5, 26, 63] {
                let own = Self.level(ownMask, "own")
                let detail = Self.level(detailMask, "detail")
                let domain = Self.level(domainMask, "domain")
                let resolved = ResolvedComponent(levels: [(own, .root), (detail, .root), (domain, .root)])
                let filled = own.filled(from: detail.filled(from: domain))
                #expect(filled.path == resolved.path?.value)
                #expect(filled.query == resolved.query?.value)
                #expect(filled.fragment == resolved.fragment?.value)
                #expect((filled.exclude ?? ComponentFields.builtInExclude) == resolved.exclude)
                #expect((filled.caseSensitive ?? ComponentFields.builtInCaseSensitive) == resolved.caseSensitive)
                #expect((filled.percentEncoded ?? ComponentFields.builtInPercentEncoded) == resolved.percentEncoded)
            }
        }
    }
}
