import AASACore
import CCurl

/// Process-wide libcurl setup, done once on first use.
public enum CurlLibrary {
    /// True when `curl_global_init` succeeded. Swift initialises a global `let` lazily and once,
    /// from whichever thread reaches it first.
    static let isReady: Bool = {
        aasa_ignore_sigpipe()
        return curl_global_init(aasa_curl_global_default) == CURLE_OK
    }()

    /// `libcurl/7.88.1 OpenSSL/3.0.19 zlib/1.2.13 ...`: what `aasa --version` names.
    public static var versionText: String {
        curl_version().map { String(cString: $0) } ?? "libcurl (version unknown)"
    }

    static func describe(_ code: CURLcode) -> String {
        guard let text = curl_easy_strerror(code) else { return "libcurl error \(code.rawValue)" }
        return String(cString: text)
    }
}
