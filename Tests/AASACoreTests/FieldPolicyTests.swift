import Testing

@testable import AASACore

/// The pure policies behind `--retry` and the trust-store search.
@Suite struct FieldPolicyTests {
    static func record(curlCode: Int = 0, status: Int? = nil, headers: [HTTPHeaderField] = []) -> FetchRecord {
        FetchRecord(url: "https://example.com/", curlCode: curlCode, httpStatus: status, headers: headers)
    }

    @Test(arguments: [(6, nil), (7, nil), (28, nil), (52, nil), (56, nil), (0, 503), (0, 500), (0, 429), (0, 408)])
    func transientFailuresAreRetried(_ code: Int, _ status: Int?) {
        #expect(
            RetryPolicy.delay(after: Self.record(curlCode: code, status: status), attempt: 1, limit: 10, jitter: 1)
                == 0.5)
    }

    @Test(arguments: [(60, nil), (35, nil), (0, 404), (0, 403), (0, 301), (0, 200), (23, 200)])
    func permanentFailuresAreNot(_ code: Int, _ status: Int?) {
        #expect(
            RetryPolicy.delay(after: Self.record(curlCode: code, status: status), attempt: 1, limit: 10, jitter: 1)
                == nil)
    }

    @Test func backoffDoublesAndStaysUnderTheLimit() {
        let failed = Self.record(status: 503)
        #expect(RetryPolicy.delay(after: failed, attempt: 2, limit: 10, jitter: 1) == 1)
        #expect(RetryPolicy.delay(after: failed, attempt: 3, limit: 10, jitter: 1.5) == 3)
        #expect(RetryPolicy.delay(after: failed, attempt: 9, limit: 10, jitter: 1) == 10)
    }

    @Test func retryAfterWinsUpToTheLimit() {
        let header = { (value: String) in [HTTPHeaderField(name: "Retry-After", value: value)] }
        #expect(
            RetryPolicy.delay(after: Self.record(status: 429, headers: header("3")), attempt: 1, limit: 10, jitter: 1)
                == 3)
        #expect(
            RetryPolicy.delay(after: Self.record(status: 503, headers: header("120")), attempt: 1, limit: 10, jitter: 1)
                == 10)
    }

    @Test func proxyRefusalIsNotTheSitesTransientFailure() {
        var refused = Self.record(curlCode: 56)
        refused.proxyStatus = 502
        #expect(!RetryPolicy.isTransient(refused))
    }

    static func locate(_ environment: [String: String], files: Set<String>, directories: Set<String> = [])
        -> Result<TrustStore, TrustStore.NotFound>
    {
        TrustStore.locate(
            cacert: nil, environment: environment, holdsCertificates: files.contains, isDirectory: directories.contains)
    }

    @Test func trustStoreOrderIsCurlsThenTheDistributions() throws {
        let rhel = "/etc/pki/tls/certs/ca-bundle.crt"
        #expect(try Self.locate([:], files: [rhel]).get() == .file(rhel))
        #expect(
            try Self.locate(["SSL_CERT_FILE": "/b", "CURL_CA_BUNDLE": "/a"], files: ["/a", "/b"]).get() == .file("/a"))
        #expect(
            try Self.locate(["SSL_CERT_DIR": "/d:/e"], files: [rhel], directories: ["/d"]).get() == .directory("/d"))
        #expect(try Self.locate([:], files: [], directories: ["/etc/ssl/certs"]).get() == .directory("/etc/ssl/certs"))
        let explicit = TrustStore.locate(
            cacert: "/mine.pem", environment: ["CURL_CA_BUNDLE": "/a"], holdsCertificates: { _ in true },
            isDirectory: { _ in false })
        #expect(try explicit.get() == .file("/mine.pem"))
    }

    @Test func aNamedStoreThatCannotBeReadIsAnErrorNotAFallBack() {
        #expect(throws: TrustStore.NotFound.self) {
            try Self.locate(["SSL_CERT_FILE": "/gone"], files: [TrustStore.wellKnownFiles[0]]).get()
        }
        #expect(throws: TrustStore.NotFound.self) { try Self.locate([:], files: []).get() }
    }
}
