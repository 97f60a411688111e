extension Substring {
    /// Without spaces and tabs at either end: header values, `.xcconfig` lines.
    var trimmingWhitespace: Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
