/// Finds and reads the main executable of an `.app` directory.
///
/// iOS bundles keep Info.plist and the executable at the top; macOS bundles keep them in
/// `Contents/` and `Contents/MacOS/`. Without `CFBundleExecutable`, the one Mach-O file where
/// the executable belongs is taken; none or several is an error.
enum AppBundle {
    /// Bounds the directory listing when looking for the executable.
    static let maximumListedFiles = 10_000

    static func read(at path: String, name: String, files: any FileAccess) throws(AppFileError)
        -> EntitlementsFile
    {
        let contents = path + "/Contents"
        let isMacOS = files.kind(of: contents + "/Info.plist") != .missing
        let infoPath = (isMacOS ? contents : path) + "/Info.plist"
        let executableDirectory = isMacOS ? contents + "/MacOS" : path
        var executable: String?
        if files.kind(of: infoPath) != .missing {
            let infoName = "\(name)/\(isMacOS ? "Contents/" : "")Info.plist"
            let info = try files.open(infoPath, name: infoName)
            guard info.count <= EntitlementsFile.maximumSize else {
                throw AppFileError(
                    .tooLarge, "\(infoName): \(info.count) bytes is more than an Info.plist has")
            }
            executable = try BundleExecutable.name(infoPlist: info.read(0..<info.count), name: infoName)
        }
        let file: String
        if let executable {
            file = executable
        } else {
            file = try onlyMachO(in: executableDirectory, name: name, files: files)
        }
        let executablePath = executableDirectory + "/" + file
        let shownName = "\(name)/\(isMacOS ? "Contents/MacOS/" : "")\(PrintableText.escaped(file))"
        switch files.kind(of: executablePath) {
        case .missing, .directory:
            throw AppFileError(.noExecutable, "\(shownName): the bundle's executable is missing")
        case .regular, .special:
            return try MachOFile.read(files.open(executablePath, name: shownName), name: shownName)
        }
    }

    private static func onlyMachO(in directory: String, name: String, files: any FileAccess)
        throws(AppFileError) -> String
    {
        let listed: [String]
        do {
            listed = try files.names(in: directory)
        } catch {
            throw AppFileError(.unreadable, "\(name): cannot list the bundle's files")
        }
        var found: [String] = []
        for file in listed.sorted().prefix(maximumListedFiles) {
            let path = directory + "/" + file
            guard files.kind(of: path) == .regular,
                let bytes = try? files.open(path, name: file), bytes.count >= 4,
                let head = try? bytes.read(0..<4), MachOFile.magic(head) != nil
            else { continue }
            found.append(file)
        }
        guard found.count == 1, let only = found.first else {
            let shown = found.prefix(5).map { PrintableText.escaped($0) }.joined(separator: ", ")
            throw AppFileError(
                .noExecutable,
                found.isEmpty
                    ? "\(name): no Info.plist names a CFBundleExecutable and the bundle holds no Mach-O executable"
                    : "\(name): no Info.plist names a CFBundleExecutable and the bundle holds several Mach-O files "
                        + "(\(shown)); pass the executable itself")
        }
        return only
    }
}
