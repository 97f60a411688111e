import AASACore
import FoundationEssentials

/// `--format sarif`: SARIF 2.1.0 for GitHub code scanning (and any SARIF viewer).
struct SARIFFormat: VerificationFormat, LintFormat {
    let name = "sarif"

    func render(_ report: VerificationReport, options: RenderOptions) -> String {
        SARIFReportFormatter.format(report, paths: options.paths)
    }

    func render(_ report: LintReport, sources: [String: JSONSourceLines], options: RenderOptions) -> String {
        SARIFReportFormatter.format(report, paths: options.paths, sources: sources)
    }
}

extension RenderOptions {
    /// Where code-scanning formats place files: relative to `--sarif-root`, served files at
    /// their `--site-root` copies.
    var paths: SARIFReportFormatter.Paths {
        SARIFReportFormatter.Paths(
            workingDirectory: FileManager.default.currentDirectoryPath, root: sarifRoot, siteRoots: siteRoots)
    }
}

/// `--format github`: GitHub Actions workflow commands, one annotation per finding.
struct GitHubFormat: VerificationFormat, LintFormat {
    let name = "github"

    func render(_ report: VerificationReport, options: RenderOptions) -> String {
        // Files where SARIF places them.
        GitHubAnnotationFormatter.format(report, paths: options.paths)
    }

    func render(_ report: LintReport, sources: [String: JSONSourceLines], options: RenderOptions) -> String {
        GitHubAnnotationFormatter.format(report)
    }
}

/// `--format html`: one self-contained page for people (`--report html=PATH` beside a CI format).
struct HTMLFormat: VerificationFormat {
    let name = "html"

    func render(_ report: VerificationReport, options: RenderOptions) -> String {
        HTMLReportFormatter(strict: options.strict).format(report)
    }
}
