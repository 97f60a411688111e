/// A `.xcconfig` file: `NAME = value` assignments (`//` starts a comment, a trailing `;` is
/// dropped), `NAME[sdk=iphoneos*] = value` conditional assignments, and `#include "other.xcconfig"`
/// (`#include?` when the file may be missing), read in order with includes in place.
///
/// Reading files is the caller's, through an ``XCConfigReader``, which reads and parses each
/// file once however often it is included.
package struct XCConfigFile: Sendable {
    package struct Assignment: Sendable, Hashable {
        package var setting: BuildSettingKey
        package var value: String
    }

    /// Assignments in effect order, includes expanded where they stand.
    package var assignments: [Assignment]
    /// Problems to report: a missing required include, an include cycle, too deep a nesting, a
    /// file that is no regular file, too many includes.
    package var problems: [String]
    /// Includes found only by a case-insensitive match: what macOS's disk finds, Linux's does not.
    package var caseNotes: [String] = []

    /// Nesting deeper than this is a cycle or an abuse.
    static let maximumIncludeDepth = 16
    /// Includes followed for one file, counting repeats: a diamond of includes three wide and
    /// fifteen deep would otherwise be fourteen million.
    static let maximumIncludes = 1_000
    /// Assignments one file may expand to, its includes' included.
    static let maximumAssignments = 100_000

    /// Reads the file at `path` and everything it includes; `load` gives a file's text, or nil
    /// when there is none.
    package static func read(path: String, load: @escaping (String) -> String?) -> XCConfigFile {
        var reader = XCConfigReader { path in load(path).map { .text($0) } ?? .missing }
        return reader.read(path: path)
    }

    /// One line that matters: an assignment or an include directive.
    enum Line: Sendable {
        case assignment(Assignment)
        case include(String, optional: Bool)
    }

    /// The lines of one file's text, in order.
    static func lines(of text: String) -> [Line] {
        var lines: [Line] = []
        for line in text.split(whereSeparator: \.isNewline) {
            var content = Substring(line).drop { $0 == " " || $0 == "\t" }
            if content.hasPrefix("#include") {
                let isOptional = content.hasPrefix("#include?")
                guard let open = content.firstIndex(of: "\""),
                    let close = content[content.index(after: open)...].firstIndex(of: "\"")
                else { continue }
                let target = String(content[content.index(after: open)..<close])
                // `<DEVELOPER_DIR>/...` names Xcode's own files, which hold no app settings.
                guard !target.hasPrefix("<") else { continue }
                lines.append(.include(target, optional: isOptional))
                continue
            }
            if let comment = content.firstRange(of: "//") { content = content[..<comment.lowerBound] }
            // The `=` of `NAME[sdk=iphoneos*] = value` is the one after the conditions.
            var nameEnd = content.firstIndex { $0 == "=" || $0 == "[" } ?? content.endIndex
            while nameEnd < content.endIndex, content[nameEnd] == "[",
                let close = content[nameEnd...].firstIndex(of: "]")
            {
                nameEnd = content.index(after: close)
            }
            guard let equals = content[nameEnd...].firstIndex(of: "=") else { continue }
            let key = content[..<equals].trimmingWhitespace
            var value = content[content.index(after: equals)...].trimmingWhitespace
            if value.hasSuffix(";") { value = value.dropLast().trimmingWhitespace }
            guard let setting = BuildSettingKey(String(key)) else { continue }
            lines.append(.assignment(Assignment(setting: setting, value: String(value))))
        }
        return lines
    }

    /// `path` against the including file's directory; an absolute path stays as it is.
    static func resolve(_ path: String, relativeTo includer: String?) -> String {
        guard !path.hasPrefix("/"), let includer, let slash = includer.lastIndex(of: "/") else { return path }
        return String(includer[...slash]) + path
    }
}

/// Reads `.xcconfig` files for one run: each file is loaded and parsed once, and a project's
/// configurations and targets that include it share that reading.
package struct XCConfigReader {
    /// What loading one path gave.
    package enum Loaded: Sendable {
        case text(String)
        /// The text of the file whose name differs from the path in letter case only, and that
        /// name: an include written on macOS's case-insensitive disk.
        case textByCase(String, actualPath: String)
        /// No file there: an optional include skips it, a required one is a problem.
        case missing
        /// A file that cannot be used (no regular file, unreadable, too large), and why.
        case unusable(String)
    }

    private let load: (String) -> Loaded
    private var parsed: [String: Result<[XCConfigFile.Line], LoadFailure>] = [:]
    /// The real name of each path found by letter case only.
    private var foundByCase: [String: String] = [:]

    private struct LoadFailure: Error {
        var loaded: Loaded
    }

    package init(load: @escaping (String) -> Loaded) {
        self.load = load
    }

    /// The file at `path` with everything it includes.
    package mutating func read(path: String) -> XCConfigFile {
        var walk = Walk()
        include(path, optional: false, from: nil, chain: [], walk: &walk)
        return XCConfigFile(assignments: walk.assignments, problems: walk.problems, caseNotes: walk.caseNotes)
    }

    /// What one `read` has gathered, and the includes it has followed.
    private struct Walk {
        var assignments: [XCConfigFile.Assignment] = []
        var problems: [String] = []
        var caseNotes: [String] = []
        var includes = 0
        /// Past ``XCConfigFile/maximumAssignments``: nothing more is read.
        var isFull = false
    }

    private mutating func lines(_ path: String) -> Result<[XCConfigFile.Line], LoadFailure> {
        if let known = parsed[path] { return known }
        let result: Result<[XCConfigFile.Line], LoadFailure>
        switch load(path) {
        case .text(let text): result = .success(XCConfigFile.lines(of: text))
        case .textByCase(let text, let actualPath):
            foundByCase[path] = actualPath
            result = .success(XCConfigFile.lines(of: text))
        case let other: result = .failure(LoadFailure(loaded: other))
        }
        parsed[path] = result
        return result
    }

    private mutating func include(
        _ path: String, optional: Bool, from includer: String?, chain: [String], walk: inout Walk
    ) {
        let resolved = XCConfigFile.resolve(path, relativeTo: includer)
        let shown = PrintableText.escaped(resolved, limit: 200)
        guard !chain.contains(resolved) else {
            walk.problems.append("\(shown) includes itself (through \(PrintableText.escaped(chain.last ?? resolved)))")
            return
        }
        guard chain.count < XCConfigFile.maximumIncludeDepth else {
            walk.problems.append("\(shown): #include nested more than \(XCConfigFile.maximumIncludeDepth) deep")
            return
        }
        guard walk.includes < XCConfigFile.maximumIncludes else {
            if walk.includes == XCConfigFile.maximumIncludes {
                walk.problems.append(
                    "more than \(XCConfigFile.maximumIncludes) #include directives are followed from one file; "
                        + "\(shown) and those after it were not read")
            }
            walk.includes += 1
            return
        }
        walk.includes += 1
        switch lines(resolved) {
        case .failure(let failure):
            let by = includer.map { " (included by \(PrintableText.escaped($0, limit: 200)))" } ?? ""
            switch failure.loaded {
            case .missing where optional: return
            case .unusable(let reason): walk.problems.append(reason + by)
            default: walk.problems.append("\(shown)\(by) does not exist")
            }
        case .success(let lines):
            if let actual = foundByCase[resolved] {
                let note =
                    "\(shown) is \(PrintableText.escaped(actual, limit: 200)) on disk, which differs in letter case: "
                    + "macOS's case-insensitive disk finds it, and so does aasa"
                if !walk.caseNotes.contains(note) { walk.caseNotes.append(note) }
            }
            for line in lines {
                guard !walk.isFull else { return }
                switch line {
                case .assignment(let assignment):
                    guard walk.assignments.count < XCConfigFile.maximumAssignments else {
                        walk.problems.append(
                            "\(shown): more than \(XCConfigFile.maximumAssignments) assignments with its includes; "
                                + "the rest were not read")
                        walk.isFull = true
                        return
                    }
                    walk.assignments.append(assignment)
                case .include(let target, let isOptional):
                    include(target, optional: isOptional, from: resolved, chain: chain + [resolved], walk: &walk)
                }
            }
        }
    }
}
