/// Reads the ISO 8601 UTC times the fetcher writes for certificates (`2027-01-31T12:00:00Z`,
/// seconds optional) as seconds since 1970, without Foundation's formatters or the time zone.
package enum CertificateTimestamp {
    /// Seconds since 1970-01-01T00:00:00Z, or nil when the text is not of that form.
    package static func seconds(_ text: String) -> Int64? {
        let fields = text.utf8.split(omittingEmptySubsequences: false) { byte in
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: "T") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: "Z")
        }
        // "2027-01-31T12:00:00Z" splits into 2027, 01, 31, 12, 00, 00 and the empty tail after Z.
        guard text.utf8.last == UInt8(ascii: "Z"), fields.count == 6 || fields.count == 7, fields.last?.isEmpty == true
        else { return nil }
        let numbers = fields.dropLast().map { field -> Int64? in
            guard (1...4).contains(field.count), field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return field.reduce(Int64(0)) { $0 * 10 + Int64($1 - 0x30) }
        }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        let values = numbers.compactMap { $0 }
        let (year, month, day, hour, minute) = (values[0], values[1], values[2], values[3], values[4])
        let second = values.count > 5 ? values[5] : 0
        guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        return daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    }

    /// `2027-01-31T12:00:00Z` for seconds since 1970: the inverse of ``seconds(_:)``.
    package static func text(seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        let (year, month, day) = civilFromDays(days)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(time / 3_600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    }

    /// The proleptic Gregorian date of a day since 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civilFromDays(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
