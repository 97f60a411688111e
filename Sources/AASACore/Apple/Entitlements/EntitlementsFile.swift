import FoundationEssentials

/// The parts of a `.entitlements` property list (XML or binary) that aasa checks.
package struct EntitlementsFile: Sendable, Hashable {
    package static let associatedDomainsKey = "com.apple.developer.associated-domains"
    /// The signed app's key first, then the macOS spelling.
    package static let applicationIdentifierKeys = ["application-identifier", "com.apple.application-identifier"]
    /// Real entitlements files are a few kilobytes.
    package static let maximumSize = 4 * 1024 * 1024

    /// The entries as written, in file order; empty when the key is absent.
    package var associatedDomains: [String]
    /// Whether the associated-domains key is present at all (an empty list is not a missing key).
    package var declaresAssociatedDomains: Bool
    /// The app ID the file names, if any.
    package var applicationIdentifier: String?
    /// Keys the property list holds twice (`Outer.Inner` for nested ones): Foundation keeps one
    /// value silently, and which one the system uses is undefined.
    package var duplicateKeys: [String]
    /// Where each entry of `associatedDomains` is written in the file's XML text, in the same
    /// order; empty when the file is binary or the text did not give one place per entry.
    package var associatedDomainPositions: [SourcePosition] = []
    /// Read from the `__TEXT,__entitlements` section a simulator build carries instead of a
    /// device signature.
    package var fromSimulatorSection: Bool

    package init(
        associatedDomains: [String] = [], applicationIdentifier: String? = nil, duplicateKeys: [String] = [],
        fromSimulatorSection: Bool = false
    ) {
        self.associatedDomains = associatedDomains
        self.declaresAssociatedDomains = !associatedDomains.isEmpty
        self.applicationIdentifier = applicationIdentifier
        self.duplicateKeys = duplicateKeys
        self.fromSimulatorSection = fromSimulatorSection
    }

    /// Reads an entitlements file; `name` (usually its path) is used in error messages.
    package static func read(_ data: Data, name: String) throws(AppFileError) -> EntitlementsFile {
        let shownName = PrintableText.escaped(name, limit: 200)
        let (dictionary, scan) = try PropertyListDictionary.readScanning([UInt8](data), name: shownName)
        var file = try EntitlementsFile(dictionary, name: shownName)
        file.apply(scan)
        return file
    }

    /// What the scan of the file's text found that the decoded values do not say.
    mutating func apply(_ scan: PropertyListText.Scan) {
        duplicateKeys = scan.duplicateKeys
        // A place per entry, or none: a count that differs means the scan misread the text.
        associatedDomainPositions =
            scan.associatedDomainPositions.count == associatedDomains.count ? scan.associatedDomainPositions : []
    }

    /// The entitlements of a dictionary already read: a file's top level.
    init(_ dictionary: [String: Any], name: String) throws(AppFileError) {
        self.init()
        if let value = dictionary[Self.associatedDomainsKey] {
            associatedDomains = try Self.strings(value, name: name)
            declaresAssociatedDomains = true
        }
        applicationIdentifier = try Self.applicationIdentifier(in: dictionary, name: name)
    }

    /// `application-identifier`, or on macOS `com.apple.application-identifier`: in an entitlements
    /// file and in a provisioning profile's `Entitlements` alike.
    static func applicationIdentifier(in dictionary: [String: Any], name: String) throws(AppFileError)
        -> String?
    {
        for key in applicationIdentifierKeys {
            guard let value = dictionary[key] else { continue }
            guard let identifier = value as? String else {
                throw AppFileError(
                    .wrongType, "\(name): \(key) is \(PropertyListValue.describe(value)), not a string")
            }
            return identifier
        }
        return nil
    }

    private static func strings(_ value: Any, name: String) throws(AppFileError) -> [String] {
        guard let array = value as? [Any] else {
            throw AppFileError(
                .wrongType,
                "\(name): \(associatedDomainsKey) is \(PropertyListValue.describe(value)), not an array of strings")
        }
        var entries: [String] = []
        for (index, element) in array.enumerated() {
            guard let entry = element as? String else {
                throw AppFileError(
                    .wrongType,
                    "\(name): item \(index) of \(associatedDomainsKey) is \(PropertyListValue.describe(element)), "
                        + "not a string")
            }
            entries.append(entry)
        }
        return entries
    }
}
