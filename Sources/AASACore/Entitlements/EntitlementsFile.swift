import Foundation

/// The parts of a `.entitlements` property list (XML or binary) that aasa checks.
public struct EntitlementsFile: Sendable, Hashable {
    public static let associatedDomainsKey = "com.apple.developer.associated-domains"
    /// The signed app's key first, then the macOS spelling.
    public static let applicationIdentifierKeys = ["application-identifier", "com.apple.application-identifier"]
    /// Real entitlements files are a few kilobytes.
    public static let maximumSize = 4 * 1024 * 1024

    /// The entries as written, in file order; empty when the key is absent.
    public var associatedDomains: [String]
    /// The app ID the file names, if any.
    public var applicationIdentifier: String?

    public init(associatedDomains: [String] = [], applicationIdentifier: String? = nil) {
        self.associatedDomains = associatedDomains
        self.applicationIdentifier = applicationIdentifier
    }

    /// Reads an entitlements file; `name` (usually its path) is used in error messages.
    public static func read(_ data: Data, name: String) throws(EntitlementsFileError) -> EntitlementsFile {
        let shownName = PrintableText.escaped(name, limit: 200)
        let root = try propertyList(data, name: shownName)
        guard let dictionary = root as? [String: Any] else {
            throw EntitlementsFileError(.notDictionary, "\(shownName): the top level is not a dictionary")
        }
        var file = EntitlementsFile()
        if let value = dictionary[associatedDomainsKey] {
            file.associatedDomains = try strings(value, name: shownName)
        }
        for key in applicationIdentifierKeys {
            guard let value = dictionary[key] else { continue }
            guard let identifier = value as? String else {
                throw EntitlementsFileError(
                    .wrongType, "\(shownName): \(key) is \(PropertyListValue.describe(value)), not a string")
            }
            file.applicationIdentifier = identifier
            break
        }
        return file
    }

    private static func propertyList(_ data: Data, name: String) throws(EntitlementsFileError) -> Any {
        guard data.count <= maximumSize else {
            throw EntitlementsFileError(
                .tooLarge, "\(name): \(data.count) bytes is more than the \(maximumSize) an entitlements file may have")
        }
        let bytes = [UInt8](data.prefix(64))
        if bytes.starts(with: Array("bplist".utf8)) {
            switch BinaryPropertyListGuard.check([UInt8](data)) {
            case .acceptable: break
            case .malformed(let reason): throw EntitlementsFileError(.notPropertyList, "\(name): \(reason)")
            case .tooComplex(let reason): throw EntitlementsFileError(.tooComplex, "\(name): \(reason)")
            }
        } else if !looksLikeXML(bytes) {
            throw EntitlementsFileError(.notPropertyList, "\(name): not an XML or binary property list")
        }
        do {
            return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            // Foundation's error text spans lines and quotes parser internals; the caller needs one line.
            throw EntitlementsFileError(.notPropertyList, "\(name): the property list does not parse")
        }
    }

    /// XML starts with `<` after an optional UTF-8 byte-order mark and white space. Old-style
    /// (OpenStep) text property lists are refused: Xcode never writes them for entitlements.
    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        let first = rest.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "<")
    }

    private static func strings(_ value: Any, name: String) throws(EntitlementsFileError) -> [String] {
        guard let array = value as? [Any] else {
            throw EntitlementsFileError(
                .wrongType,
                "\(name): \(associatedDomainsKey) is \(PropertyListValue.describe(value)), not an array of strings")
        }
        var entries: [String] = []
        for (index, element) in array.enumerated() {
            guard let entry = element as? String else {
                throw EntitlementsFileError(
                    .wrongType,
                    "\(name): item \(index) of \(associatedDomainsKey) is \(PropertyListValue.describe(element)), "
                        + "not a string")
            }
            entries.append(entry)
        }
        return entries
    }
}
