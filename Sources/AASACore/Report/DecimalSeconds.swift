/// Milliseconds as decimal seconds, `84` -> `0.084`: exact text, no floating point, never
/// negative. Prometheus's durations and JUnit's `time` attributes both use it.
package enum DecimalSeconds {
    package static func text(milliseconds: Int) -> String {
        let whole = max(0, milliseconds)
        let fraction = String(whole % 1000)
        return "\(whole / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
