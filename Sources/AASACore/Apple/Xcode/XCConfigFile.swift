/// A `.xcconfig` file: `NAME = value` assignments (`//` starts a comment, a trailing `;` is
/// dropped), `NAME[sdk=iphoneos*] = value` conditional assignments, and `#include "other.xcconfig"`
/// (`#include?` when the file may be missing), read in order with includes in place.
///
/// Reading files is the caller's: `load` returns a file's text for a path relative to the
/// including file's directory (or absolute), or nil when it cannot be read.
public struct XCConfigFile: Sendable {
    public struct Assignment: Sendable, Hashable {
        public var setting: BuildSettingKey
        public var value: String
    }

    /// Assignments in effect order, includes expanded where they stand.
    public var assignments: [Assignment]
    /// Problems to report: a missing required include, an include cycle, too deep a nesting.
    public var problems: [String]

    /// Nesting deeper than this is a cycle or an abuse.
    static let maximumIncludeDepth = 16

    /// Reads the file at `path` and everything it includes.
    public static func read(path: String, load: (String) -> String?) -> XCConfigFile {
        var file = XCConfigFile(assignments: [], problems: [])
        file.include(path, optional: false, from: nil, chain: [], load: load)
        return file
    }

    private mutating func include(
        _ path: String, optional: Bool, from includer: String?, chain: [String], load: (String) -> String?
    ) {
        let resolved = Self.resolve(path, relativeTo: includer)
        guard !chain.contains(resolved) else {
            problems.append("\(resolved) includes itself (through \(chain.last ?? resolved))")
            return
        }
        guard chain.count < Self.maximumIncludeDepth else {
            problems.append("\(resolved): #include nested more than \(Self.maximumIncludeDepth) deep")
            return
        }
        guard let text = load(resolved) else {
            if !optional {
                problems.append(
                    includer.map { "\(resolved), included by \($0), cannot be read" } ?? "\(resolved) cannot be read")
            }
            return
        }
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
                include(target, optional: isOptional, from: resolved, chain: chain + [resolved], load: load)
                continue
            }
            if let comment = content.range(of: "//") { content = content[..<comment.lowerBound] }
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
            assignments.append(Assignment(setting: setting, value: String(value)))
        }
    }

    /// `path` against the including file's directory; an absolute path stays as it is.
    static func resolve(_ path: String, relativeTo includer: String?) -> String {
        guard !path.hasPrefix("/"), let includer, let slash = includer.lastIndex(of: "/") else { return path }
        return String(includer[...slash]) + path
    }
}
