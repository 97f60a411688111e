/// The verdict for a domain or a file, derived from its findings by one rule.
package enum Status: String, Codable, Sendable, CaseIterable {
    case pass
    case warn
    case fail

    /// `fail` on any error (or any warning under `strict`), `warn` when the worst is a warning,
    /// else `pass`. Info findings never change the verdict.
    package init(findings: [Finding], strict: Bool) {
        // An accepted finding (`--accept`) is listed, and decides nothing.
        let worst = findings.lazy.filter { $0.accepted != true }.map(\.severity).max() ?? .info
        switch worst {
        case .error: self = .fail
        case .warning: self = strict ? .fail : .warn
        case .info: self = .pass
        }
    }
}
