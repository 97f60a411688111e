import AASACore
import Testing

/// The signed-entitlements suites' one assertion for a refused input: reading must fail with
/// `code` (the message is for people and is not compared).
func expectSignedEntitlementsError(
    _ code: AppFileError.Code, sourceLocation: SourceLocation,
    _ read: () throws(AppFileError) -> SignedEntitlements
) {
    do {
        let result = try read()
        Issue.record("expected \(code), read \(result)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.code == code, "\(error.message)", sourceLocation: sourceLocation)
    }
}
