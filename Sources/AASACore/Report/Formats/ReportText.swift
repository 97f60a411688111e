/// A report's text as its format produces it, whole or in pieces: a fleet's JSON document is
/// written a domain at a time, never held whole beside the reports it is made of.
package struct ReportText {
    /// Hands every piece, in order, to its argument.
    package let produce: ((String) -> Void) -> Void

    package init(_ text: String) {
        produce = { $0(text) }
    }

    package init(pieces: @escaping ((String) -> Void) -> Void) {
        produce = pieces
    }

    /// The pieces joined into batches, one `write` each, until `body` returns false.
    package func batches(_ body: (String) -> Bool) {
        var stopped = false
        var batch = Batch()
        produce { piece in
            guard !stopped, let full = batch.add(piece) else { return }
            stopped = !body(full)
        }
        if !stopped, let rest = batch.rest() { _ = body(rest) }
    }

    /// Pieces joined until they make about 64 KiB: few system calls, and little held at once.
    package struct Batch {
        private var text = ""

        package init() {}

        /// The batch, emptied, once `piece` fills it.
        package mutating func add(_ piece: String) -> String? {
            text += piece
            return text.utf8.count >= 1 << 16 ? rest() : nil
        }

        /// What is left, emptied; nil when nothing is.
        package mutating func rest() -> String? {
            guard !text.isEmpty else { return nil }
            defer { text = "" }
            return text
        }
    }
}
