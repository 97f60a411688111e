import FoundationEssentials

/// Reads a property list (an Info.plist, the plist inside a provisioning profile) whose top
/// level must be a dictionary, with the same guards as ``EntitlementsFile``: a size cap and the
/// binary-plist graph walk before Foundation decodes anything.
enum PropertyListDictionary {
    static func read(_ bytes: [UInt8], name: String) throws(AppFileError) -> [String: Any] {
        try readScanning(bytes, name: name).dictionary
    }

    /// The dictionary and what a scan of its XML text finds (binary lists are not scanned).
    /// UTF-16 and UTF-32 XML, which CoreFoundation reads, are transcoded first.
    static func readScanning(_ bytes: [UInt8], name: String) throws(AppFileError)
        -> (dictionary: [String: Any], scan: PropertyListText.Scan)
    {
        guard bytes.count <= EntitlementsFile.maximumSize else {
            throw AppFileError(
                .tooLarge, "\(name): \(bytes.count) bytes is more than a property list may have")
        }
        var bytes = bytes
        var scan = PropertyListText.Scan()
        if bytes.starts(with: Array("bplist".utf8)) {
            switch BinaryPropertyListGuard.check(bytes) {
            case .acceptable: break
            case .malformed(let reason): throw AppFileError(.notPropertyList, "\(name): \(reason)")
            case .tooComplex(let reason): throw AppFileError(.tooComplex, "\(name): \(reason)")
            }
        } else if let xml = PropertyListText.utf8XML(bytes) {
            bytes = xml
            scan = PropertyListText.scan(xml)
        } else {
            throw AppFileError(.notPropertyList, "\(name): not an XML or binary property list")
        }
        let root: Any
        do {
            root = try PropertyListReader.read(Data(bytes))
        } catch {
            throw AppFileError(.notPropertyList, "\(name): the property list does not parse")
        }
        guard let dictionary = root as? [String: Any] else {
            throw AppFileError(.notDictionary, "\(name): the top level is not a dictionary")
        }
        return (dictionary, scan)
    }

    /// `<` after an optional UTF-8 byte-order mark and white space.
    static func looksLikeXML(_ bytes: some Collection<UInt8>) -> Bool {
        var rest = bytes.prefix(64)[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        return rest.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }
}
