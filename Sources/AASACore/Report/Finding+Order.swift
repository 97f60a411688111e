extension Sequence where Element == Finding {
    /// Errors, then warnings, then info; report order within each severity, so output is stable.
    var worstFirst: [Finding] {
        enumerated().sorted { left, right in
            left.element.severity != right.element.severity
                ? left.element.severity > right.element.severity : left.offset < right.offset
        }.map(\.element)
    }
}
