import AASACore
import Foundation

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

    func open(_ path: String, name: String) throws(EntitlementsFileError) -> any ByteSource {
        try FileBytes(path: path, name: name)
    }

    func names(in path: String) throws(EntitlementsFileError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw EntitlementsFileError(.unreadable, "\(path): cannot list the directory")
        }
    }
}
