import AASACore
import CCurl

/// Process-wide libcurl setup, done once on first use.
enum CurlLibrary {
    /// True when `curl_global_init` succeeded. Swift initialises a global `let` lazily and once,
    /// from whichever thread reaches it first.
    static let isReady: Bool = {
        aasa_ignore_sigpipe()
        return curl_global_init(aasa_curl_global_default) == CURLE_OK
    }()

    static func describe(_ code: CURLcode) -> String {
        guard let text = curl_easy_strerror(code) else { return "libcurl error \(code.rawValue)" }
        return String(cString: text)
    }
}
