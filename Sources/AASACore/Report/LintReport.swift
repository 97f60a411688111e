/// `aasa lint`'s report: the same shape as verify's, with files in place of domains.
public struct LintReport: Codable, Sendable, Hashable {
    public var schemaVersion: Int = 1
    public var tool: ToolInfo
    public var summary: Summary
    public var files: [FileReport]

    public init(tool: ToolInfo = .current, files: [FileReport]) {
        self.tool = tool
        self.summary = Summary(statuses: files.map(\.status))
        self.files = files
    }

    public struct Summary: Codable, Sendable, Hashable {
        public var files: Int
        public var pass: Int
        public var warn: Int
        public var fail: Int

        public init(statuses: [Status]) {
            files = statuses.count
            pass = statuses.count { $0 == .pass }
            warn = statuses.count { $0 == .warn }
            fail = statuses.count { $0 == .fail }
        }
    }
}

public struct FileReport: Codable, Sendable, Hashable {
    /// The path as given on the command line (`-` for standard input).
    public var file: String
    public var status: Status
    public var findings: [Finding]

    public init(file: String, status: Status, findings: [Finding]) {
        self.file = file
        self.status = status
        self.findings = findings
    }
}
