import AASACore

/// One HTTPS GET to perform: the URL plus the named limits it runs under.
package struct FetchRequest: Sendable, Hashable {
    package var url: String
    /// Total time allowed for the request, in seconds (connection, handshake, headers, body).
    package var timeout: Double
    /// Time allowed to set up the connection, in seconds.
    package var connectTimeout: Double
    /// Sent as is; the caller supplies an honest one, e.g. `aasa/0.1.0 (+associated domains checker)`.
    package var userAgent: String
    /// curl `--connect-to` entries, `HOST:PORT:CONNECT-HOST:CONNECT-PORT` (empty parts match any).
    /// The URL's host is still used for SNI and certificate checks.
    package var connectTo: [String]
    /// The roots to trust. Named explicitly even for the system's store, so libcurl's per-multi
    /// CA cache stays on (see the CAPATH note in shared/notes/libcurl.md).
    package var trustStore: TrustStore
    /// `--proxy`; nil lets libcurl read `https_proxy` / `all_proxy` as curl does.
    package var proxy: String?
    /// `--noproxy`; nil lets libcurl read `no_proxy`.
    package var noProxy: String?
    /// Decoded body bytes kept; one byte more and the transfer is abandoned.
    package var bodyLimit: Int
    /// Header bytes read before the transfer is abandoned.
    package var headerLimit: Int
    /// Close the connection after this request instead of keeping it for reuse: set on a host's
    /// last request, since libcurl otherwise keeps up to four idle TLS connections per transfer
    /// slot, tens of kilobytes each, that a fleet of distinct hosts never reuses.
    package var closesConnection = false
    /// Connect only to addresses of the public internet (`IPAddress.isPublic`), checked on the
    /// address each socket is about to open, after DNS: for URLs a site chose (includes), which
    /// must not reach this machine or its networks.
    package var publicAddressesOnly = false

    package static let defaultUserAgent = "aasa/\(aasaVersion) (associated domains checker)"

    package init(
        url: String, timeout: Double = 10, connectTimeout: Double = 5,
        userAgent: String = FetchRequest.defaultUserAgent, connectTo: [String] = [],
        trustStore: TrustStore = .file(TrustStore.wellKnownFiles[0]), proxy: String? = nil, noProxy: String? = nil,
        bodyLimit: Int = FetchRecord.appleBodyLimit,
        headerLimit: Int = FetchRecord.defaultHeaderLimit
    ) {
        self.url = url
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.userAgent = userAgent
        self.connectTo = connectTo
        self.trustStore = trustStore
        self.proxy = proxy
        self.noProxy = noProxy
        self.bodyLimit = bodyLimit
        self.headerLimit = headerLimit
    }

    /// The URL's authority (`host[:port]`), lower-cased: what per-host politeness counts by.
    var authority: String {
        let afterScheme = url.firstRange(of: "://").map { url[$0.upperBound...] } ?? url[...]
        return afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }.lowercased()
    }

    /// libcurl reads 0 as "no timeout": clamp to at least 1 ms and at most a day.
    static func milliseconds(_ seconds: Double, fallback: Double) -> Int {
        let value = seconds.isFinite && seconds > 0 ? seconds : fallback
        return max(1, Int(min(value, 86_400) * 1000))
    }
}
