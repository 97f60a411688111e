/// An Android app as an assetlinks.json file must name it: a package and the SHA-256
/// fingerprints of its signing certificates (any one of them listed is enough, docs/rules/android-app-links.md D5 and A8).
package struct AndroidApp: Sendable, Hashable, CustomStringConvertible {
    package var packageName: String
    /// Empty when only the package was given: then fingerprints are not checked, and the report says so.
    package var fingerprints: [CertificateFingerprint]

    package init(packageName: String, fingerprints: [CertificateFingerprint] = []) {
        self.packageName = packageName
        self.fingerprints = fingerprints
    }

    /// `com.example.shop` or `com.example.shop:14:6D:...,AB:CD:...`: the form `--android-app` and
    /// `--domains` lines take, and reports show.
    package var description: String {
        fingerprints.isEmpty
            ? packageName : packageName + ":" + fingerprints.map(\.text).joined(separator: ",")
    }

    /// Reads `PACKAGE[:FINGERPRINT[,FINGERPRINT...]]`. Fingerprints may be written as keytool
    /// prints them (upper case, colons) or as apksigner does (lower case, no colons). The error is
    /// a clause that completes "'TEXT' is not an Android app: ...".
    package static func parse(_ text: String) -> Result<AndroidApp, AndroidAppSyntaxError> {
        guard text.utf8.count <= 16_384 else { return .failure(AndroidAppSyntaxError("it is longer than 16384 bytes")) }
        let colon = text.firstIndex(of: ":")
        let packageName = String(text[..<(colon ?? text.endIndex)])
        if let problem = PackageName.syntaxProblem(packageName) {
            return .failure(AndroidAppSyntaxError("the package name \(problem)"))
        }
        guard let colon else { return .success(AndroidApp(packageName: packageName)) }
        var fingerprints: [CertificateFingerprint] = []
        for written in text[text.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false) {
            guard let fingerprint = CertificateFingerprint(userWritten: String(written)) else {
                let shown = PrintableText.escaped(written, limit: 120)
                return .failure(
                    AndroidAppSyntaxError(
                        "'\(shown)' is not a SHA-256 fingerprint (32 hex bytes, as keytool -list -v or "
                            + "apksigner verify --print-certs print it)"))
            }
            if !fingerprints.contains(fingerprint) { fingerprints.append(fingerprint) }
        }
        return .success(AndroidApp(packageName: packageName, fingerprints: fingerprints))
    }
}

/// Why a text is not an Android app.
package struct AndroidAppSyntaxError: Error, Sendable, Hashable {
    package var reason: String

    init(_ reason: String) { self.reason = reason }
}

/// Java package names as Android's verifier accepts them in a statement (AOSP v1's
/// `^[a-zA-Z_][a-zA-Z0-9_]*(\.[a-zA-Z_][a-zA-Z0-9_]*)*$`, docs/rules/android-app-links.md D5).
package enum PackageName {
    /// Why `name` is not a package name, or nil when it is; a clause after "the package name".
    package static func syntaxProblem(_ name: String) -> String? {
        guard !name.isEmpty else { return "is empty" }
        var shown: String { "'\(PrintableText.escaped(name, limit: 120))'" }
        for segment in name.split(separator: ".", omittingEmptySubsequences: false) {
            guard let first = segment.unicodeScalars.first else { return "\(shown) has an empty segment" }
            if ("0"..."9").contains(first) { return "\(shown) has a segment starting with a digit" }
            if let bad = segment.unicodeScalars.first(where: { !isPackageScalar($0) }) {
                return "\(shown) has the character '\(PrintableText.escaped(String(bad)))'"
            }
        }
        return nil
    }

    private static func isPackageScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_": true
        default: false
        }
    }
}
