import AASACore
import AASAVerification

extension VerificationPlan {
    /// The plan `verify`'s arguments describe: entries named, listed, read from entitlements,
    /// Xcode projects and Android app files, then the URLs to test.
    /// `sitemaps` gets the sitemaps `--urls` names on the web (the list itself, or a local
    /// index's children), which are fetched once the fetcher is ready.
    static func make(_ arguments: ParsedArguments, options: VerifyOptions, sitemaps: inout SitemapFetch.Source?)
        throws(UsageError) -> VerificationPlan
    {
        var expectations = try URLExpectation.parse(
            expected: arguments.all(.expectURL), unexpected: arguments.all(.expectNoURL))
        // A list on this machine is read with the other inputs; a sitemap on the web is fetched
        // once the fetcher is ready (VerifyCommand).
        if let list = arguments.value(.urls) {
            if var read = try URLListInput.readLocal(list) {
                Self.put(expectations, before: &read.urls)
                expectations = read.urls
                if !read.sitemaps.isEmpty { sitemaps = .index(list, children: read.sitemaps) }
            } else {
                sitemaps = .remote(list)
            }
        }
        let androidAppFiles = try AndroidAppFileInput.inputs(
            arguments, given: try EntrySources.commandLineAndroidApps(arguments))
        var builder = Builder(shard: options.shard)
        try EntrySources.forEachClaim(
            arguments, androidAppFiles: androidAppFiles, deviceState: options.deviceState
        ) { claim throws(UsageError) in
            guard builder.keptCount < maximumEntries else {
                throw UsageError(
                    "more than \(maximumEntries) entries to verify in one run: split the list, or run it as "
                        + "slices with --shard K/N (each slice keeps only its own entries)")
            }
            try UsageError.verifying { () throws(VerificationError) in try builder.add(claim) }
        }
        guard builder.claimCount > 0 || !androidAppFiles.isEmpty else {
            throw UsageError(
                "no entries to verify: name them, or use --entitlements, --domains, --xcodeproj, --apk, --aab or "
                    + "--android-manifest",
                showUsage: true)
        }
        return builder.plan(expectations: expectations, androidAppFiles: androidAppFiles)
    }

    /// The `--expect-url`s put before a list's URLs, in the list's own storage: a list may hold
    /// a million, and copying 100,000 into the expectations was a tenth of `verify --urls`
    /// (`make bench-core`).
    static func put(_ expectations: [URLExpectation], before list: inout [URLExpectation]) {
        list.insert(contentsOf: expectations, at: 0)
    }
}
