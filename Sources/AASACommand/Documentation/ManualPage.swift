import AASACore

/// `aasa.1`, the manual page, in roff, made from the same command and option tables as `--help`
/// and the same finding catalogue as `aasa explain`.
enum ManualPage {
    static func roff(_ commands: [CommandEntry], version: String) -> String {
        var lines = [
            ".TH AASA 1 \"\(aasaReleaseDate)\" \"aasa \(version)\" \"User Commands\"",
            ".SH NAME", "aasa \\- check that an app's associated domains really work",
            ".SH SYNOPSIS",
        ]
        lines += commands.map { ".B " + escaped($0.usage) + "\n.br" }
        lines += [
            ".SH DESCRIPTION",
            escaped(
                "For every domain of an Associated Domains entitlement, aasa fetches "
                    + "https://<domain>/.well-known/apple-app-site-association the way Apple's systems do and reports "
                    + "what they would see: redirects, certificate problems, missing or invalid files, app IDs that are "
                    + "not listed, URL patterns that never match."),
        ]
        for command in commands {
            lines += [
                ".SH \"" + command.name.uppercased() + "\"", escaped(command.abstract), ".PP", escaped(command.usage),
            ]
            for option in command.options {
                lines += [".TP", ".B " + escaped(option.synopsis), escaped(option.help)]
            }
        }
        lines += [
            ".SH \"EXIT STATUS\"", ".TP", ".B 0", "No domain (file) failed; for match, every URL opens an app.",
            ".TP", ".B 1", "At least one domain (file) failed; for match, a URL does not open the app.",
            ".TP", ".B 2",
            escaped(
                "The command could not run: a bad option, an unreadable input, no trust store, an unreachable proxy."),
            ".SH ENVIRONMENT",
        ]
        let environment = [
            (
                "CURL_CA_BUNDLE, SSL_CERT_FILE, SSL_CERT_DIR",
                "The trust store, in this order, when --cacert is not given."
            ),
            (
                "https_proxy, all_proxy, no_proxy",
                "The proxy, as curl reads them, when --proxy and --noproxy are not given."
            ),
            ("NO_COLOR", "Never colour the output."),
        ]
        for (name, help) in environment { lines += [".TP", ".B " + escaped(name), escaped(help)] }
        lines += [".SH FILES"]
        for (path, help) in files { lines += [".TP", ".B " + escaped(path), escaped(help)] }
        lines += [".SH EXAMPLES"]
        for (example, help) in examples {
            lines += [".PP", escaped(help), ".PP", ".RS", ".B " + escaped(example), ".RE"]
        }
        lines += [".SH FINDINGS", escaped("Every finding has a stable id; aasa explain ID describes one.")]
        for kind in FindingKind.all {
            lines += [".TP", ".B " + escaped(kind.id), escaped("\(kind.severity.rawValue): \(kind.summary)")]
        }
        lines += [".SH \"SEE ALSO\"", "curl(1)"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static let files = [
        (
            "/etc/ssl/certs/ca-certificates.crt",
            "The system's trust store on Debian (ca-certificates); aasa also looks "
                + "where RHEL, SUSE and Alpine keep theirs, after --cacert, CURL_CA_BUNDLE, SSL_CERT_FILE and SSL_CERT_DIR."
        ),
        ("/usr/share/doc/aasa/README.md", "The front door: set-up, the three commands, formats and exit codes."),
        (
            "/usr/share/doc/aasa/docs/",
            "The rest: every input, Android, every finding, recipes for cron and Prometheus."
        ),
    ]

    private static let examples = [
        (
            "aasa verify applinks:example.com --app-id ABCDE12345.com.example.app",
            "Check that example.com opens the app."
        ),
        (
            "aasa verify --domains domains.txt --retry 2 --quiet",
            "Check a fleet, retrying transient failures, listing only what warns or fails."
        ),
        (
            "aasa verify --xcodeproj App.xcodeproj --list",
            "Show the hosts, entries and apps an Xcode project would have checked, without fetching."
        ),
        (
            "aasa verify --domains domains.txt --format json --output now.json --baseline last.json",
            "Report what changed since the last run."
        ),
        ("aasa lint public/.well-known/apple-app-site-association", "Lint a file before it is deployed."),
        (
            "aasa match --file assetlinks.json --android-app com.example.shop https://example.com/cart",
            "Say which Android 15 dynamic rule decides a URL."
        ),
    ]

    /// roff text: a backslash doubled, hyphens of options made unbreakable minus signs, a line
    /// starting with a dot or quote protected.
    static func escaped(_ text: String) -> String {
        var result = text.replacing("\\", with: "\\\\").replacing("-", with: "\\-")
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}
