/// Build settings resolved as Xcode resolves them: layers from lowest to highest precedence
/// (built-in defaults, the project's `.xcconfig`, the project's settings, the target's
/// `.xcconfig`, the target's settings; each `.xcconfig` assignment its own layer, so a later one
/// overrides an earlier one). `$(inherited)` in a layer means the value from the layers below it;
/// `$(NAME)` and `${NAME}` elsewhere mean NAME's final value.
///
/// A reference to a setting that no layer defines stays unexpanded and is reported, because a
/// silent empty string would turn `applinks:$(APP_DOMAIN)` into a different entry.
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
        let value = expand(layers[layer][name] ?? "", below: layer, depth: 0, inheritedName: name, unresolved: &unresolved)
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
            guard afterDollar < rest.endIndex, let close = Self.closing(rest[afterDollar]),
                let end = rest[afterDollar...].firstIndex(of: close)
            else {
                output.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let reference = String(rest[rest.index(after: afterDollar)..<end])
            let written = String(rest[dollar...end])
            rest = rest[rest.index(after: end)...]
            guard depth < Self.maximumDepth else {
                unresolved.append(reference)
                output += written
                continue
            }
            output += resolve(
                reference, written: written, layer: layer, depth: depth, inheritedName: inheritedName,
                unresolved: &unresolved)
        }
        return output + rest
    }

    private func resolve(
        _ reference: String, written: String, layer: Int, depth: Int, inheritedName: String?,
        unresolved: inout [String]
    ) -> String {
        let parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        let value: String
        if name == "inherited" {
            guard let inheritedName, let below = definingLayer(inheritedName, below: layer) else { return "" }
            value = expand(
                layers[below][inheritedName] ?? "", below: below, depth: depth + 1, inheritedName: inheritedName,
                unresolved: &unresolved)
        } else if let defining = definingLayer(name, below: layers.count) {
            value = expand(
                layers[defining][name] ?? "", below: defining, depth: depth + 1, inheritedName: name,
                unresolved: &unresolved)
        } else {
            unresolved.append(name)
            return written
        }
        var result = value
        for modifier in parts.dropFirst() {
            guard let transformed = Self.apply(modifier, to: result) else {
                unresolved.append(reference)
                return written
            }
            result = transformed
        }
        return result
    }

    private static func closing(_ open: Character) -> Character? {
        switch open {
        case "(": ")"
        case "{": "}"
        default: nil
        }
    }

    /// The operators Xcode templates use in bundle IDs (`$(PRODUCT_NAME:rfc1034identifier)`).
    private static func apply(_ modifier: String, to value: String) -> String? {
        let isAlphanumeric: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber) }
        switch modifier {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "rfc1034identifier": return String(value.map { isAlphanumeric($0) || $0 == "." ? $0 : "-" })
        case "identifier", "c99extidentifier": return String(value.map { isAlphanumeric($0) ? $0 : "_" })
        default: return nil
        }
    }
}
