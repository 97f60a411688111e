import Foundation

/// A build setting's name with its conditions: `CODE_SIGN_ENTITLEMENTS[sdk=iphoneos*]`.
public struct BuildSettingKey: Sendable, Hashable {
    public var name: String
    /// (condition, pattern) pairs: `sdk`, `arch`, `config`, ...
    public var conditions: [(String, String)]

    public init?(_ text: String) {
        let nameEnd = text.firstIndex(of: "[") ?? text.endIndex
        name = String(text[..<nameEnd])
        guard !name.isEmpty,
            name.unicodeScalars.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
            })
        else { return nil }
        conditions = []
        var rest = text[nameEnd...]
        while rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let body = rest[rest.index(after: rest.startIndex)..<close]
            let pair = body.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            conditions.append((pair[0], pair[1]))
            rest = rest[rest.index(after: close)...]
        }
        guard rest.isEmpty else { return nil }
    }

    /// Whether the conditions hold for a device build (`sdk=iphoneos*`, `arch=arm64`) of
    /// `configuration`; a condition aasa cannot judge does not hold.
    public func applies(configuration: String) -> Bool {
        conditions.allSatisfy { condition, pattern in
            switch condition {
            case "sdk": Self.glob(pattern, matches: "iphoneos")
            case "arch": Self.glob(pattern, matches: "arm64")
            case "config": Self.glob(pattern, matches: configuration)
            default: false
            }
        }
    }

    /// `*` matches any run of characters; everything else itself.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return pattern == text }
        var rest = Substring(text)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() {
            guard let found = rest.range(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.hasSuffix(parts.last ?? "")
    }

    public static func == (lhs: BuildSettingKey, rhs: BuildSettingKey) -> Bool {
        lhs.name == rhs.name && lhs.conditions.elementsEqual(rhs.conditions) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        for (condition, pattern) in conditions {
            hasher.combine(condition)
            hasher.combine(pattern)
        }
    }
}
