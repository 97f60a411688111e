/// What the transport stage concluded about one fetch: its findings, and the body to parse when
/// the file was served.
package struct TransportVerdict: Sendable, Hashable {
    package var findings: [Finding]
    /// The body to parse: set only for a 200 answer that completed within the size limit.
    package var servedBody: [UInt8]?
    /// True when the well-known location failed at the HTTP level (an answer other than 200),
    /// not at DNS, connection or TLS: then the deprecated root location is worth a look.
    package var shouldTryLegacyLocation: Bool

    package init(findings: [Finding] = [], servedBody: [UInt8]? = nil, shouldTryLegacyLocation: Bool = false) {
        self.findings = findings
        self.servedBody = servedBody
        self.shouldTryLegacyLocation = shouldTryLegacyLocation
    }
}
