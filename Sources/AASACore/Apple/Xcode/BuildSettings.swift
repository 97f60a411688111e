/// Build settings resolved as Xcode resolves them: layers from lowest to highest precedence
/// (built-in defaults, the project's `.xcconfig`, the project's settings, the target's
/// `.xcconfig`, the target's settings; each `.xcconfig` assignment its own layer, so a later one
/// overrides an earlier one). `$(inherited)` in a layer means the value from the layers below it;
/// `$(NAME)` and `${NAME}` elsewhere mean NAME's final value.
///
/// A reference to a setting that no layer defines expands to the empty string, as in Xcode
/// (`$(BUNDLE_ID_SUFFIX)` is often set only for Debug), and its name is reported, so a caller can
/// refuse a result that would silently differ (`applinks:$(APP_DOMAIN)` becoming `applinks:`).
public struct BuildSettings: Sendable {
    /// Lowest precedence first.
    public var layers: [[String: String]]

    public init(layers: [[String: String]]) {
        self.layers = layers
    }

    /// Nesting deeper than this is a cycle or an abuse: `A = $(B)`, `B = $(A)`.
    static let maximumDepth = 32

    /// The expansion of `text`, and the names of the settings it could not resolve.
    public func expand(_ text: String) -> (value: String, unresolved: [String]) {
        var unresolved: [String] = []
        let value = expand(text, below: layers.count, depth: 0, inheritedName: nil, unresolved: &unresolved)
        var seen = Set<String>()
        return (value, unresolved.filter { seen.insert($0).inserted })
    }

    /// The final value of `name`, expanded, or nil when no layer sets it.
    public func value(_ name: String) -> (value: String, unresolved: [String])? {
        guard let layer = definingLayer(name, below: layers.count) else { return nil }
        var unresolved: [String] = []
        let value = expand(
            layers[layer][name] ?? "", below: layer, depth: 0, inheritedName: name, unresolved: &unresolved)
        var seen = Set<String>()
        return (value, unresolved.filter { seen.insert($0).inserted })
    }

    private func definingLayer(_ name: String, below limit: Int) -> Int? {
        (0..<limit).reversed().first { layers[$0][name] != nil }
    }

    /// Expands references in `text`, which was found in the layer at index `below` (for
    /// `$(inherited)`, which reads `inheritedName` from the layers under it).
    private func expand(
        _ text: String, below layer: Int, depth: Int, inheritedName: String?, unresolved: inout [String]
    ) -> String {
        var output = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            output += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let end = Self.matchingClose(rest[afterDollar...]) else {
                output.append("$")
                rest = rest[afterDollar...]
                continue
            }
            // A reference's name may itself hold references: $(STYLE_$(DEVELOPMENT_TEAM)).
            var reference = String(rest[rest.index(after: afterDollar)..<end])
            rest = rest[rest.index(after: end)...]
            guard depth < Self.maximumDepth else {
                unresolved.append(reference)
                continue
            }
            if reference.contains("$") {
                reference = expand(
                    reference, below: layer, depth: depth + 1, inheritedName: inheritedName, unresolved: &unresolved)
            }
            output += resolve(
                reference, layer: layer, depth: depth, inheritedName: inheritedName, unresolved: &unresolved)
        }
        return output + rest
    }

    private func resolve(
        _ reference: String, layer: Int, depth: Int, inheritedName: String?, unresolved: inout [String]
    ) -> String {
        let parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        var result: String
        if name == "inherited" {
            guard let inheritedName, let below = definingLayer(inheritedName, below: layer) else { return "" }
            result = expand(
                layers[below][inheritedName] ?? "", below: below, depth: depth + 1, inheritedName: inheritedName,
                unresolved: &unresolved)
        } else if let defining = definingLayer(name, below: layers.count) {
            result = expand(
                layers[defining][name] ?? "", below: defining, depth: depth + 1, inheritedName: name,
                unresolved: &unresolved)
        } else {
            result = ""
            // `:default=` supplies what an undefined setting would otherwise lack.
            if !parts.dropFirst().contains(where: { $0.hasPrefix("default=") }) { unresolved.append(name) }
        }
        for modifier in parts.dropFirst() {
            guard let transformed = Self.apply(modifier, to: result) else {
                unresolved.append(reference)
                return ""
            }
            result = transformed
        }
        return result
    }

    /// The index of the `)` or `}` closing the reference that starts at `text`'s first character,
    /// counting nested references.
    private static func matchingClose(_ text: Substring) -> Substring.Index? {
        guard let open = text.first, open == "(" || open == "{" else { return nil }
        let close: Character = open == "(" ? ")" : "}"
        var depth = 0
        for index in text.indices {
            if text[index] == open {
                depth += 1
            } else if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The operators Xcode templates use in bundle IDs (`$(PRODUCT_NAME:rfc1034identifier)`).
    private static func apply(_ modifier: String, to value: String) -> String? {
        let isAlphanumeric: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber) }
        if modifier.hasPrefix("default=") { return value.isEmpty ? String(modifier.dropFirst(8)) : value }
        switch modifier {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "rfc1034identifier": return String(value.map { isAlphanumeric($0) || $0 == "." ? $0 : "-" })
        case "identifier", "c99extidentifier": return String(value.map { isAlphanumeric($0) ? $0 : "_" })
        default: return nil
        }
    }
}
