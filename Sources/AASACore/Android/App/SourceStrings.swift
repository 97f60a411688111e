/// The `<string>` resources of a module's `res/values/*.xml` (the default configuration, as
/// Gradle's standard `src/main/` layout puts them beside `AndroidManifest.xml`): what
/// `@string/NAME` in a source manifest becomes when the app is built.
package struct SourceStrings: Sendable, Hashable {
    package var values: [String: String] = [:]

    package init() {}

    /// Adds the strings of one values file; a file that is not a `<resources>` document adds none.
    package mutating func add(_ bytes: [UInt8], name: String) throws(AppFileError) {
        let root = try SourceManifest.read(bytes, name: name)
        guard root.name == "resources" else { return }
        for child in root.children where child.name == "string" {
            guard let key = child.plainValue("name")?.written else { continue }
            // aapt reads a value in quotes as the text inside them, and its escapes as a
            // manifest's (`\'` the quote).
            var text = Substring(child.text).trimmingWhitespaceAndNewlines
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = text.dropFirst().dropLast() }
            values[key] = AaptEscapes.unescaped(String(text))
        }
    }

    /// `@string/NAME` as its value, following `@string/OTHER` a few times; nil when not defined.
    package func resolve(_ reference: String) -> String? {
        var current = reference
        for _ in 0..<8 {
            guard current.hasPrefix("@string/"), let value = values[String(current.dropFirst(8))] else { return nil }
            guard value.hasPrefix("@string/") else { return value }
            current = value
        }
        return nil
    }
}
