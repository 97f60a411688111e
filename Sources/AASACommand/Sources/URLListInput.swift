import AASACore
import AASAVerification

/// `verify --urls LIST`: the URLs of the release report, from a list (one per line), a sitemap
/// (`.xml` or `.xml.gz`), or standard input. A sitemap index's children are sitemaps on the web:
/// those, and an `https://` LIST, are fetched once the run's fetcher is ready
/// (``SitemapFetch``). Bounds are sitemaps.org's: 50,000 URLs and 50 MB uncompressed per sitemap,
/// 50,000 sitemaps per index, an index one level deep; past one, the list is the run's error.
enum URLListInput {
    /// sitemaps.org: a sitemap lists at most 50,000 URLs, an index at most 50,000 sitemaps.
    static let maximumPerSitemap = 50_000
    /// All sitemaps of a run together; a plain list too.
    static let maximumURLs = 1_000_000

    /// What a list's bytes hold: the pages to answer, or (an index) the sitemaps that hold them.
    struct Read: Sendable {
        var urls: [URLExpectation] = []
        var sitemaps: [String] = []
    }

    /// `LIST` when it is a file or `-`; nil for an `https://` URL, which is fetched later.
    static func readLocal(_ list: String) throws(UsageError) -> Read? {
        guard !isRemote(list) else { return nil }
        var reader = URLListReader()
        let decoder = URLListDecoder()
        var entries: [URLListReader.Entry] = []
        var failure: String?
        let cut = { (text: UnsafeBufferPointer<UInt8>) in reader.consume(text) { entries.append($0) } }
        try InputFile.forEachChunk(list, what: "URL list") { chunk in
            do throws(URLListDecoder.Failure) {
                try decoder.consume(chunk, emit: cut)
            } catch {
                failure = error.reason
                return false
            }
            // One byte past a bound is enough to refuse.
            return entries.count <= maximumURLs
        }
        if failure == nil {
            do throws(URLListDecoder.Failure) { try decoder.finish(emit: cut) } catch { failure = error.reason }
        }
        if let failure { throw UsageError("the URL list '\(TerminalSafe(list))' cannot be read: \(failure)") }
        reader.finish { entries.append($0) }
        return try read(entries, reader: reader, source: "'\(TerminalSafe(list))'")
    }

    static func isRemote(_ list: String) -> Bool { list.lowercased().hasPrefix("https://") }

    /// A list's entries as pages to answer or, for an index, sitemaps to fetch.
    static func read(_ entries: [URLListReader.Entry], reader: URLListReader, source: String) throws(UsageError)
        -> Read
    {
        let limit = reader.isSitemap ? maximumPerSitemap : maximumURLs
        guard entries.count <= limit else {
            throw UsageError(
                "the \(reader.isSitemapIndex ? "sitemap index" : reader.isSitemap ? "sitemap" : "URL list") \(source) "
                    + "holds more than \(limit) \(reader.isSitemapIndex ? "sitemaps" : "URLs")"
                    + (reader.isSitemap ? ", the most sitemaps.org allows; split it" : ""))
        }
        guard !entries.isEmpty else {
            throw UsageError(
                "the URL list \(source) holds no URL (write one per line, or give a sitemap with <loc> elements)")
        }
        var read = Read()
        for entry in entries {
            guard let text = entry.text else {
                throw UsageError("the URL list \(source), line \(entry.line): the entry is longer than it may be")
            }
            if reader.isSitemapIndex {
                guard isRemote(text) else {
                    throw UsageError(
                        "the sitemap index \(source), line \(entry.line): \(TerminalSafe(text)) is not an https:// URL")
                }
                read.sitemaps.append(text)
                continue
            }
            do {
                read.urls.append(URLExpectation(text: text, url: try UniversalLinkURL(text), expected: nil))
            } catch {
                throw UsageError(
                    "the URL list \(source), line \(entry.line): \(TerminalSafe(text)) is not a URL: \(error)")
            }
        }
        return read
    }

    /// The entries of one fetched sitemap's bytes (gzip or not).
    static func entries(_ bytes: [UInt8], source: String) throws(UsageError) -> Read {
        var reader = URLListReader()
        let decoder = URLListDecoder()
        var entries: [URLListReader.Entry] = []
        let cut = { (text: UnsafeBufferPointer<UInt8>) in reader.consume(text) { entries.append($0) } }
        do throws(URLListDecoder.Failure) {
            try bytes.withUnsafeBufferPointer { (all) throws(URLListDecoder.Failure) in
                try decoder.consume(all, emit: cut)
            }
            try decoder.finish(emit: cut)
        } catch {
            throw UsageError("the sitemap \(source) cannot be read: \(error.reason)")
        }
        reader.finish { entries.append($0) }
        return try read(entries, reader: reader, source: source)
    }
}
