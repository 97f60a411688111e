import AASACore
import AASAVerification

/// `verify`'s options whose text has a form, each declared once (``FormOption``).
extension VerifyOptions {
    static let connectTo = FormOption<String>(
        .connectTo, "host:port:connect-host:connect-port", repeatable: true,
        help: "As curl's --connect-to: send requests for host:port elsewhere; TLS still checks host."
    ) { VerificationSettings.isConnectToRule($0) ? $0 : nil }

    /// `--resolve HOST:PORT:ADDRESS`, as curl's: that host and port reach that address, with the
    /// name still sent and checked; the same as a --connect-to rule to the same port.
    static let resolve = FormOption<String>(
        .resolve, "host:port:address", more: " (an IPv6 address in brackets)", repeatable: true,
        help: "As curl's --resolve: send requests for host:port to this address; TLS still checks host.",
        read: resolveRule)

    static let shard = FormOption<Shard>(
        .shard, "k/n", more: " with 1 <= K <= N, such as 2/8",
        help: "Verify only the K-th of N deterministic slices of the hosts.", read: Shard.init(text:))

    /// By host, lower case.
    static let siteRoot = FormOption<(host: String, directory: String)>(
        .siteRoot, "host=dir", more: ", such as shop.example.com=web", repeatable: true,
        help: "DIR holds the repository's copy of what https://HOST/ serves (DIR/.well-known/...): SARIF and GitHub "
            + "place the served file's findings on its lines."
    ) { text in
        let parts = text.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[0].contains("/") else { return nil }
        return (parts[0].lowercased(), String(parts[1]))
    }

    /// The name is checked as a label name by ``metricsLabels(_:)``, with its own message.
    static let metricsLabel = FormOption<(name: String, value: String)>(
        .metricsLabel, "key=value", repeatable: true,
        help: "With --format prometheus: add this label to every series (one textfile directory, several runs)."
    ) { text in
        text.firstIndex(of: "=").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) }
    }

    /// `example.com:443:192.0.2.7` or `example.com:443:[2001:db8::7]` as the --connect-to rule
    /// `example.com:443:192.0.2.7:443`; nil for anything else.
    static func resolveRule(_ rule: String) -> String? {
        let parts = rule.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, let port = Int(parts[1]), (1...65535).contains(port) else {
            return nil
        }
        let address = parts[2]
        let isIPv4 =
            address.split(separator: ".", omittingEmptySubsequences: false).count == 4
            && address.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { UInt8($0) != nil }
        let isIPv6 =
            address.hasPrefix("[") && address.hasSuffix("]") && address.count > 2
            && address.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        guard isIPv4 || isIPv6, !parts[0].contains(where: { $0.isWhitespace || $0 == "/" }) else { return nil }
        return "\(parts[0]):\(port):\(address):\(port)"
    }

    /// Each label's name must be one Prometheus takes, and given once.
    static func metricsLabels(_ labels: [(name: String, value: String)]) throws(UsageError)
        -> [(name: String, value: String)]
    {
        for (index, label) in labels.enumerated() {
            if let problem = PrometheusFormatter.labelNameProblem(label.name) {
                throw UsageError("--metrics-label '\(TerminalSafe(label.name))' cannot be a label name: \(problem)")
            }
            guard !labels[..<index].contains(where: { $0.name == label.name }) else {
                throw UsageError("--metrics-label \(label.name) is given twice")
            }
        }
        return labels
    }
}
