import FoundationEssentials

/// Names the type of a decoded property-list value for error messages.
enum PropertyListValue {
    static func describe(_ value: Any) -> String {
        switch value {
        case is String: "a string"
        case is Bool: "a boolean"
        case is Data: "data"
        case is Date: "a date"
        case is [Any]: "an array"
        case is [AnyHashable: Any]: "a dictionary"
        case is Int, is Double: "a number"
        default: "a value of another type"
        }
    }
}
