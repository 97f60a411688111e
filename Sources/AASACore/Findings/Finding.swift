/// One thing that is wrong (or worth knowing) about a domain, a file or an entry.
///
/// Tests compare `id` and `path`, never `message`: the message is for people and may be reworded.
package struct Finding: Codable, Sendable, Hashable {
    /// Stable dotted id, `stage.problem`, from ``FindingKind``.
    package var id: String
    package var severity: Severity
    /// One sentence that names the offending value. It and the hint never hold a control or
    /// bidi character (``PrintableText/visible(_:)``): `jq -r` prints them raw, where an escape
    /// sequence would act on the terminal and a newline could forge a CI workflow command.
    package var message: String
    /// The exact change that fixes it.
    package var hint: String
    /// Where in the JSON document, when the finding is about the file.
    package var path: JSONPath?
    /// Where in the source text: the served file's body, or `file` when it has one.
    package var position: SourcePosition?
    /// The repository file the finding is about, as given, when it is not the host's served
    /// file: the `.entitlements` file or `--domains` list an entry is written in.
    package var file: String?
    /// The entitlement entry it concerns (`webcredentials:example.com`), when it concerns one
    /// entry rather than the whole file.
    package var entry: String?
    /// The app the finding concerns (`entitlement.app-missing`), when it concerns one app of
    /// several that claim the domain.
    package var appID: String?
    /// The User-Agent a request was turned away or answered otherwise for (`http.user-agent`):
    /// which platform's client the finding is about, so that each reader of the file acts on its
    /// own client's findings only (Google's fetcher for phones with Google Play services, the
    /// device's own agent for the others).
    package var userAgent: String?
    /// The hint as one JSON Patch operation, when it is one mechanical edit of the file.
    package var fix: FindingFix?
    /// True when `--accept` accepted it: still listed, it neither fails a run nor counts under
    /// `--strict`, and SARIF, JUnit, HTML and GitHub mark it.
    package var accepted: Bool?
    /// Why, when the acceptance said so (the `#` comment of its `--accept-file` line).
    package var acceptedReason: String?

    package init(
        kind: FindingKind, message: String, hint: String, path: JSONPath? = nil,
        position: SourcePosition? = nil, entry: String? = nil, appID: String? = nil, fix: FindingFix? = nil
    ) {
        self.id = kind.id
        self.severity = kind.severity
        self.message = PrintableText.visible(message)
        self.hint = PrintableText.visible(hint)
        self.path = path
        self.position = position
        self.entry = entry.map(PrintableText.visible)
        self.appID = appID.map(PrintableText.visible)
        self.fix = fix
    }

    private enum CodingKeys: String, CodingKey {
        case id, severity, message, hint, path, file, line, column, entry, appID, userAgent, fix, accepted,
            acceptedReason
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(hint, forKey: .hint)
        try container.encodeIfPresent(path, forKey: .path)
        try container.encodeIfPresent(file, forKey: .file)
        try container.encodeIfPresent(position?.line, forKey: .line)
        try container.encodeIfPresent(position?.column, forKey: .column)
        try container.encodeIfPresent(entry, forKey: .entry)
        try container.encodeIfPresent(appID, forKey: .appID)
        try container.encodeIfPresent(userAgent, forKey: .userAgent)
        try container.encodeIfPresent(fix, forKey: .fix)
        try container.encodeIfPresent(accepted, forKey: .accepted)
        try container.encodeIfPresent(acceptedReason, forKey: .acceptedReason)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        severity = try container.decode(Severity.self, forKey: .severity)
        // A baseline is another run's output, or a file anyone could have written.
        message = PrintableText.visible(try container.decode(String.self, forKey: .message))
        hint = PrintableText.visible(try container.decode(String.self, forKey: .hint))
        path = try container.decodeIfPresent(JSONPath.self, forKey: .path)
        file = try container.decodeIfPresent(String.self, forKey: .file).map(PrintableText.visible)
        if let line = try container.decodeIfPresent(Int.self, forKey: .line),
            let column = try container.decodeIfPresent(Int.self, forKey: .column)
        {
            position = SourcePosition(line: line, column: column)
        }
        entry = try container.decodeIfPresent(String.self, forKey: .entry).map(PrintableText.visible)
        appID = try container.decodeIfPresent(String.self, forKey: .appID).map(PrintableText.visible)
        userAgent = try container.decodeIfPresent(String.self, forKey: .userAgent).map(PrintableText.visible)
        fix = try container.decodeIfPresent(FindingFix.self, forKey: .fix)
        accepted = try container.decodeIfPresent(Bool.self, forKey: .accepted)
        acceptedReason = try container.decodeIfPresent(String.self, forKey: .acceptedReason).map(PrintableText.visible)
    }
}
