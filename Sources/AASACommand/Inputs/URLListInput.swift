import AASACore
import AASAVerification
import Synchronization

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
        let collector = Collector(source: "'\(TerminalSafe(list))'")
        try InputFile.forEachChunk(list, what: "URL list") { chunk in collector.feed(chunk) }
        return try collector.finish()
    }

    /// The entries of one fetched sitemap's bytes (gzip or not).
    static func entries(_ bytes: [UInt8], source: String) throws(UsageError) -> Read {
        let collector = Collector(source: source)
        _ = collector.feed(bytes.span)
        return try collector.finish()
    }

    static func isRemote(_ list: String) -> Bool { list.lowercased().hasPrefix("https://") }

    /// A list's bytes, fed a chunk at a time, made into pages or sitemaps as they are cut: the
    /// list is never held as text beside its URLs. A class, so that the decoder's and the
    /// reader's callbacks can reach its state while it is being fed.
    private final class Collector {
        let source: String
        var reader = URLListReader()
        let decoder = URLListDecoder()
        var read = Read()
        /// The pages cut so far, parsed together at the end on every core: parsing them one by
        /// one as they were cut was a third of a 100,000-URL `verify --urls` (`make bench-core`).
        var pages: [URLListReader.Entry] = []
        var count = 0
        var problem: UsageError?
        var failure: String?
        /// A chunk's entries, taken once the reader is done with the chunk (it says then
        /// whether they are pages or sitemaps).
        var pending: [URLListReader.Entry] = []

        init(source: String) { self.source = source }

        /// False once the list is refused: reading stops there, one byte past a bound.
        func feed(_ chunk: Span<UInt8>) -> Bool {
            do throws(URLListDecoder.Failure) {
                try decoder.consume(chunk, emit: cut)
            } catch {
                failure = error.reason
            }
            return failure == nil && problem == nil
        }

        func finish() throws(UsageError) -> Read {
            if failure == nil, problem == nil {
                do throws(URLListDecoder.Failure) { try decoder.finish(emit: cut) } catch { failure = error.reason }
            }
            if let failure { throw UsageError("the URL list \(source) cannot be read: \(failure)") }
            reader.finish { pending.append($0) }
            takePending()
            if let problem { throw problem }
            guard count > 0 else {
                throw UsageError(
                    "the URL list \(source) holds no URL (write one per line, or give a sitemap with <loc> elements)")
            }
            read.urls = try parsed(pages)
            return read
        }

        /// The pages as URLs, in their order, parsed a batch per core; the first page that is
        /// not a URL is the list's error.
        private func parsed(_ pages: [URLListReader.Entry]) throws(UsageError) -> [URLExpectation] {
            let source = source
            let firstFailure = Mutex<(line: Int, error: UsageError)?>(nil)
            let urls = pages.mapInBatches { batch in
                var urls: [URLExpectation] = []
                urls.reserveCapacity(batch.count)
                for entry in batch {
                    let text = entry.text ?? ""
                    do {
                        urls.append(URLExpectation(text: text, url: try UniversalLinkURL(text), expected: nil))
                    } catch {
                        let failure = UsageError(
                            "the URL list \(source), line \(entry.line): \(TerminalSafe(text)) is not a URL: \(error)")
                        firstFailure.withLock { first in
                            if first.map({ $0.line > entry.line }) ?? true { first = (entry.line, failure) }
                        }
                        break
                    }
                }
                return urls
            }
            if let failure = firstFailure.withLock({ $0 }) { throw failure.error }
            return urls
        }

        private func cut(_ text: Span<UInt8>) {
            reader.consume(text) { pending.append($0) }
            takePending()
        }

        private func takePending() {
            for entry in pending where problem == nil {
                count += 1
                do throws(UsageError) {
                    try add(entry)
                } catch {
                    problem = error
                }
            }
            pending.removeAll(keepingCapacity: true)
        }

        /// One entry: a page to answer or, in an index, a sitemap to fetch; past a bound, or not
        /// a URL, the list's error.
        private func add(_ entry: URLListReader.Entry) throws(UsageError) {
            let limit = reader.isSitemap ? maximumPerSitemap : maximumURLs
            guard count <= limit else {
                let kind = reader.isSitemapIndex ? "sitemap index" : reader.isSitemap ? "sitemap" : "URL list"
                throw UsageError(
                    "the \(kind) \(source) holds more than \(limit) \(reader.isSitemapIndex ? "sitemaps" : "URLs")"
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
            pages.append(entry)
        }
    }
}
