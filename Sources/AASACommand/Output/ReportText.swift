/// A report's text as its format produces it, whole or in pieces: a fleet's JSON document is
/// written a domain at a time, never held whole beside the reports it is made of.
struct ReportText {
    /// Hands every piece, in order, to its argument.
    let produce: ((String) -> Void) -> Void

    init(_ text: String) {
        produce = { $0(text) }
    }

    init(pieces: @escaping ((String) -> Void) -> Void) {
        produce = pieces
    }

    /// The pieces joined into batches of about 64 KiB, one `write` each, until `body` returns false.
    func batches(_ body: (String) -> Bool) {
        var stopped = false
        var batch = ""
        produce { piece in
            guard !stopped else { return }
            batch += piece
            if batch.utf8.count >= 1 << 16 {
                stopped = !body(batch)
                batch = ""
            }
        }
        if !stopped, !batch.isEmpty { _ = body(batch) }
    }

    /// Writes the pieces to `descriptor`; the errno of the first failed write, after which
    /// nothing more is written.
    func write(to descriptor: Int32) -> Int32? {
        var failure: Int32?
        batches { batch in
            failure = OutputStream.writeAll(batch, to: descriptor)
            return failure == nil
        }
        return failure
    }
}
