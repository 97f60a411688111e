/// Milliseconds as decimal seconds, `84` -> `0.084`: exact text, no floating point, never
/// negative. Prometheus's durations and JUnit's `time` attributes both use it.
package enum DecimalSeconds {
    package static func text(milliseconds: Int) -> String {
        let whole = max(0, milliseconds)
        let fraction = String(whole % 1000)
        return "\(whole / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension Duration {
    /// The duration in seconds, as the run's timings and timeouts count them.
    package var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }

    /// Whole milliseconds, for reports' `durationMs` and `totalMs`.
    package var milliseconds: Int {
        Int(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000)
    }
}
