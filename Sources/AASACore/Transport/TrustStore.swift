/// Where the roots that verify servers come from, found as curl and OpenSSL find them, so aasa
/// works on any Linux: `--cacert`, then `CURL_CA_BUNDLE`, `SSL_CERT_FILE`, `SSL_CERT_DIR`, then the
/// first bundle that exists among the distributions' well-known places.
package enum TrustStore: Sendable, Hashable {
    /// A PEM bundle (`CURLOPT_CAINFO`).
    case file(String)
    /// An OpenSSL hashed directory (`CURLOPT_CAPATH`).
    case directory(String)

    package var path: String {
        switch self {
        case .file(let path), .directory(let path): path
        }
    }

    /// Bundles in the order distributions ship them.
    package static let wellKnownFiles = [
        "/etc/ssl/certs/ca-certificates.crt",  // Debian, Ubuntu, Alpine, Gentoo, Arch
        "/etc/pki/tls/certs/ca-bundle.crt",  // RHEL, CentOS, Fedora, Amazon Linux
        "/etc/pki/ca-trust/extracted/pem/tls-ca-bundle.pem",  // RHEL 7+, Fedora
        "/etc/ssl/ca-bundle.pem",  // openSUSE, SLES
        "/etc/ssl/cert.pem",  // Alpine, OpenSSL's default file
    ]
    /// OpenSSL's default directory.
    package static let wellKnownDirectories = ["/etc/ssl/certs", "/etc/pki/tls/certs"]

    /// Why no trust store could be used: what was tried, for the run's error.
    package struct NotFound: Error, Sendable, Hashable {
        package var message: String
    }

    /// The store to use. A store named explicitly (option or variable) that cannot be read is an
    /// error, never a silent fall-back to another one.
    /// - Parameters:
    ///   - holdsCertificates: whether a file is a readable PEM bundle with at least one certificate.
    ///   - isDirectory: whether a path is a readable directory holding hashed certificates (the
    ///     `1a2b3c4d.0` names OpenSSL looks roots up by): an empty one verifies nothing.
    package static func locate(
        cacert: String?, environment: [String: String], holdsCertificates: (String) -> Bool,
        isDirectory: (String) -> Bool
    ) -> Result<TrustStore, NotFound> {
        let named: [(source: String, path: String?)] = [
            ("--cacert", cacert), ("CURL_CA_BUNDLE", environment["CURL_CA_BUNDLE"]),
            ("SSL_CERT_FILE", environment["SSL_CERT_FILE"]),
        ]
        for (source, path) in named {
            guard let path, !path.isEmpty else { continue }
            guard holdsCertificates(path) else {
                return .failure(
                    NotFound(message: "\(source) names '\(path)', which is not a readable PEM certificate bundle"))
            }
            return .success(.file(path))
        }
        if let directory = environment["SSL_CERT_DIR"], !directory.isEmpty {
            // OpenSSL takes a colon-separated list; libcurl one directory: the first.
            let first = String(directory.prefix { $0 != ":" })
            guard isDirectory(first) else {
                return .failure(
                    NotFound(
                        message: "SSL_CERT_DIR names '\(first)', which is not a readable directory of hashed "
                            + "certificates (openssl rehash makes them; Debian's ca-certificates package fills "
                            + "/etc/ssl/certs)"))
            }
            return .success(.directory(first))
        }
        if let file = wellKnownFiles.first(where: holdsCertificates) { return .success(.file(file)) }
        if let directory = wellKnownDirectories.first(where: isDirectory) { return .success(.directory(directory)) }
        return .failure(
            NotFound(
                message: "no trust store found: tried CURL_CA_BUNDLE, SSL_CERT_FILE, SSL_CERT_DIR and "
                    + (wellKnownFiles + wellKnownDirectories).joined(separator: ", ")
                    + "; install the ca-certificates package or name a bundle with --cacert"))
    }
}
