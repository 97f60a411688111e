/// What a report shows of the fetch of Apple's CDN copy (`--cdn`): the `cdn` object of a domain.
/// Absent values are written as `null`: scripts read a fixed set of keys.
package struct CDNSummary: Codable, Sendable, Hashable {
    package var url: String
    @WrittenAsNull package var httpStatus: Int?
    /// `Apple-From`: the origin URL the CDN's copy was read from.
    @WrittenAsNull package var appleFrom: String?
    @WrittenAsNull package var cacheControl: String?
    /// `Age` in seconds, when it is a whole number.
    @WrittenAsNull package var age: Int?
    /// `Apple-Failure-Reason`, such as `SWCERR00101 Bad HTTP Response: 404 Not Found`.
    @WrittenAsNull package var failureReason: String?

    package init(
        url: String, httpStatus: Int?, appleFrom: String?, cacheControl: String?, age: Int?, failureReason: String?
    ) {
        self.url = url
        self.httpStatus = httpStatus
        self.appleFrom = appleFrom
        self.cacheControl = cacheControl
        self.age = age
        self.failureReason = failureReason
    }

    /// The summary of a fetch of the CDN.
    package init(_ record: FetchRecord) {
        self.init(
            url: record.url, httpStatus: record.httpStatus, appleFrom: record.header("Apple-From"),
            cacheControl: record.header("Cache-Control"),
            age: record.header("Age").flatMap { Int($0.trimmingCharacters(in: " \t")) }.flatMap { $0 >= 0 ? $0 : nil },
            failureReason: record.header("Apple-Failure-Reason"))
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        let isTrimmed: (Character) -> Bool = { set.contains($0) }
        return String(drop(while: isTrimmed).reversed().drop(while: isTrimmed).reversed())
    }
}
