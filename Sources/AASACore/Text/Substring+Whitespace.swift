extension Substring {
    /// Without spaces and tabs at either end: header values, `.xcconfig` lines.
    package var trimmingWhitespace: Substring {
        trimming { $0 == " " || $0 == "\t" }
    }

    /// Without spaces, tabs, carriage returns or newlines at either end: `\r\n` lines, indented XML.
    var trimmingWhitespaceAndNewlines: Substring {
        trimming { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
    }

    private func trimming(_ isBlank: (Character) -> Bool) -> Substring {
        let start = firstIndex { !isBlank($0) } ?? endIndex
        let end = lastIndex { !isBlank($0) }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
