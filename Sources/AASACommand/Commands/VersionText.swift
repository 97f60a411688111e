import AASACore
import AASAFetch
import AASAVerification
import FoundationEssentials

/// `aasa --version`: aasa's version on the first line (what scripts read), then the libcurl and
/// TLS library it runs with and the trust store a run would use, which decide what it can verify.
enum VersionText {
    static var text: String {
        let store: String
        switch VerificationSettings.trustStore(cacert: nil, environment: ProcessInfo.processInfo.environment) {
        case .success(.file(let path)): store = "\(path) (bundle)"
        case .success(.directory(let path)): store = "\(path) (directory)"
        case .failure(let notFound): store = "none: \(notFound.message)"
        }
        return "aasa \(aasaVersion)\n\(CurlLibrary.versionText)\ntrust store: \(TerminalSafe(store))\n"
    }
}
