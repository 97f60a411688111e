import AASACore
import FoundationEssentials

/// The real file system, for the core's entitlement readers.
struct LocalFiles: FileAccess {
    func kind(of path: String) -> FileKind {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else { return .missing }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: return .regular
        case .typeDirectory?: return .directory
        default: return .special
        }
    }

    /// Anything but a regular file (a FIFO standing in for an app's executable, a device) is
    /// refused before it is opened: opening a FIFO waits for a writer that may never come.
    func open(_ path: String, name: String) throws(AppFileError) -> any ByteSource {
        guard kind(of: path) == .regular else {
            throw AppFileError(.unreadable, "\(name): not a regular file")
        }
        return try FileBytes(path: path, name: name)
    }

    func names(in path: String) throws(AppFileError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw AppFileError(.unreadable, "\(path): cannot list the directory")
        }
    }
}
