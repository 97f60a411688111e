import AASACore
import AASAFetch

/// What this machine must provide before any site is judged, checked in the order a failure is
/// cheapest to find: libcurl itself, file descriptors for the transfers, a proxy that can carry
/// them, and a trust store libcurl can load. Each missing one is the run's error, said before any
/// site could be blamed for it.
package enum LocalResources {
    /// A fetch engine ready for the run, and whether the concurrency had to be lowered to fit the
    /// descriptor limit (the caller says so once).
    package struct Ready: Sendable {
        package var engine: FetchEngine
        package var clamped: DescriptorBudget.Fit?

        /// For a run that makes no request (`aasa judge`): an engine never handed one.
        package static var offline: Ready { Ready(engine: FetchEngine(concurrency: 1), clamped: nil) }
    }

    /// Checks the machine for `hosts` and starts the engine; `settings.concurrency` is lowered to
    /// what the descriptor limit leaves room for. The caller shuts the engine down.
    package static func prepare(_ settings: inout VerificationSettings, hosts: some Sequence<String>)
        async throws(VerificationError) -> Ready
    {
        if let space = AddressSpaceBudget.fit(settings.concurrency) {
            guard space.concurrency >= 1 else {
                throw VerificationError(
                    "the address-space limit (ulimit -v \(space.limit >> 10)) is below the "
                        + "\((AddressSpaceBudget.base + AddressSpaceBudget.perTransfer) >> 20) MiB a verify needs; raise it"
                )
            }
            settings.concurrency = space.concurrency
        }
        // libcurl is opened here, for the first time in the run.
        if let problem = CurlLibrary.problem { throw VerificationError(problem) }
        let descriptors = DescriptorBudget.fit(settings.concurrency)
        guard descriptors.concurrency >= 1 else {
            throw VerificationError(
                "the file descriptor limit (ulimit -n \(descriptors.limit)) leaves no room for a transfer; raise it")
        }
        var clamped: DescriptorBudget.Fit?
        if descriptors.concurrency < settings.concurrency {
            clamped = descriptors
            settings.concurrency = descriptors.concurrency
        }
        if let proxy = settings.effectiveProxy, settings.usesProxy(for: hosts),
            let reason = ProxyProbe.unusableReason(proxy, timeout: min(settings.timeout, 10))
        {
            throw VerificationError("the proxy \(Credentials.redactedProxy(proxy)) \(reason)")
        }
        // Apple's CDN answers for every host of the run: it gets the run's concurrency, not
        // the four per host a site gets (`cdnConcurrency`).
        let engine = FetchEngine(
            concurrency: settings.concurrency,
            hostLimits: settings.cdn
                ? [CDNClassifier.host: min(settings.cdnConcurrency ?? settings.concurrency, settings.concurrency)] : [:]
        )
        // The one-time trust-store load happens here, not inside the first sites' durations.
        if let problem = await engine.warmUp(trustStore: settings.trustStore) {
            engine.shutdown()
            throw VerificationError("the trust store \(settings.trustStore.path) could not be loaded: \(problem)")
        }
        return Ready(engine: engine, clamped: clamped)
    }
}
