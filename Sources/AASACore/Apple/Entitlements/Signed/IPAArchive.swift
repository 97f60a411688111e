/// Reads the entitlements of the app inside an `.ipa`: a zip whose `Payload/` folder holds one
/// `<Name>.app` bundle, whose Info.plist names the executable (`CFBundleExecutable`).
/// App extensions and watch apps sit deeper in the bundle and are not read.
enum IPAArchive {
    /// Without `CFBundleExecutable`, at most this many top-level bundle files are opened to look
    /// for the one Mach-O.
    static let maximumSniffedEntries = 64

    static func read(_ source: any ByteSource, name: String) throws(AppFileError) -> EntitlementsFile {
        let archive = try ZipArchive(source, name: name)
        let app = try appFolder(archive.entries, name: name)
        let infoPath = "\(app)/Info.plist"
        var executable: String?
        if let info = archive.entries.first(where: { $0.path == infoPath }) {
            let infoName = "\(name): \(PrintableText.escaped(infoPath))"
            guard info.uncompressedSize <= EntitlementsFile.maximumSize else {
                throw AppFileError(.tooLarge, "\(infoName) is \(info.uncompressedSize) bytes")
            }
            let bytes = try archive.open(info)
            executable = try BundleExecutable.name(infoPlist: bytes.read(0..<bytes.count), name: infoName)
        }
        let entry: ZipEntry
        if let executable {
            let path = "\(app)/\(executable)"
            guard let found = archive.entries.first(where: { $0.path == path }) else {
                throw AppFileError(
                    .noExecutable,
                    "\(name): the executable \(PrintableText.escaped(path)) named by Info.plist is missing")
            }
            entry = found
        } else {
            entry = try onlyMachO(in: archive, app: app, name: name)
        }
        let entryName = "\(name): \(PrintableText.escaped(entry.path))"
        return try MachOFile.read(archive.open(entry), name: entryName)
    }

    /// `Payload/<Name>.app`, which must be the only app at that level.
    private static func appFolder(_ entries: [ZipEntry], name: String) throws(AppFileError) -> String {
        var apps: [String] = []
        for entry in entries {
            let parts = entry.path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[0] == "Payload", parts[1].hasSuffix(".app") else { continue }
            let folder = "Payload/\(parts[1])"
            if !apps.contains(folder) { apps.append(folder) }
            guard apps.count <= 1 else {
                throw AppFileError(
                    .noExecutable, "\(name): Payload/ holds several apps (\(apps.map { PrintableText.escaped($0) }))")
            }
        }
        guard let app = apps.first else {
            throw AppFileError(.noExecutable, "\(name): the archive has no Payload/<Name>.app; is it an .ipa?")
        }
        return app
    }

    private static func onlyMachO(in archive: ZipArchive, app: String, name: String) throws(AppFileError)
        -> ZipEntry
    {
        let candidates = archive.entries.filter {
            $0.path.hasPrefix(app + "/") && !$0.path.dropFirst(app.count + 1).contains("/")
                && $0.path.count > app.count + 1 && $0.uncompressedSize >= 4
        }
        var found: [ZipEntry] = []
        for entry in candidates.prefix(maximumSniffedEntries) {
            guard let bytes = try? archive.open(entry), let head = try? bytes.read(0..<4),
                MachOFile.magic(head) != nil
            else { continue }
            found.append(entry)
        }
        guard found.count == 1, let only = found.first else {
            throw AppFileError(
                .noExecutable,
                "\(name): \(PrintableText.escaped(app)) names no CFBundleExecutable and holds "
                    + (found.isEmpty ? "no Mach-O executable" : "several Mach-O files"))
        }
        return only
    }
}
