import FoundationEssentials

/// Reads entitlements from whatever `--entitlements` names: a `.entitlements` property list, a
/// signed Mach-O executable (thin or universal), an `.app` directory, an `.ipa` archive, or a
/// `.mobileprovision`. The format is recognised from the content, not the file name.
package enum SignedEntitlementsReader {
    /// Reads bytes already in memory (standard input); `name` appears in error messages.
    package static func read(_ data: Data, name: String) throws(AppFileError) -> SignedEntitlements {
        try read(MemoryBytes([UInt8](data)), name: PrintableText.escaped(name, limit: 200))
    }

    /// Reads a file by seeking, so a large executable or archive costs only the parts read, or
    /// an `.app` directory.
    package static func read(path: String, name: String, files: any FileAccess) throws(AppFileError)
        -> SignedEntitlements
    {
        let shownName = PrintableText.escaped(name, limit: 200)
        switch files.kind(of: path) {
        case .missing:
            throw AppFileError(.unreadable, "\(shownName): no such file or directory")
        case .directory:
            return SignedEntitlements(
                entitlements: try AppBundle.read(at: path, name: shownName, files: files), container: .appBundle)
        case .regular, .special:
            return try read(files.open(path, name: shownName), name: shownName)
        }
    }

    static func read(_ source: any ByteSource, name: String) throws(AppFileError) -> SignedEntitlements {
        let head = try source.read(at: 0, length: min(source.count, 64), what: "start", name: name)
        if head.starts(with: Array("bplist".utf8)) || PropertyListText.utf8XML(head) != nil {
            return try wholePropertyList(source, name: name)
        }
        if MachOFile.magic(head) != nil {
            return SignedEntitlements(entitlements: try MachOFile.read(source, name: name), container: .machO)
        }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            return SignedEntitlements(entitlements: try IPAArchive.read(source, name: name), container: .ipa)
        }
        if ProvisioningProfile.looksLikeDER(head) {
            guard source.count <= EntitlementsFile.maximumSize else {
                throw AppFileError(.tooLarge, "\(name): \(source.count) bytes is more than a profile has")
            }
            return try ProvisioningProfile.read(source.read(0..<source.count), name: name)
        }
        throw AppFileError(
            .unrecognizedFormat,
            "\(name): not an entitlements property list, a Mach-O executable, an .ipa or a .mobileprovision")
    }

    /// An entitlements property list, or a decoded provisioning profile (its entitlements sit in
    /// an `Entitlements` dictionary beside `TeamIdentifier` and `ExpirationDate`).
    private static func wholePropertyList(_ source: any ByteSource, name: String) throws(AppFileError)
        -> SignedEntitlements
    {
        guard source.count <= EntitlementsFile.maximumSize else {
            throw AppFileError(
                .tooLarge,
                "\(name): \(source.count) bytes is more than the \(EntitlementsFile.maximumSize) "
                    + "an entitlements file may have")
        }
        let bytes = try source.read(0..<source.count)
        let (dictionary, scan) = try PropertyListDictionary.readScanning(bytes, name: name)
        if dictionary[EntitlementsFile.associatedDomainsKey] == nil, dictionary["Entitlements"] is [String: Any] {
            var profile = try ProvisioningProfile.read(decoded: dictionary, name: name, container: .decodedProfile)
            // The profile's entries sit one level deeper: the scan places only a file's own.
            profile.entitlements.duplicateKeys = scan.duplicateKeys
            return profile
        }
        var file = try EntitlementsFile(dictionary, name: name)
        file.apply(scan)
        return SignedEntitlements(entitlements: file, container: .propertyList)
    }
}
