import AASACore
import AASAVerification
import FoundationEssentials

/// Reads one `--entitlements` argument: a property list, a signed executable, an `.app`
/// directory, an `.ipa` or a `.mobileprovision` (`-` is standard input). Files are read by
/// seeking, so a large executable or archive is not loaded whole.
enum EntitlementsInput {
    /// The file's entries, each claimed by the file's app ID, or by `--app-id` when given (it
    /// replaces the file's). A file that names no domains is an error, never an empty check.
    static func claims(_ path: String, replacingAppIDs: [String]) throws(UsageError) -> [EntryClaim] {
        let signed = try read(path)
        let file = signed.entitlements
        let name = path == "-" ? "standard input" : PrintableText.escaped(path, limit: 200)
        guard !file.associatedDomains.isEmpty else {
            if signed.grantsAnyAssociatedDomain {
                throw UsageError(
                    "'\(TerminalSafe(path))' grants associated domains as '*' (any domain the app claims), not a "
                        + "list: name the domains, or pass the app's .entitlements, executable, .app or .ipa")
            }
            throw UsageError(
                file.declaresAssociatedDomains
                    ? "'\(TerminalSafe(path))' lists no associated domains (\(EntitlementsFile.associatedDomainsKey) "
                        + "is empty): nothing to verify"
                    : "'\(TerminalSafe(path))' has no \(EntitlementsFile.associatedDomainsKey) key: the app claims no "
                        + "associated domains")
        }
        var appIDs = replacingAppIDs
        var unchecked: UncheckedApp?
        if appIDs.isEmpty, let appID = file.applicationIdentifier {
            if AppID.isBuildSettingPlaceholder(appID) {
                unchecked = .placeholder(appID, in: name)
            } else {
                appIDs = [appID]
            }
        }
        let positions = signed.container == .propertyList && path != "-" ? file.associatedDomainPositions : []
        return file.associatedDomains.enumerated().map { index, entry in
            EntryClaim(
                text: entry, bareHostMeansAppLinks: false, appIDs: appIDs,
                source: source(name, path: path, positions: positions, index: index),
                unchecked: unchecked,
                findings: signed.notes.map { note in
                    var note = note
                    note.entry = entry
                    return note
                })
        }
    }

    /// An entry of a property list in the repository is placed on its line; one of a signed
    /// build is named by the build alone.
    static func source(_ name: String, path: String, positions: [SourcePosition], index: Int) -> ClaimSource {
        guard positions.indices.contains(index) else { return ClaimSource(name) }
        return ClaimSource(name, file: path, position: positions[index])
    }

    static func read(_ path: String) throws(UsageError) -> SignedEntitlements {
        // Standard input, pipes (`<(...)`) and devices cannot seek: read them whole, with InputFile's cap.
        if path == "-" || !isSeekable(path) {
            let bytes = try InputFile.read(path, what: "entitlements file")
            return try UsageError.reading { () throws(AppFileError) in
                try SignedEntitlementsReader.read(Data(bytes), name: path)
            }
        }
        return try UsageError.reading { () throws(AppFileError) in
            try SignedEntitlementsReader.read(path: path, name: path, files: LocalFiles())
        }
    }

    /// A regular file or a directory (an .app bundle).
    private static func isSeekable(_ path: String) -> Bool {
        [.regular, .directory].contains(LocalFiles().kind(of: path))
    }
}
