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

    /// The pieces joined into batches, one `write` each, until `body` returns false.
    func batches(_ body: (String) -> Bool) {
        var stopped = false
        var batch = Batch()
        produce { piece in
            guard !stopped, let full = batch.add(piece) else { return }
            stopped = !body(full)
        }
        if !stopped, let rest = batch.rest() { _ = body(rest) }
    }

    /// Pieces joined until they make about 64 KiB: few system calls, and little held at once.
    struct Batch {
        private var text = ""

        /// The batch, emptied, once `piece` fills it.
        mutating func add(_ piece: String) -> String? {
            text += piece
            return text.utf8.count >= 1 << 16 ? rest() : nil
        }

        /// What is left, emptied; nil when nothing is.
        mutating func rest() -> String? {
            guard !text.isEmpty else { return nil }
            defer { text = "" }
            return text
        }
    }

    /// Writes the pieces to `descriptor`; the errno of the first failed write, after which
    /// nothing more is written.
    func write(to descriptor: Int32) -> Int32? {
        var failure: Int32?
        batches { batch in
            failure = DescriptorWriter.writeAll(batch, to: descriptor)
            return failure == nil
        }
        return failure
    }
}
