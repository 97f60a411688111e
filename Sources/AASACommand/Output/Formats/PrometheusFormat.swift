import AASACore

/// `--format prometheus`: the node exporter's textfile format, for scheduled audits.
struct PrometheusFormat: VerificationFormat {
    let name = "prometheus"

    func render(_ report: VerificationReport, options: RenderOptions) -> String {
        PrometheusFormatter(now: options.now, labels: options.labels, strict: options.strict).format(report)
    }
}
