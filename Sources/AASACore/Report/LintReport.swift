/// `aasa lint`'s report: the same shape as verify's, with files in place of domains.
package struct LintReport: Codable, Sendable, Hashable {
    package var schemaVersion: Int = 1
    package var tool: ToolInfo
    package var summary: Summary
    package var files: [FileReport]

    package init(tool: ToolInfo = .current, files: [FileReport]) {
        self.tool = tool
        self.summary = Summary(statuses: files.map(\.status))
        self.files = files
    }

    package struct Summary: Codable, Sendable, Hashable {
        package var files: Int
        package var pass: Int
        package var warn: Int
        package var fail: Int

        package init(statuses: [Status]) {
            files = statuses.count
            pass = statuses.count { $0 == .pass }
            warn = statuses.count { $0 == .warn }
            fail = statuses.count { $0 == .fail }
        }
    }
}

package struct FileReport: Codable, Sendable, Hashable {
    /// The path as given on the command line (`-` for standard input).
    package var file: String
    package var status: Status
    package var findings: [Finding]

    package init(file: String, status: Status, findings: [Finding]) {
        self.file = file
        self.status = status
        self.findings = findings
    }
}
