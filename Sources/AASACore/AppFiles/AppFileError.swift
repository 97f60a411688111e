/// Why an app's file (an entitlements file, a signed executable, an .ipa, an APK, a bundle, a
/// manifest) could not be read. These are operator mistakes (the command exits 2), not findings
/// about a domain.
package struct AppFileError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Code: String, Sendable, Hashable {
        /// Larger than ``EntitlementsFile/maximumSize``.
        case tooLarge
        /// Neither an XML nor a binary property list, or one that does not parse.
        case notPropertyList
        /// Nested too deeply or with too many objects to read safely.
        case tooComplex
        /// The top level is not a dictionary with string keys.
        case notDictionary
        /// A known key holds the wrong type.
        case wrongType
        /// Not a property list, a Mach-O executable, an .app bundle, an .ipa or a provisioning profile.
        case unrecognizedFormat
        /// A structure of a binary, archive or profile reaches past the end of the file.
        case truncated
        /// A binary, archive or profile whose structure is damaged or implausible.
        case malformed
        /// A valid zip archive in a form aasa does not read (zip64, several disks, encryption,
        /// a compression other than deflate).
        case unsupportedArchive
        /// A Mach-O executable without a code signature.
        case noCodeSignature
        /// A code signature or profile that carries no entitlements.
        case noEntitlements
        /// An .app bundle or .ipa whose executable cannot be found.
        case noExecutable
        /// The slices of a universal binary carry different entitlements.
        case conflictingSlices
        /// A provisioning profile for a wildcard app ID, which names no single app.
        case wildcardAppID
        /// A file or directory that cannot be read.
        case unreadable
        /// An APK or bundle without its manifest, or a manifest that is not one.
        case noManifest
        /// An APK or bundle that carries no signing certificate.
        case noSigningCertificate
    }

    package var code: Code
    /// One line that names the file and the problem.
    package var message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { message }
}
