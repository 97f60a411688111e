/// One place where two JSON values differ, for a short diff in a finding's message.
public struct JSONValueDifference: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// Present only in the second value.
        case added
        /// Present only in the first value.
        case removed
        /// Present in both with different values.
        case changed
    }

    public var kind: Kind
    public var path: JSONPath

    public init(_ kind: Kind, _ path: JSONPath) {
        self.kind = kind
        self.path = path
    }

    /// `changed $.applinks.details[0].appIDs[1]`.
    public var description: String { "\(kind.rawValue) \(path)" }
}
