/// `%xx` escapes decoded as UTF-8, as a URL's parts are: one home for the hosts, paths, query
/// values and user information aasa reads out of URLs.
package enum PercentDecoding {
    /// `text` with each `%xx` replaced by its byte (and `+` by a space when `plusIsSpace`, as in
    /// a query); a malformed escape is kept as written.
    package static func decoded(_ text: Substring, plusIsSpace: Bool = false) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) })
        else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
