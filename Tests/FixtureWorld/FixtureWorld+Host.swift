extension FixtureWorld {
    /// The host names of the world and what each one does. `Scripts/fixture-world/README.md`
    /// describes them in full; the good file is `Scripts/fixture-world/files/good.json`.
    public enum Host: String, CaseIterable, Sendable {
        // Healthy.
        case good = "good.aasa.test"
        case apex = "aasa.test"
        /// The domain `*.wild.aasa.test` entries are fetched from; serves the good file.
        case wild = "wild.aasa.test"
        /// One subdomain under the wildcard (certificates cover a single label below `wild`).
        case wildChild = "app.wild.aasa.test"
        case octet = "octet.aasa.test"  // application/octet-stream
        case gzip = "gzip.aasa.test"  // Content-Encoding: gzip
        case exact = "exact.aasa.test"  // valid JSON of exactly 131,072 bytes
        case stale = "stale.aasa.test"  // the fake CDN holds an older, different file
        case otherApp = "otherapp.aasa.test"  // lists only ZZZZZ99999.com.other.app
        case userAgent = "useragent.aasa.test"  // 403 when the User-Agent contains AASA-Bot
        case legacy = "legacy.aasa.test"  // 404 at .well-known, good file at /apple-app-site-association

        // Bad certificates; each serves the good file to a client that does not verify.
        case expired = "expired.aasa.test"  // X509_V_ERR 10
        case notYetValid = "notyet.aasa.test"  // 9
        case selfSigned = "selfsigned.aasa.test"  // 18
        case wrongHost = "wronghost.aasa.test"  // 62, the certificate names only other.example
        case incompleteChain = "incomplete.aasa.test"  // 20, the intermediate is not sent

        // Wrong answers.
        case redirect = "redirect.aasa.test"  // 301 to www.redirect.aasa.test (which serves the good file)
        case found = "found.aasa.test"  // 302 to www.found.aasa.test
        case privateRedirect = "privateredirect.aasa.test"  // 302 to http://127.0.0.2/...
        case controlRedirect = "ctlredirect.aasa.test"  // 302, Location carries ESC and BEL
        case missing = "missing.aasa.test"  // 404 HTML page
        case broken = "broken.aasa.test"  // 500
        case html = "html.aasa.test"  // 200 text/html single-page-app shell
        case empty = "empty.aasa.test"  // 200, empty body
        case invalidJSON = "invalidjson.aasa.test"  // a missing comma on line 6
        case badUTF8 = "badutf8.aasa.test"  // invalid UTF-8 inside a JSON string
        case trailing = "trailing.aasa.test"  // the good file followed by garbage
        case controlHeaders = "ctlheaders.aasa.test"  // ESC/BEL/invalid UTF-8 in header values
        case deep = "deep.aasa.test"  // 2 MB of nested arrays, 1,000,000 levels
        case nested = "nested.aasa.test"  // valid JSON, 65,536 levels, exactly 131,072 bytes

        // Too big, too slow or never ending.
        case large = "large.aasa.test"  // 200,000 bytes with Content-Length
        case over = "over.aasa.test"  // valid JSON of exactly 131,073 bytes
        case endless = "endless.aasa.test"  // chunked body that never ends
        case gzipBomb = "gzipbomb.aasa.test"  // ~1 MB of gzip that inflates past 1 GiB
        case slow = "slow.aasa.test"  // answers after 60 s
        case trickle = "trickle.aasa.test"  // one body byte per second
        case hugeHeaders = "hugeheaders.aasa.test"  // header lines forever, about 4 KB/s

        /// The fake Apple CDN: `GET /a/v1/<host>`.
        case appleCDN = "app-site-association.cdn-apple.com"

        /// `https://<host>/.well-known/apple-app-site-association`.
        public var wellKnownURL: String { "https://\(rawValue)/.well-known/apple-app-site-association" }

        /// `https://<host>/apple-app-site-association`, the deprecated root location.
        public var legacyURL: String { "https://\(rawValue)/apple-app-site-association" }

        /// The fake CDN's URL for this host's file.
        public var cdnURL: String { "https://\(Host.appleCDN.rawValue)/a/v1/\(rawValue)" }
    }

    /// The wildcard entry whose file comes from ``Host/wild``.
    public static let wildcardDomain = "*.wild.aasa.test"
    /// The app the good file (and the demo entitlements) name.
    public static let appID = "ABCDE12345.com.example.app"
    /// The App Clip the good file lists under `appclips`.
    public static let appClipID = "ABCDE12345.com.example.app.Clip"
    /// The only app ``Host/otherApp`` lists.
    public static let otherAppID = "ZZZZZ99999.com.other.app"
}
