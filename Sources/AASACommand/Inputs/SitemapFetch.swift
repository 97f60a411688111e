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
            let top = try await sitemap(list)
            return top.sitemaps.isEmpty ? top.urls : try await urls(top.sitemaps, of: list)
        }
    }

    /// The pages of an index's sitemaps, none of which may be an index itself.
    private func urls(_ sitemaps: [String], of list: String) async throws(UsageError) -> [URLExpectation] {
        // The children at once: the fetcher keeps to its concurrency and per-host limits.
        let children = await withTaskGroup(of: (Int, Result<URLListInput.Read, UsageError>).self) { group in
            for (index, child) in sitemaps.enumerated() {
                group.addTask {
                    do throws(UsageError) {
                        return (index, .success(try await sitemap(child)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var results = [Result<URLListInput.Read, UsageError>?](repeating: nil, count: sitemaps.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        var urls: [URLExpectation] = []
        for (child, result) in zip(sitemaps, children) {
            switch result {
            case .success(let read) where !read.sitemaps.isEmpty:
                throw UsageError(
                    "the sitemap \(TerminalSafe(child)) of the index \(TerminalSafe(list)) is an index itself; "
                        + "an index is read one level deep")
            case .success(let read):
                urls += read.urls
                guard urls.count <= URLListInput.maximumURLs else {
                    throw UsageError(
                        "the sitemaps of \(TerminalSafe(list)) hold more than \(URLListInput.maximumURLs) URLs")
                }
            case .failure(let error): throw error
            case nil: throw UsageError("the sitemap \(TerminalSafe(child)) was not fetched")
            }
        }
        return urls
    }

    /// One sitemap's entries, redirects followed.
    private func sitemap(_ url: String) async throws(UsageError) -> URLListInput.Read {
        var location = url
        for _ in 0...Self.maximumRedirects {
            let record = await engine.fetch(settings.request(location, bodyLimit: Self.bodyLimit))
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
