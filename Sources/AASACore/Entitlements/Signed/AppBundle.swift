import Foundation

/// Finds and reads the main executable of an `.app` directory.
///
/// iOS bundles keep Info.plist and the executable at the top; macOS bundles keep them in
/// `Contents/` and `Contents/MacOS/`. Without `CFBundleExecutable`, the one Mach-O file where
/// the executable belongs is taken; none or several is an error.
enum AppBundle {
    /// Bounds the directory listing when looking for the executable.
    static let maximumListedFiles = 10_000

    static func read(at url: URL, name: String) throws(EntitlementsFileError) -> EntitlementsFile {
        let contents = url.appendingPathComponent("Contents")
        let isMacOS = FileManager.default.fileExists(atPath: contents.appendingPathComponent("Info.plist").path)
        let infoURL = (isMacOS ? contents : url).appendingPathComponent("Info.plist")
        let executableDirectory = isMacOS ? contents.appendingPathComponent("MacOS") : url
        var executable: String?
        if FileManager.default.fileExists(atPath: infoURL.path) {
            let infoName = "\(name)/\(isMacOS ? "Contents/" : "")Info.plist"
            let info = try FileBytes(path: infoURL.path, name: infoName)
            guard info.count <= EntitlementsFile.maximumSize else {
                throw EntitlementsFileError(
                    .tooLarge, "\(infoName): \(info.count) bytes is more than an Info.plist has")
            }
            executable = try BundleExecutable.name(infoPlist: info.read(0..<info.count), name: infoName)
        }
        let file: String
        if let executable {
            file = executable
        } else {
            file = try onlyMachO(in: executableDirectory, name: name)
        }
        let executableURL = executableDirectory.appendingPathComponent(file)
        let shownName = "\(name)/\(isMacOS ? "Contents/MacOS/" : "")\(PrintableText.escaped(file))"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: executableURL.path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else {
            throw EntitlementsFileError(.noExecutable, "\(shownName): the bundle's executable is missing")
        }
        return try MachOFile.read(FileBytes(path: executableURL.path, name: shownName), name: shownName)
    }

    private static func onlyMachO(in directory: URL, name: String) throws(EntitlementsFileError) -> String {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw EntitlementsFileError(.unreadable, "\(name): cannot list the bundle's files")
        }
        var found: [String] = []
        for file in files.sorted().prefix(maximumListedFiles) {
            let path = directory.appendingPathComponent(file).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let bytes = try? FileBytes(path: path, name: file), bytes.count >= 4,
                let head = try? bytes.read(0..<4), MachOFile.magic(head) != nil
            else { continue }
            found.append(file)
        }
        guard found.count == 1, let only = found.first else {
            let shown = found.prefix(5).map { PrintableText.escaped($0) }.joined(separator: ", ")
            throw EntitlementsFileError(
                .noExecutable,
                found.isEmpty
                    ? "\(name): no Info.plist names a CFBundleExecutable and the bundle holds no Mach-O executable"
                    : "\(name): no Info.plist names a CFBundleExecutable and the bundle holds several Mach-O files "
                        + "(\(shown)); pass the executable itself")
        }
        return only
    }
}
