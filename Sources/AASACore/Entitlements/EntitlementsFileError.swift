/// Why an entitlements file could not be read. These are operator mistakes (the command exits
/// 2), not findings about a domain.
public struct EntitlementsFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Code: String, Sendable, Hashable {
        /// Larger than ``EntitlementsFile/maximumSize``.
        case tooLarge
        /// Neither an XML nor a binary property list, or one that does not parse.
        case notPropertyList
        /// Nested too deeply or with too many objects to read safely.
        case tooComplex
        /// The top level is not a dictionary with string keys.
        case notDictionary
        /// A known key holds the wrong type.
        case wrongType
    }

    public var code: Code
    /// One line that names the file and the problem.
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
