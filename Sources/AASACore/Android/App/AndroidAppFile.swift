/// An Android app as aasa reads it from a file: its manifest's App Links and the certificates
/// that sign it.
///
/// - An APK: the binary manifest, `@string` references resolved from `resources.arsc`, and the
///   certificates of the APK Signing Block (v3.1/v3 with the rotation lineage, else v2), or of the
///   JAR signature for a v1-only APK.
/// - An app bundle (`.aab`): the protobuf manifest of `base/`, references resolved from
///   `base/resources.pb`; its JAR signature is the upload key (docs/rules/android-app-links.md K3).
/// - A source `AndroidManifest.xml`: no certificate at all.
package struct AndroidAppFile: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, Codable {
        case apk
        case bundle
        case manifest
    }

    /// A manifest is kilobytes; a resource table of a large app some megabytes.
    package static let maximumManifestSize = 8 << 20
    static let maximumResourceTableSize = 64 << 20

    package var kind: Kind
    package var manifest: AppLinksManifest
    package var certificates: [SigningCertificate]
    /// The v2 signers (else the v1 JAR signers) of an APK: the keys devices before Android 9
    /// compare, which know no v3 block; empty for a bundle or a manifest.
    package var olderSigners: [SigningCertificate] = []
    /// The v3 block's keys of an APK, lineage first (oldest first), then its signer: the block
    /// Android 9-11 read (v3.1 is Android 13's).
    package var v3Keys: [SigningCertificate] = []
    /// The v3.1 block's keys of an APK, in the same order: Android 13+'s where a signer covers
    /// the device's level.
    package var v31Keys: [SigningCertificate] = []

    package static func apk(_ source: any ByteSource, name: String) throws(AppFileError) -> AndroidAppFile {
        let archive = try ZipArchive(source, name: name)
        guard let manifestBytes = try entry(archive, "AndroidManifest.xml", limit: maximumManifestSize, name: name)
        else {
            throw AppFileError(.noManifest, "\(name): the archive has no AndroidManifest.xml; is it an APK?")
        }
        let table = try entry(archive, "resources.arsc", limit: maximumResourceTableSize, name: name).flatMap {
            ResourceTable($0)
        }
        let root = try BinaryManifest.read(manifestBytes, resources: table, name: "\(name): AndroidManifest.xml")
        let block = try APKSigningBlock.keys(source, directoryOffset: archive.directoryOffset, name: name)
        // A JAR signature is read when no v2 block says what devices before Android 9 see.
        let jar =
            block?.v2Signers.isEmpty == false ? nil : try JarSignature.certificates(archive, role: .signer, name: name)
        let certificates = block?.certificates ?? jar
        guard let certificates, !certificates.isEmpty else {
            throw AppFileError(
                .noSigningCertificate,
                "\(name) is not signed, so it names no key; sign it (apksigner sign) or pass --android-manifest with "
                    + "--android-app PACKAGE:FINGERPRINT")
        }
        var file = AndroidAppFile(
            kind: .apk, manifest: try AppLinksManifest.bounded(root, name: name), certificates: certificates)
        file.olderSigners = block?.v2Signers.isEmpty == false ? block?.v2Signers ?? [] : jar ?? []
        file.v3Keys = block?.v3 ?? []
        file.v31Keys = block?.v31 ?? []
        return file
    }

    /// The keys a device of API `level` finds in an APK, as `ApkSignatureVerifier` picks its
    /// block (docs/rules/android-app-links.md A9): the v3.1 signer that covers the level on
    /// Android 13+ (API 33), else the v3 signer that covers it on Android 9+ (API 28), each with
    /// its rotation lineage (oldest first, the signer last); else the v2 (or v1) signers.
    package func keys(atAPI level: Int) -> [SigningCertificate] {
        func signer(_ keys: [SigningCertificate]) -> [SigningCertificate]? {
            let covering = keys.filter { $0.covers(level) }
            return covering.contains { $0.role == .signer } ? covering : nil
        }
        if level >= 33, let keys = signer(v31Keys) { return keys }
        if level >= 28, let keys = signer(v3Keys) { return keys }
        return olderSigners
    }

    package static func bundle(_ source: any ByteSource, name: String) throws(AppFileError) -> AndroidAppFile {
        let archive = try ZipArchive(source, name: name)
        guard
            let manifestBytes = try entry(
                archive, "base/manifest/AndroidManifest.xml", limit: maximumManifestSize, name: name)
        else {
            throw AppFileError(
                .noManifest, "\(name): the archive has no base/manifest/AndroidManifest.xml; is it an .aab?")
        }
        let table = try entry(archive, "base/resources.pb", limit: maximumResourceTableSize, name: name).flatMap {
            ProtoResourceTable($0)
        }
        let root = try ProtoManifest.read(
            manifestBytes, resources: table, name: "\(name): base/manifest/AndroidManifest.xml")
        let certificates = try JarSignature.certificates(archive, role: .upload, name: name)
        return AndroidAppFile(
            kind: .bundle, manifest: try AppLinksManifest.bounded(root, name: name), certificates: certificates)
    }

    /// `strings` are the module's `res/values` strings, which `@string/NAME` in a source manifest
    /// names.
    package static func manifest(
        _ bytes: [UInt8], placeholders: [String: String], strings: SourceStrings = SourceStrings(), name: String
    ) throws(AppFileError) -> AndroidAppFile {
        if BinaryManifest.looksBinary(Array(bytes.prefix(4))) {
            let root = try BinaryManifest.read(bytes, resources: nil, name: name)
            return AndroidAppFile(
                kind: .manifest, manifest: try AppLinksManifest.bounded(root, placeholders: placeholders, name: name),
                certificates: [])
        }
        let root = try SourceManifest.read(bytes, name: name).resolvingStrings(strings)
        guard root.name == "manifest" else {
            throw AppFileError(
                .noManifest, "\(name): the root element is <\(PrintableText.escaped(root.name))>, not <manifest>")
        }
        return AndroidAppFile(
            kind: .manifest, manifest: try AppLinksManifest.bounded(root, placeholders: placeholders, name: name),
            certificates: [])
    }

    /// The bytes of the entry at `path`, or nil when there is none; larger than `limit` is an error.
    private static func entry(_ archive: ZipArchive, _ path: String, limit: Int, name: String) throws(AppFileError)
        -> [UInt8]?
    {
        guard let entry = archive.entries.first(where: { $0.path == path }) else { return nil }
        guard entry.uncompressedSize <= limit else {
            throw AppFileError(.tooLarge, "\(name): \(path) is \(entry.uncompressedSize) bytes, over \(limit >> 20) MB")
        }
        let source = try archive.open(entry)
        return try source.read(0..<source.count)
    }
}
