import AASACore
import AASAFetch
import AASAVerification

/// `verify --urls https://...` and a sitemap index's children: fetched with the run's fetcher
/// and settings before any host is. Unlike an association file (which Apple and Android fetch
/// without following redirects), a sitemap is read as crawlers read it: up to
/// ``maximumRedirects`` redirects are followed, each said on standard error. Each body may
/// be 50 MB after decoding; a `.xml.gz` body inflates to 50 MB at most (``URLListDecoder``).
/// Anything else, a loop, an error status or a transport failure, is the run's error.
struct SitemapFetch: Sendable {
    static let maximumRedirects = 5
    /// sitemaps.org's 50 MB for an uncompressed sitemap; a gzip body is smaller still.
    static let bodyLimit = 50 << 20

    var engine: FetchEngine
    var settings: VerificationSettings
    var note: @Sendable (String) -> Void

    /// Where `--urls` points on the web: a sitemap (or index) by its URL, or a local index's children.
    enum Source: Sendable {
        case remote(String)
        case index(String, children: [String])
    }

    /// The pages `source` names: a sitemap's own, or, for an index, its sitemaps' (one level deep).
    func urls(_ source: Source) async throws(UsageError) -> [URLExpectation] {
        switch source {
        case .index(let list, let children): return try await urls(children, of: list)
        case .remote(let list):
            let top = try await sitemap(list, chosenByUser: true)
            return top.sitemaps.isEmpty ? top.urls : try await urls(top.sitemaps, of: list)
        }
    }

    /// Sitemaps of an index fetched at once: each may hold 50 MB while it is read, so memory is
    /// bounded by this many, not by the index's length.
    static let childrenInFlight = 8

    /// The pages of an index's sitemaps, none of which may be an index itself, in the index's
    /// order. Their URLs are counted as they arrive: past the run's bound, the rest is not fetched.
    private func urls(_ sitemaps: [String], of list: String) async throws(UsageError) -> [URLExpectation] {
        let outcome = await withTaskGroup(of: (Int, Result<URLListInput.Read, UsageError>).self) { group in
            var reads = [URLListInput.Read?](repeating: nil, count: sitemaps.count)
            var next = 0
            var total = 0
            func start() {
                let (index, child) = (next, sitemaps[next])
                next += 1
                group.addTask {
                    do throws(UsageError) {
                        return (index, .success(try await sitemap(child, chosenByUser: false)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            while next < min(Self.childrenInFlight, sitemaps.count) { start() }
            for await (index, result) in group {
                let read: URLListInput.Read
                switch result {
                case .failure(let error):
                    group.cancelAll()
                    return Result<[URLListInput.Read?], UsageError>.failure(error)
                case .success(let got): read = got
                }
                guard read.sitemaps.isEmpty else {
                    group.cancelAll()
                    return .failure(
                        UsageError(
                            "the sitemap \(TerminalSafe(sitemaps[index])) of the index \(TerminalSafe(list)) is an "
                                + "index itself; an index is read one level deep"))
                }
                total += read.urls.count
                guard total <= URLListInput.maximumURLs else {
                    group.cancelAll()
                    return .failure(
                        UsageError(
                            "the sitemaps of \(TerminalSafe(list)) hold more than \(URLListInput.maximumURLs) URLs"))
                }
                reads[index] = read
                if next < sitemaps.count { start() }
            }
            return .success(reads)
        }
        switch outcome {
        case .failure(let error): throw error
        case .success(let reads): return reads.flatMap { $0?.urls ?? [] }
        }
    }

    /// One sitemap's entries, redirects followed. A URL the site chose (an index's child, where
    /// a redirect points) may reach only public addresses, as an include may.
    private func sitemap(_ url: String, chosenByUser: Bool) async throws(UsageError) -> URLListInput.Read {
        var location = url
        for hop in 0...Self.maximumRedirects {
            let request =
                chosenByUser && hop == 0
                ? settings.request(location, bodyLimit: Self.bodyLimit)
                : settings.siteChosenRequest(location, bodyLimit: Self.bodyLimit)
            let record = await engine.fetch(request)
            let shown = TerminalSafe(location)
            if let next = record.redirectLocation {
                guard let target = Self.resolve(next, against: location), URLListInput.isRemote(target) else {
                    throw UsageError("the sitemap \(shown) redirects to \(TerminalSafe(next)), which is not https://")
                }
                note(
                    "Note: the sitemap \(shown) redirects to \(TerminalSafe(target)); followed, as crawlers do "
                        + "(association files never are)\n")
                location = target
                continue
            }
            guard !record.refusedNonPublicAddress else {
                throw UsageError(
                    "the sitemap \(shown) is on an address that is not public; a URL a site chose is fetched only "
                        + "from the public internet (route its host with --connect-to if it is yours)")
            }
            guard record.curlCode == 0 else {
                throw UsageError("the sitemap \(shown) could not be fetched: \(TerminalSafe(record.curlError))")
            }
            guard !record.bodyExceededLimit else {
                throw UsageError("the sitemap \(shown) is larger than 50 MB, the most sitemaps.org allows")
            }
            guard record.httpStatus == 200 else {
                throw UsageError(
                    "the sitemap \(shown) answered HTTP \(record.httpStatus.map(String.init) ?? "nothing")")
            }
            return try URLListInput.entries(record.body, source: "\(shown)")
        }
        throw UsageError(
            "the sitemap \(TerminalSafe(url)) redirects more than \(Self.maximumRedirects) times (a loop?)")
    }

    /// A `Location` made absolute: `https://host/path` as given, `/path` on the same origin.
    static func resolve(_ location: String, against url: String) -> String? {
        if location.lowercased().hasPrefix("https://") || location.lowercased().hasPrefix("http://") { return location }
        guard location.hasPrefix("/"), !location.hasPrefix("//"), let scheme = url.firstRange(of: "://") else {
            return nil
        }
        let origin =
            url[..<scheme.upperBound] + url[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return origin + location
    }
}
