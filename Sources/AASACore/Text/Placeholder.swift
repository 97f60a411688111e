extension StringProtocol {
    /// Whether the text holds `$(` or `${`: an unexpanded build setting or manifest placeholder.
    /// Read as bytes, once per entry of a list of millions (Foundation's substring search was a
    /// tenth of reading such a list).
    var holdsPlaceholder: Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if previous == UInt8(ascii: "$") && (byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{")) { return true }
            previous = byte
        }
        return false
    }
}
