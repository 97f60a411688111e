/// The file system as the entitlement readers see it. `AASACore` does no I/O of its own: the
/// command supplies the real files (`LocalFiles`), tests an in-memory tree.
package protocol FileAccess {
    /// What is at `path`, following symbolic links.
    func kind(of path: String) -> FileKind
    /// Random access to the regular file at `path`; `name` is how errors show it. Anything but a
    /// regular file (a FIFO standing in for an executable, a device) is refused, never opened.
    func open(_ path: String, name: String) throws(AppFileError) -> any ByteSource
    /// The names in the directory at `path`, in any order.
    func names(in path: String) throws(AppFileError) -> [String]
}

package enum FileKind: Sendable {
    case regular
    case directory
    /// A FIFO, a device, a socket.
    case special
    case missing
}
