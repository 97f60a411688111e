// libFuzzer harness: the entitlements property-list reader (`Scripts/fuzz.sh plist`), then the
// entry parser on every entry it returns.
// Properties: never crashes, hangs or runs out of memory (size and binary-structure guards come
// before Foundation's parser); an error is one printable line.

import AASACore
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPropertyList(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    do throws(AppFileError) {
        let file = try EntitlementsFile.read(Data(bytes), name: "fuzz.entitlements")
        for entry in file.associatedDomains.prefix(64) {
            _ = AssociatedDomainParser.parse(entry, bareHostMeansAppLinks: false)
        }
    } catch {
        OutputCheck.text(error.message)
    }
    return 0
}
