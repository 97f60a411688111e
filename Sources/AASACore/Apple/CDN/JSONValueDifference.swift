/// One place where two JSON values differ, for a short diff in a finding's message.
package struct JSONValueDifference: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: String, Sendable, Hashable {
        /// Present only in the second value.
        case added
        /// Present only in the first value.
        case removed
        /// Present in both with different values.
        case changed
    }

    package var kind: Kind
    package var path: JSONPath

    package init(_ kind: Kind, _ path: JSONPath) {
        self.kind = kind
        self.path = path
    }

    /// `changed $.applinks.details[0].appIDs[1]`.
    package var description: String { "\(kind.rawValue) \(path)" }
}
