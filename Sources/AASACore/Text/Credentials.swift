/// Credentials in URLs (`scheme://user:password@host`), kept out of everything aasa prints: a
/// proxy URL, a Location header, libcurl's error text that quotes either.
package enum Credentials {
    /// `text` with the user information of every URL in it replaced by `***`.
    package static func redacted(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "@")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let separator = rest.firstRange(of: "://") {
            result += rest[..<separator.upperBound]
            rest = rest[separator.upperBound...]
            // The authority ends at the first character a URL's authority cannot hold.
            let authorityEnd = rest.firstIndex { "/?#'\" \t\r\n<>".contains($0) } ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@") {
                result += "***"
                rest = rest[at...]
            }
        }
        return result + rest
    }
}
