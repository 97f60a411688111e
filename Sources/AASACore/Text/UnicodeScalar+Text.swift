extension Unicode.Scalar {
    /// Unicode's White_Space property (what `Character.isWhitespace` reads), answered for ASCII
    /// without the property table, whose lookup was a fifth of reading a long `--domains` list.
    var isWhiteSpace: Bool {
        isASCII ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }

    /// `U+A0`: how messages name a character that cannot be shown as itself.
    var codePoint: String {
        "U+" + String(value, radix: 16, uppercase: true)
    }
}
