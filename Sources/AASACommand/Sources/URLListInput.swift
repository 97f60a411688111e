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

    /// `LIST` when it is a file or `-`; nil for an `https://` URL, which is fetched later. Each
    /// entry becomes a URL as it is cut, so the list's text is never held beside its URLs.
    static func readLocal(_ list: String) throws(UsageError) -> Read? {
        guard !isRemote(list) else { return nil }
        let source = "'\(TerminalSafe(list))'"
        var reader = URLListReader()
        let decoder = URLListDecoder()
        var read = Read()
        var count = 0
        var problem: UsageError?
        // A chunk's entries, turned into URLs once the reader is done with the chunk (it says
        // then whether they are pages or sitemaps).
        var pending: [URLListReader.Entry] = []
        func takePending() {
            for entry in pending where problem == nil {
                count += 1
                do throws(UsageError) {
                    try add(entry, to: &read, reader: reader, source: source, count: count)
                } catch {
                    problem = error
                }
            }
            pending.removeAll(keepingCapacity: true)
        }
        var failure: String?
        let cut = { (text: UnsafeBufferPointer<UInt8>) in
            reader.consume(text) { pending.append($0) }
            takePending()
        }
        try InputFile.forEachChunk(list, what: "URL list") { chunk in
            do throws(URLListDecoder.Failure) {
                try decoder.consume(chunk, emit: cut)
            } catch {
                failure = error.reason
                return false
            }
            return problem == nil
        }
        if failure == nil, problem == nil {
            do throws(URLListDecoder.Failure) { try decoder.finish(emit: cut) } catch { failure = error.reason }
        }
        if let failure { throw UsageError("the URL list \(source) cannot be read: \(failure)") }
        reader.finish { pending.append($0) }
        takePending()
        if let problem { throw problem }
        guard count > 0 else { throw empty(source) }
        return read
    }

    static func isRemote(_ list: String) -> Bool { list.lowercased().hasPrefix("https://") }

    /// One entry of a list: a page to answer or, in an index, a sitemap to fetch; past a bound,
    /// or not a URL, the list's error.
    static func add(
        _ entry: URLListReader.Entry, to read: inout Read, reader: URLListReader, source: String, count: Int
    ) throws(UsageError) {
        let limit = reader.isSitemap ? maximumPerSitemap : maximumURLs
        guard count <= limit else {
            throw UsageError(
                "the \(reader.isSitemapIndex ? "sitemap index" : reader.isSitemap ? "sitemap" : "URL list") \(source) "
                    + "holds more than \(limit) \(reader.isSitemapIndex ? "sitemaps" : "URLs")"
                    + (reader.isSitemap ? ", the most sitemaps.org allows; split it" : ""))
        }
        guard let text = entry.text else {
            throw UsageError("the URL list \(source), line \(entry.line): the entry is longer than it may be")
        }
        if reader.isSitemapIndex {
            guard isRemote(text) else {
                throw UsageError(
                    "the sitemap index \(source), line \(entry.line): \(TerminalSafe(text)) is not an https:// URL")
            }
            read.sitemaps.append(text)
            return
        }
        do {
            read.urls.append(URLExpectation(text: text, url: try UniversalLinkURL(text), expected: nil))
        } catch {
            throw UsageError("the URL list \(source), line \(entry.line): \(TerminalSafe(text)) is not a URL: \(error)")
        }
    }

    static func empty(_ source: String) -> UsageError {
        UsageError("the URL list \(source) holds no URL (write one per line, or give a sitemap with <loc> elements)")
    }

    /// The entries of one fetched sitemap's bytes (gzip or not).
    static func entries(_ bytes: [UInt8], source: String) throws(UsageError) -> Read {
        var reader = URLListReader()
        let decoder = URLListDecoder()
        var read = Read()
        var count = 0
        var problem: UsageError?
        var pending: [URLListReader.Entry] = []
        func takePending() {
            for entry in pending where problem == nil {
                count += 1
                do throws(UsageError) {
                    try add(entry, to: &read, reader: reader, source: source, count: count)
                } catch {
                    problem = error
                }
            }
            pending.removeAll(keepingCapacity: true)
        }
        let cut = { (text: UnsafeBufferPointer<UInt8>) in
            reader.consume(text) { pending.append($0) }
            takePending()
        }
        do throws(URLListDecoder.Failure) {
            try bytes.withUnsafeBufferPointer { (all) throws(URLListDecoder.Failure) in
                try decoder.consume(all, emit: cut)
            }
            try decoder.finish(emit: cut)
        } catch {
            throw UsageError("the sitemap \(source) cannot be read: \(error.reason)")
        }
        reader.finish { pending.append($0) }
        takePending()
        if let problem { throw problem }
        guard count > 0 else { throw empty(source) }
        return read
    }
}
