import AASACore
import Foundation

/// Reads one `--entitlements` argument: a property list, a signed executable, an `.app`
/// directory, an `.ipa` or a `.mobileprovision` (`-` is standard input). Files are read by
/// seeking, so a large executable or archive is not loaded whole.
enum EntitlementsInput {
    static func read(_ path: String) throws(UsageError) -> SignedEntitlements {
        // Standard input, pipes (`<(...)`) and devices cannot seek: read them whole, with InputFile's cap.
        if path == "-" || !isSeekable(path) {
            let bytes = try InputFile.read(path, what: "entitlements file")
            return try reading { () throws(EntitlementsFileError) in
                try SignedEntitlementsReader.read(Data(bytes), name: path)
            }
        }
        return try reading { () throws(EntitlementsFileError) in
            try SignedEntitlementsReader.read(contentsOf: URL(fileURLWithPath: path), name: path)
        }
    }

    /// A regular file or a directory (an .app bundle).
    private static func isSeekable(_ path: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let type = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
        return type == .typeRegular || type == .typeDirectory
    }

    private static func reading(_ body: () throws(EntitlementsFileError) -> SignedEntitlements)
        throws(UsageError) -> SignedEntitlements
    {
        do {
            return try body()
        } catch {
            throw UsageError(TerminalText.sanitize(error.message))
        }
    }
}
