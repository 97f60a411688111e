import FoundationEssentials

/// A build setting's name with its conditions: `CODE_SIGN_ENTITLEMENTS[sdk=iphoneos*]`.
package struct BuildSettingKey: Sendable, Hashable {
    /// One `[name=pattern]`: `sdk=iphoneos*`, `arch=arm64`, `config=Release`.
    package struct Condition: Sendable, Hashable {
        package var name: String
        package var pattern: String
    }

    package var name: String
    package var conditions: [Condition]

    package init?(_ text: String) {
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
            conditions.append(Condition(name: pair[0], pattern: pair[1]))
            rest = rest[rest.index(after: close)...]
        }
        guard rest.isEmpty else { return nil }
    }

    /// Whether the conditions hold for a device build (`sdk=iphoneos*`, `arch=arm64`) of
    /// `configuration`; a condition aasa cannot judge does not hold.
    package func applies(configuration: String) -> Bool {
        conditions.allSatisfy { condition in
            switch condition.name {
            case "sdk": Self.glob(condition.pattern, matches: "iphoneos")
            case "arch": Self.glob(condition.pattern, matches: "arm64")
            case "config": Self.glob(condition.pattern, matches: configuration)
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
            guard let found = rest.firstRange(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.hasSuffix(parts.last ?? "")
    }
}
