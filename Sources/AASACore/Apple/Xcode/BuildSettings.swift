import Synchronization

/// Build settings resolved as Xcode resolves them: layers from lowest to highest precedence
/// (built-in defaults, the project's `.xcconfig`, the project's settings, the target's
/// `.xcconfig`, the target's settings; each `.xcconfig` assignment its own layer, so a later one
/// overrides an earlier one). `$(inherited)` in a layer means the value from the layers below it;
/// `$(NAME)`, `${NAME}` and `$NAME` elsewhere mean NAME's final value, except in NAME's own
/// definition, where they mean the value below, as `$(inherited)` does.
///
/// A reference to a setting that no layer defines expands to the empty string, as in Xcode
/// (`$(BUNDLE_ID_SUFFIX)` is often set only for Debug), and its name is reported, so a caller can
/// refuse a result that would silently differ (`applinks:$(APP_DOMAIN)` becoming `applinks:`).
///
/// Work is linear in the project, whatever it holds: each (layer, setting) is expanded once and
/// remembered, so `B0 = $(B1)$(B1)` twenty levels deep costs twenty expansions, not a million; a
/// value longer than ``maximumValueLength`` or a cycle ends that setting's expansion; and all
/// expansions of one target together produce at most ``maximumWork`` bytes. Each such cut is a
/// ``Runaway`` naming the setting, never a silently short value.
package struct BuildSettings: Sendable {
    /// Lowest precedence first.
    package let layers: [[String: String]]
    /// What this target's settings expanded to so far, shared by every expansion.
    private let memory = SharedMemory()

    /// For each setting, the layers that set it, lowest first: finding the layer that defines a
    /// reference is a binary search, not a walk over every `.xcconfig` line.
    private let definitions: [String: [Int]]

    package init(layers: [[String: String]]) {
        self.layers = layers
        var definitions: [String: [Int]] = [:]
        for (index, layer) in layers.enumerated() {
            for name in layer.keys { definitions[name, default: []].append(index) }
        }
        self.definitions = definitions
    }

    /// References nested deeper than this end there (each level is a stack frame).
    static let maximumDepth = 32
    /// No setting's expanded value is longer than this (in UTF-8 bytes).
    static let maximumValueLength = 64 << 10
    /// The bytes all expansions of one target may produce together.
    static let maximumWork = 4 << 20
    /// Names kept per list of one expansion: enough to say what is wrong, bounded on hostile input.
    static let maximumNames = 16

    /// A setting whose expansion was cut short, and why.
    package struct Runaway: Sendable, Hashable {
        package enum Reason: Sendable {
            case cycle, tooLong, tooDeep, tooMuchWork
        }
        package var name: String
        package var reason: Reason

        /// `APP_DOMAIN refers back to itself through other settings`, the name escaped for any
        /// terminal or report, the limits named from the constants that set them.
        package var description: String {
            let setting = name.isEmpty ? "the text" : PrintableText.escaped(name, limit: 60)
            switch reason {
            case .cycle: return "\(setting) refers back to itself through other settings"
            case .tooLong: return "\(setting) expands to more than \(BuildSettings.maximumValueLength >> 10) KB"
            case .tooDeep: return "\(setting) nests references more than \(BuildSettings.maximumDepth) deep"
            case .tooMuchWork:
                return "\(setting) is past the expansion budget of the target "
                    + "(\(BuildSettings.maximumWork >> 20) MB in all)"
            }
        }
    }

    /// An expanded text, the settings it refers to that no layer defines, and the settings whose
    /// expansion was cut short (the value is then not what Xcode would build).
    package struct Expansion: Sendable, Equatable {
        package var value: String
        package var unresolved: [String] = []
        package var runaways: [Runaway] = []

        mutating func absorb(_ other: Expansion) {
            for name in other.unresolved where unresolved.count < maximumNames && !unresolved.contains(name) {
                unresolved.append(name)
            }
            for runaway in other.runaways where runaways.count < maximumNames && !runaways.contains(runaway) {
                runaways.append(runaway)
            }
        }
    }

    /// The expansion of `text` as if it were written above every layer.
    package func expand(_ text: String) -> Expansion {
        withExpander { $0.expand(text, in: layers.count, inheritedName: nil, depth: 0) }
    }

    /// The final value of `name`, expanded, or nil when no layer sets it.
    package func value(_ name: String) -> Expansion? {
        guard let layer = BuildSettings.definingLayer(name, below: layers.count, in: definitions) else { return nil }
        return withExpander { $0.setting(Key(layer: layer, name: name), depth: 0) }
    }

    private func withExpander(_ body: (inout Expander) -> Expansion) -> Expansion {
        memory.state.withLock { memory in
            var expander = Expander(layers: layers, definitions: definitions, memory: memory)
            defer { memory = expander.memory }
            return body(&expander)
        }
    }

    final class SharedMemory: Sendable {
        let state = Mutex(Memory())
    }

    /// Expansions already made, by (layer, setting), and the work spent.
    struct Memory: Sendable {
        var expanded: [Key: Expansion] = [:]
        var inProgress: Set<Key> = []
        var work = 0
    }

    struct Key: Hashable, Sendable {
        var layer: Int
        var name: String
    }

    private struct Expander {
        let layers: [[String: String]]
        let definitions: [String: [Int]]
        var memory: Memory

        /// Expands references in `text`, which was found in the layer at index `layer` (for
        /// `$(inherited)`, which reads `inheritedName` from the layers under it).
        mutating func expand(_ text: String, in layer: Int, inheritedName: String?, depth: Int) -> Expansion {
            var result = Expansion(value: "")
            var rest = Substring(text)
            while let dollar = rest.firstIndex(of: "$") {
                append(rest[..<dollar], to: &result, owner: inheritedName)
                let afterDollar = rest.index(after: dollar)
                var reference: String
                if let name = Self.bareName(rest[afterDollar...]) {
                    // `$NAME` without brackets is a reference too, as in the shell and in Xcode.
                    reference = String(name)
                    rest = rest[name.endIndex...]
                } else if afterDollar < rest.endIndex, let end = matchingClose(rest[afterDollar...]) {
                    // A reference's name may itself hold references: $(STYLE_$(DEVELOPMENT_TEAM)).
                    reference = String(rest[rest.index(after: afterDollar)..<end])
                    rest = rest[rest.index(after: end)...]
                } else {
                    append("$", to: &result, owner: inheritedName)
                    rest = rest[afterDollar...]
                    continue
                }
                guard depth < BuildSettings.maximumDepth else {
                    result.absorb(BuildSettings.cut(inheritedName ?? "", .tooDeep))
                    continue
                }
                if reference.contains("$") {
                    let name = expand(reference, in: layer, inheritedName: inheritedName, depth: depth + 1)
                    result.absorb(name)
                    reference = name.value
                }
                let resolved = resolve(reference, in: layer, inheritedName: inheritedName, depth: depth)
                result.absorb(resolved)
                let referenced = reference.prefix { $0 != ":" }
                append(resolved.value, to: &result, owner: referenced == "inherited" ? inheritedName?[...] : referenced)
                if !result.runaways.isEmpty, result.value.utf8.count >= BuildSettings.maximumValueLength { break }
            }
            append(rest, to: &result, owner: inheritedName)
            return result
        }

        /// The name of a `$NAME` reference at the start of `text`: a letter or `_`, then letters,
        /// digits and `_`; nil when `text` starts with anything else (`$(`, `${`, `$5`).
        private static func bareName(_ text: Substring) -> Substring? {
            guard let first = text.first, first == "_" || (first.isASCII && first.isLetter) else { return nil }
            let end = text.firstIndex { !($0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber))) } ?? text.endIndex
            return text[..<end]
        }

        /// Appends within the value length and the work budget, recording a cut as a runaway.
        private mutating func append<Text: StringProtocol, Owner: StringProtocol>(
            _ text: Text, to result: inout Expansion, owner: Owner?
        ) {
            guard !text.isEmpty else { return }
            let room = BuildSettings.maximumValueLength - result.value.utf8.count
            guard memory.work < BuildSettings.maximumWork else {
                result.absorb(BuildSettings.cut(owner ?? "", .tooMuchWork))
                return
            }
            let count = text.utf8.count
            guard count <= room else {
                result.value += String(decoding: text.utf8.prefix(max(room, 0)), as: UTF8.self)
                memory.work += max(room, 0)
                result.absorb(BuildSettings.cut(owner ?? "", .tooLong))
                return
            }
            result.value += text
            memory.work += count
        }

        private mutating func resolve(
            _ reference: String, in layer: Int, inheritedName: String?, depth: Int
        ) -> Expansion {
            let parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            var result: Expansion
            // A setting that names itself means the value below, as `$(inherited)` does: Xcode
            // reads `OTHER_LDFLAGS = $(OTHER_LDFLAGS) -ObjC` and `DEVELOPMENT_TEAM =
            // $(DEVELOPMENT_TEAM)` that way, never as a cycle.
            if name == "inherited" || name == inheritedName {
                guard let inheritedName,
                    let below = BuildSettings.definingLayer(inheritedName, below: layer, in: definitions)
                else {
                    return Expansion(value: "")
                }
                result = setting(Key(layer: below, name: inheritedName), depth: depth + 1)
            } else if let defining = BuildSettings.definingLayer(name, below: layers.count, in: definitions) {
                result = setting(Key(layer: defining, name: name), depth: depth + 1)
            } else {
                result = Expansion(value: "")
                // `:default=` supplies what an undefined setting would otherwise lack.
                if !parts.dropFirst().contains(where: { $0.hasPrefix("default=") }) { result.unresolved = [name] }
            }
            for modifier in parts.dropFirst() {
                guard let transformed = BuildSettings.apply(modifier, to: result.value) else {
                    result.absorb(Expansion(value: "", unresolved: [reference]))
                    result.value = ""
                    return result
                }
                result.value = transformed
            }
            return result
        }

        /// The value the layer at `key.layer` gives `key.name`, expanded once per target.
        mutating func setting(_ key: Key, depth: Int) -> Expansion {
            if let known = memory.expanded[key] { return known }
            // `$(inherited)` chains are as long as an .xcconfig has lines: the lower definitions
            // are expanded first, lowest first, so that each finds the one below it remembered
            // instead of recursing once per line.
            for lower in definitions[key.name] ?? [] where lower < key.layer {
                let below = Key(layer: lower, name: key.name)
                if memory.expanded[below] == nil { _ = expandOnce(below, depth: depth) }
            }
            return expandOnce(key, depth: depth)
        }

        private mutating func expandOnce(_ key: Key, depth: Int) -> Expansion {
            guard !memory.inProgress.contains(key) else {
                return BuildSettings.cut(key.name, .cycle)
            }
            guard depth < BuildSettings.maximumDepth else {
                return BuildSettings.cut(key.name, .tooDeep)
            }
            memory.inProgress.insert(key)
            let result = expand(layers[key.layer][key.name] ?? "", in: key.layer, inheritedName: key.name, depth: depth)
            memory.inProgress.remove(key)
            memory.expanded[key] = result
            return result
        }

        /// The index of the `)` or `}` closing the reference that starts at `text`'s first
        /// character, counting nested references. What it reads is charged to the work budget:
        /// a value of many unclosed `$(` would otherwise be read again from each one.
        private mutating func matchingClose(_ text: Substring) -> Substring.Index? {
            guard let open = text.first, open == "(" || open == "{" else { return nil }
            let close: Character = open == "(" ? ")" : "}"
            var depth = 0
            for index in text.indices {
                memory.work += 1
                if text[index] == open {
                    depth += 1
                } else if text[index] == close {
                    depth -= 1
                    if depth == 0 { return index }
                }
                if memory.work >= BuildSettings.maximumWork { return nil }
            }
            return nil
        }
    }

    /// The highest layer under `limit` that sets `name`.
    fileprivate static func definingLayer(_ name: String, below limit: Int, in definitions: [String: [Int]]) -> Int? {
        guard let layers = definitions[name] else { return nil }
        var low = 0
        var high = layers.count
        while low < high {
            let middle = (low + high) / 2
            if layers[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? layers[low - 1] : nil
    }

    /// An empty expansion that records `name`'s cut.
    fileprivate static func cut(_ name: some StringProtocol, _ reason: Runaway.Reason) -> Expansion {
        Expansion(value: "", runaways: [Runaway(name: String(name), reason: reason)])
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
