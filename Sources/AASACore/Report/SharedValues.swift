/// Hands out one shared copy of each repeated value (Swift strings, arrays and dictionaries
/// share their storage when copied). A fleet's reports, and a baseline's domains, repeat the same
/// app IDs, issuers, dates, content types and hints thousands of times.
package struct SharedValues: Sendable {
    private var strings: Set<String> = []
    private var lists: Set<[String]> = []
    private var appIDs: Set<[String: [String]]> = []

    package init() {}

    package mutating func share(_ value: String?) -> String? {
        value.map { strings.insert($0).memberAfterInsert }
    }

    package mutating func share(_ value: String) -> String {
        strings.insert(value).memberAfterInsert
    }

    package mutating func share(_ value: [String]) -> [String] {
        value.isEmpty ? [] : lists.insert(value).memberAfterInsert
    }

    package mutating func share(_ value: [String: [String]]) -> [String: [String]] {
        appIDs.insert(value).memberAfterInsert
    }
}

extension DomainReport {
    /// The same report with its repeatable values taken from `values`: what `--format json`
    /// keeps of each domain until the end of the run. Per-domain values (the domain, its URL, the
    /// file's digest) are left alone; sharing them would only add a table entry.
    package mutating func share(_ values: inout SharedValues) {
        appIDs = values.share(appIDs)
        if var fetch {
            fetch.contentType = values.share(fetch.contentType)
            if var tls = fetch.tls {
                tls.subject = values.share(tls.subject)
                tls.issuer = values.share(tls.issuer)
                tls.notAfter = values.share(tls.notAfter)
                fetch.tls = tls
            }
            self.fetch = fetch
        }
        if var file {
            file.appIDs = values.share(file.appIDs)
            self.file = file
        }
        for index in findings.indices {
            findings[index].id = values.share(findings[index].id)
            findings[index].message = values.share(findings[index].message)
            findings[index].hint = values.share(findings[index].hint)
        }
    }
}
