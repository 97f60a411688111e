/// The built-in one-character substitution variables: C character classes of the "C" locale,
/// which hold ASCII characters only.
enum CharacterClass: String, Sendable, Hashable, CaseIterable {
    case alpha, upper, lower, alnum, digit, xdigit

    /// Whether `scalar` is a member. When the pattern is case-insensitive the URL text has been
    /// lower-cased, and so are the class's values: `upper` then stands for the lower-case letters.
    func contains(_ scalar: UInt32, folded: Bool) -> Bool {
        let isUpper = (0x41...0x5A).contains(scalar)
        let isLower = (0x61...0x7A).contains(scalar)
        let isDigit = (0x30...0x39).contains(scalar)
        switch self {
        case .alpha: return isUpper || isLower
        case .upper: return folded ? isLower : isUpper
        case .lower: return isLower
        case .alnum: return isUpper || isLower || isDigit
        case .digit: return isDigit
        case .xdigit: return isDigit || (0x41...0x46).contains(scalar) || (0x61...0x66).contains(scalar)
        }
    }
}
