// libFuzzer harness: the JSON reader alone (`Scripts/fuzz.sh json-reader`).
// Properties: never crashes, hangs or runs out of memory; an error points inside the input.

import AASACore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    do throws(JSONSyntaxError) {
        _ = try JSONReader.read(bytes)
    } catch {
        precondition(error.offset >= 0 && error.offset <= bytes.count, "error offset outside the input")
    }
    return 0
}
