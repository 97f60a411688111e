/// How long a shared cache may keep serving an answer, from its own headers (RFC 9111): Google's
/// fetcher keeps a host's assetlinks.json for the file's lifetime, so a fix reaches phones with
/// Google Play services only once the copy it holds expires (docs/rules/android-app-links.md A12, confidence medium).
package enum CacheLifetime {
    /// Seconds: `s-maxage` (a shared cache's own), then `max-age`; `no-store`, `no-cache` and
    /// `private` are 0 (a shared cache keeps nothing it may serve unchecked); else `Expires`
    /// minus `Date`; nil when the answer says nothing (a cache then picks its own lifetime).
    package static func seconds(of record: FetchRecord) -> Int? {
        if let control = record.header("Cache-Control") {
            var maxAge: Int?
            var shared: Int?
            for directive in control.split(separator: ",") {
                let parts = directive.split(separator: "=", maxSplits: 1)
                let name = parts[0].trimmingWhitespace.lowercased()
                let value = parts.count == 2 ? Int(parts[1].trimmingWhitespace.filter { $0 != "\"" }) : nil
                switch name {
                case "no-store", "no-cache", "private": return 0
                case "s-maxage": shared = value.map { max(0, $0) }
                case "max-age": maxAge = value.map { max(0, $0) }
                default: continue
                }
            }
            if let seconds = shared ?? maxAge { return seconds }
        }
        guard let expires = record.header("Expires") else { return nil }
        // An Expires a cache cannot read means already expired (RFC 9111, 5.3).
        guard let end = HTTPDate.seconds(expires) else { return 0 }
        let start = record.header("Date").flatMap(HTTPDate.seconds) ?? record.fetchedAt ?? end
        return Int(max(0, end - start))
    }
}

extension CacheLifetime {
    /// `30 days`, `2 hours`, `90 seconds`: a lifetime as a person reads it.
    package static func described(_ seconds: Int) -> String {
        func plural(_ count: Int, _ unit: String) -> String { "\(count) \(unit)\(count == 1 ? "" : "s")" }
        if seconds >= 86_400 { return plural(seconds / 86_400, "day") }
        return seconds >= 3_600 ? plural(seconds / 3_600, "hour") : plural(seconds, "second")
    }
}

/// `Sun, 06 Nov 1994 08:49:37 GMT` (RFC 9110's IMF-fixdate), as seconds since 1970.
package enum HTTPDate {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    package static func seconds(_ text: String) -> Int64? {
        let fields = text.split(separator: " ")
        guard fields.count == 6, fields[5] == "GMT", let day = Int(fields[1]),
            let month = months.firstIndex(of: fields[2].lowercased()), let year = Int(fields[3])
        else { return nil }
        let clock = fields[4].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (1...31).contains(day), (0...23).contains(clock[0]), (0...59).contains(clock[1]),
            (0...60).contains(clock[2]), (1970...9999).contains(year)
        else { return nil }
        let days = CertificateTimestamp.daysFromCivil(year: Int64(year), month: Int64(month + 1), day: Int64(day))
        return days * 86_400 + Int64(clock[0] * 3_600 + clock[1] * 60 + clock[2])
    }
}
