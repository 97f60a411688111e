import AASACore
import CCurl

/// Process-wide libcurl setup, done once on first use: the library is opened (it is not linked,
/// see Sources/CCurl/shim.h), its functions looked up, and `curl_global_init` called.
package enum CurlLibrary {
    /// The functions `aasa_curl()` hands to the shim, or why libcurl could not be opened. Swift
    /// initialises a global `let` lazily and once, from whichever thread reaches it first.
    private static let loaded: Result<Table, LoadFailure> = {
        let table = UnsafeMutablePointer<aasa_curl_functions>.allocate(capacity: 1)
        table.initialize(to: aasa_curl_functions())
        if let failure = aasa_curl_load(table) {
            return .failure(LoadFailure(reason: String(cString: failure)))
        }
        return .success(Table(functions: UnsafePointer(table)))
    }()

    /// Filled before it is published by the `let` above and never written again, so any thread
    /// may read it.
    private struct Table: @unchecked Sendable {
        let functions: UnsafePointer<aasa_curl_functions>
    }

    struct LoadFailure: Error {
        var reason: String
    }

    /// Why libcurl cannot be used (not installed, or too old to have a function aasa calls), or
    /// nil when it can: a local problem, which `verify` reports as the run's error before any fetch.
    package static var problem: String? {
        switch loaded {
        case .success: isReady ? nil : "libcurl could not start (curl_global_init failed)"
        case .failure(let failure):
            "libcurl could not be loaded (\(failure.reason)); install Debian's libcurl4 package"
        }
    }

    /// True when libcurl was opened and `curl_global_init` succeeded.
    static let isReady: Bool = {
        guard case .success = loaded else { return false }
        aasa_ignore_sigpipe()
        return aasa_curl_global_init(aasa_curl_global_default) == CURLE_OK
    }()

    /// The table of `aasa_curl()`: the shim's wrappers are called only after `isReady`.
    static var functions: UnsafePointer<aasa_curl_functions> {
        guard case .success(let table) = loaded else { preconditionFailure("libcurl called before it was loaded") }
        return table.functions
    }

    /// `libcurl/7.88.1 OpenSSL/3.0.19 zlib/1.2.13 ...`: what `aasa --version` names.
    package static var versionText: String {
        if let problem { return problem }
        return aasa_curl_version().map { String(cString: $0) } ?? "libcurl (version unknown)"
    }

    static func describe(_ code: CURLcode) -> String {
        guard let text = aasa_curl_easy_strerror(code) else { return "libcurl error \(code.rawValue)" }
        return String(cString: text)
    }
}

/// The one definition of the shim's `aasa_curl()`.
@_cdecl("aasa_curl")
func curlFunctions() -> UnsafePointer<aasa_curl_functions> {
    CurlLibrary.functions
}
