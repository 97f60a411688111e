/// How a report field is written and read, said where the field is declared, so a report type's
/// fields are declared once and its JSON form is the compiler's (Codable's), not a second list
/// of keys by hand. An optional field without one of these is left out when nil, as Codable
/// leaves it; a field an older report lacks reads as its default instead of failing the read.

/// Written `null` when nil, not left out: every object of the type has the same keys, which
/// scripts read (`"fetch": null` for a host nothing was fetched from).
@propertyWrapper
package struct WrittenAsNull<Value: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
    package var wrappedValue: Value?

    package init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

/// A value for a field that reports written before it existed lack.
package protocol ReportFieldDefault {
    associatedtype Value: Codable & Sendable & Hashable
    static var value: Value { get }
}

/// Read as `Default.value` from a report that lacks it (one written before the field existed);
/// always written.
@propertyWrapper
package struct ReadAbsentAs<Default: ReportFieldDefault>: Codable, Sendable, Hashable {
    package var wrappedValue: Default.Value

    package init(wrappedValue: Default.Value) { self.wrappedValue = wrappedValue }

    package init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(Default.Value.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

/// A count written only when there is something to count, and read as 0 when left out.
@propertyWrapper
package struct WrittenWhenNonZero: Codable, Sendable, Hashable {
    package var wrappedValue: Int

    package init(wrappedValue: Int) { self.wrappedValue = wrappedValue }

    package init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(Int.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

// Codable asks a keyed container for each field by its type: these overloads are the more
// specific, so a synthesized conformance reads a missing key as the field's default and leaves a
// zero count out.
extension KeyedDecodingContainer {
    package func decode<Value>(_ type: WrittenAsNull<Value>.Type, forKey key: Key) throws -> WrittenAsNull<Value> {
        try decodeIfPresent(type, forKey: key) ?? WrittenAsNull(wrappedValue: nil)
    }

    package func decode<Default>(_ type: ReadAbsentAs<Default>.Type, forKey key: Key) throws -> ReadAbsentAs<Default> {
        try decodeIfPresent(type, forKey: key) ?? ReadAbsentAs(wrappedValue: Default.value)
    }

    package func decode(_ type: WrittenWhenNonZero.Type, forKey key: Key) throws -> WrittenWhenNonZero {
        try decodeIfPresent(type, forKey: key) ?? WrittenWhenNonZero(wrappedValue: 0)
    }
}

extension KeyedEncodingContainer {
    package mutating func encode(_ value: WrittenWhenNonZero, forKey key: Key) throws {
        guard value.wrappedValue != 0 else { return }
        try encode(value.wrappedValue, forKey: key)
    }
}

/// Defaults of fields older reports lack.
package enum ReportDefaults {
    /// Reports written before Android was checked are Apple's.
    package enum Apple: ReportFieldDefault { package static var value: Platform { .apple } }
    package enum NoStrings: ReportFieldDefault { package static var value: [String] { [] } }
    package enum NoAppsByEntry: ReportFieldDefault { package static var value: [String: [String]] { [:] } }
    package enum NoClaims: ReportFieldDefault { package static var value: [EntryClaimSummary] { [] } }
    package enum False: ReportFieldDefault { package static var value: Bool { false } }
}
