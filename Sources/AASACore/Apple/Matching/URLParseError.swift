/// Why a string is not a URL that could be a universal link.
///
/// An operator mistake (a bad argument), so it is thrown, never turned into a verdict. Tests
/// compare ``code``; ``message`` is for people.
package struct URLParseError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Code: String, Sendable, Hashable, Codable {
        /// The string is empty.
        case empty
        /// A space, a control character or another character a URL cannot hold.
        case invalidCharacter
        /// No `scheme:` at the start.
        case missingScheme
        /// A scheme other than `http` or `https`: only those can be universal links.
        case unsupportedScheme
        /// No `//host` after the scheme, or an empty host.
        case missingHost
        /// The host holds characters a host name cannot, or is a malformed IPv6 literal.
        case invalidHost
        /// The port is not a number from 0 to 65535.
        case invalidPort
        /// A `%` not followed by two hexadecimal digits.
        case invalidPercentEncoding
    }

    package var code: Code
    package var message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { message }
}
