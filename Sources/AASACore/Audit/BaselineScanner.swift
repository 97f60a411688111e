/// Cuts a `--baseline` report, fed in chunks of any size, into one JSON object per domain, so
/// memory holds one domain's report at a time however large the file is.
///
/// A `--format json` report is one object whose `domains` array holds the domain objects; each
/// element is handed out as soon as it closes and the rest of the report is skipped. A
/// `--format jsonl` report is a series of top-level domain objects. Which one it is shows at the
/// first top-level key: an object that never has a `domains` key is itself a domain. Only the
/// structure is scanned here (strings, escapes, nesting); the objects are decoded by the caller.
struct BaselineScanner {
    /// One domain's report: far above any real one (a few KB), small enough to hold.
    static let objectLimit = 4 << 20

    enum Failure: Error, Equatable {
        /// Something other than an object where a report or domain should start, at this line.
        case notAReport(line: Int)
        /// An object larger than ``objectLimit``, starting at this line.
        case tooLarge(line: Int)
        /// The input ended inside an object that started at this line.
        case truncated(line: Int)
    }

    private enum Mode {
        /// Between top-level values.
        case between
        /// Inside a top-level object that may be a report or a domain: buffered.
        case topObject
        /// Inside a report's `domains` (or, after it, `urls`) array, between elements.
        case array(Element)
        /// Inside one element of such an array: buffered.
        case element(Element)
        /// After a report's `domains` array, inside the rest of the report: skipped but for its
        /// `urls` array.
        case reportTail
    }

    private var mode = Mode.between
    private var buffer: [UInt8] = []
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// The last string closed at depth 1 of a top-level object, and whether a colon made it a key.
    private var lastString: [UInt8] = []
    private var recording = false
    private var pendingKey: [UInt8]?
    private var line = 1
    private var startLine = 1
    /// True once a `--format json` document (an object with `domains`) was seen.
    private(set) var sawDocument = false

    private static let domainsKey = Array("domains".utf8)
    private static let urlsKey = Array("urls".utf8)

    /// What an object handed out is: a domain's report (a `domains` element, or a jsonl line), or
    /// a URL's (an element of a json report's `urls`, which follows `domains` as keys are sorted).
    enum Element { case domainOrLine, url }

    /// Scans `bytes`, handing each complete domain object to `emit` with the line it started on.
    mutating func consume(
        _ bytes: Span<UInt8>,
        emit: (_ object: [UInt8], _ line: Int, _ element: Element) throws(Failure) -> Void
    ) throws(Failure) {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            switch mode {
            case .between:
                if Self.isBlank(byte) { continue }
                try begin(.topObject, depth: 1, with: byte)
            case .topObject:
                try append(byte)
                if opensArray(of: Self.domainsKey, at: byte) {
                    // A whole report: what came before `domains` is of no use.
                    sawDocument = true
                    mode = .array(.domainOrLine)
                    depth = 2
                    buffer = []
                    continue
                }
                if track(byte), depth == 0 {
                    try emit(buffer, startLine, .domainOrLine)
                    buffer = []
                    mode = .between
                    pendingKey = nil
                }
            case .array(let element):
                if Self.isBlank(byte) || byte == UInt8(ascii: ",") { continue }
                if byte == UInt8(ascii: "]") {
                    mode = .reportTail
                    depth = 1
                    pendingKey = nil
                    continue
                }
                try begin(.element(element), depth: 3, with: byte)
            case .element(let element):
                try append(byte)
                if track(byte), depth == 2 {
                    try emit(buffer, startLine, element)
                    buffer = []
                    mode = .array(element)
                }
            case .reportTail:
                if opensArray(of: Self.urlsKey, at: byte) {
                    mode = .array(.url)
                    depth = 2
                    continue
                }
                if track(byte), depth == 0 {
                    mode = .between
                    pendingKey = nil
                }
            }
        }
    }

    /// Follows a top-level object's own keys (`"key":`, at its depth, outside strings); true when
    /// `byte` opens the array that `key` names.
    private mutating func opensArray(of key: [UInt8], at byte: UInt8) -> Bool {
        guard !inString, depth == 1 else { return false }
        switch byte {
        case UInt8(ascii: "\""):
            recording = true
            lastString.removeAll(keepingCapacity: true)
        case UInt8(ascii: ":"):
            pendingKey = lastString
        case UInt8(ascii: ","):
            pendingKey = nil
        case UInt8(ascii: "["):
            return pendingKey == key
        default:
            break
        }
        return false
    }

    /// A report or domain object starts here, or the input is not a report.
    private mutating func begin(_ next: Mode, depth: Int, with byte: UInt8) throws(Failure) {
        guard byte == UInt8(ascii: "{") else { throw Failure.notAReport(line: line) }
        mode = next
        startLine = line
        self.depth = depth
        buffer = [byte]
    }

    /// Call after the last chunk: the input must not end inside an object.
    func finish() throws(Failure) {
        guard case .between = mode else { throw Failure.truncated(line: startLine) }
    }

    /// Follows strings and nesting outside the top-level object's keys; true when `byte` closed
    /// an object or array.
    private mutating func track(_ byte: UInt8) -> Bool {
        if inString {
            scanString(byte)
            return false
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            return true
        default: break
        }
        return false
    }

    private mutating func append(_ byte: UInt8) throws(Failure) {
        guard buffer.count < Self.objectLimit else { throw Failure.tooLarge(line: startLine) }
        buffer.append(byte)
    }

    /// One byte inside a string: the closing quote ends it unless escaped. A top-level key is
    /// remembered only as long as `domains` could still match.
    private mutating func scanString(_ byte: UInt8) {
        if escaped {
            escaped = false
        } else if byte == UInt8(ascii: "\\") {
            escaped = true
        } else if byte == UInt8(ascii: "\"") {
            inString = false
            recording = false
            return
        }
        if recording, lastString.count <= Self.domainsKey.count { lastString.append(byte) }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
