// The pieces of `UniversalLinkURL.init`: one function per part of the URL.
extension UniversalLinkURL {
    typealias Scalars = ArraySlice<Unicode.Scalar>

    /// Spaces, control characters and backslashes: a browser would not send them as they are, and
    /// the user most likely pasted something broken.
    static func rejectInvalidCharacters(_ scalars: [Unicode.Scalar]) throws(URLParseError) {
        for (offset, scalar) in scalars.enumerated()
        where scalar.value <= 0x20 || scalar.value == 0x7F
            || (0x80..<0xA0).contains(scalar.value) || scalar == "\\"
        {
            let shown = scalar.codePoint
            throw URLParseError(
                .invalidCharacter, "the URL holds the character \(shown) at offset \(offset); percent-encode it")
        }
    }

    /// `scheme:` followed by `//`; returns the lower-cased scheme and where the authority starts.
    static func scanScheme(_ scalars: [Unicode.Scalar]) throws(URLParseError) -> (String, Int) {
        let schemeCharacters = "+.-".unicodeScalars
        guard let colon = scalars.firstIndex(of: ":"), colon > 0, isASCIILetter(scalars[0]),
            scalars[..<colon].allSatisfy({ isASCIILetter($0) || isASCIIDigit($0) || schemeCharacters.contains($0) })
        else {
            throw URLParseError(.missingScheme, "the URL does not start with a scheme such as https://")
        }
        let scheme = String(String.UnicodeScalarView(scalars[..<colon])).lowercased()
        guard scheme == "http" || scheme == "https" else {
            throw URLParseError(
                .unsupportedScheme, "the scheme \(scheme) cannot be a universal link; only http and https can")
        }
        let slashes = colon + 1
        guard scalars.count >= slashes + 2, scalars[slashes] == "/", scalars[slashes + 1] == "/" else {
            throw URLParseError(.missingHost, "the URL has no //host after \(scheme):")
        }
        return (scheme, slashes + 2)
    }

    /// `[userinfo@]host[:port]`; the user information is dropped.
    static func scanAuthority(_ authority: Scalars) throws(URLParseError) -> (String, Int?) {
        var hostPort = authority
        if let at = authority.lastIndex(of: "@") { hostPort = authority[(at + 1)...] }
        var hostPart = hostPort
        var portPart: Scalars?
        if hostPort.first == "[" {
            guard let close = hostPort.firstIndex(of: "]") else {
                throw URLParseError(.invalidHost, "the IPv6 host has no closing ]")
            }
            hostPart = hostPort[...close]
            let after = hostPort[(close + 1)...]
            if let first = after.first {
                guard first == ":" else { throw URLParseError(.invalidHost, "unexpected text after the IPv6 host") }
                portPart = after.dropFirst()
            }
            try validateIPv6(hostPart.dropFirst().dropLast())
        } else {
            if let colon = hostPort.firstIndex(of: ":") {
                hostPart = hostPort[..<colon]
                portPart = hostPort[(colon + 1)...]
            }
            try validateHostName(hostPart)
        }
        guard !hostPart.isEmpty else { throw URLParseError(.missingHost, "the URL has an empty host") }
        return (String(String.UnicodeScalarView(hostPart)).lowercased(), try port(portPart))
    }

    static func validateHostName(_ host: Scalars) throws(URLParseError) {
        let allowed = "-._~!$&'()*+,;=%".unicodeScalars
        for scalar in host where !(isASCIILetter(scalar) || isASCIIDigit(scalar) || allowed.contains(scalar)) {
            let hint = scalar.isASCII ? "" : "; write internationalized host names in Punycode (xn--...)"
            throw URLParseError(.invalidHost, "the host holds the character \"\(scalar)\"\(hint)")
        }
    }

    static func validateIPv6(_ address: Scalars) throws(URLParseError) {
        let valid =
            !address.isEmpty && address.contains(":")
            && address.allSatisfy { $0.properties.isASCIIHexDigit || $0 == ":" || $0 == "." }
        guard valid else {
            throw URLParseError(.invalidHost, "the bracketed host is not an IPv6 address")
        }
    }

    static func port(_ digits: Scalars?) throws(URLParseError) -> Int? {
        guard let digits, !digits.isEmpty else { return nil }
        guard digits.count <= 5, digits.allSatisfy(isASCIIDigit),
            let value = Int(String(String.UnicodeScalarView(digits))), value <= 65535
        else {
            throw URLParseError(.invalidPort, "the port \(String(String.UnicodeScalarView(digits))) is not 0-65535")
        }
        return value
    }

    /// The path, query or fragment with percent escapes checked and with the characters a
    /// browser would encode encoded.
    static func encoded(_ part: Scalars) throws(URLParseError) -> String {
        var text = String.UnicodeScalarView()
        var index = part.startIndex
        while index < part.endIndex {
            let scalar = part[index]
            if scalar == "%" {
                guard index + 2 < part.endIndex, part[index + 1].properties.isASCIIHexDigit,
                    part[index + 2].properties.isASCIIHexDigit
                else {
                    throw URLParseError(
                        .invalidPercentEncoding, "a % is not followed by two hexadecimal digits; write %25 for %")
                }
            }
            if scalar.isASCII && !"\"<>`{}".unicodeScalars.contains(scalar) {
                text.append(scalar)
            } else {
                for byte in String(scalar).utf8 { text.append(contentsOf: percentEscape(byte).unicodeScalars) }
            }
            index += 1
        }
        return String(text)
    }

    static func percentEscape(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
