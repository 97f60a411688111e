/// An entitlement entry cut into its pieces, before any of them is judged.
///
/// The grammar is `service:host[?mode=...]`, but people also write URLs (`https://host/path`),
/// ports and bare hosts; every piece is kept so that each mistake can be named.
struct EntryParts: Sendable, Hashable {
    /// The text before the first colon when it names a service (known or not); nil for a bare host.
    var service: Substring?
    var scheme: Substring?
    var userinfo: Substring?
    /// Everything between the service (or scheme) and the port, path, query or fragment.
    var host: Substring
    var port: Substring?
    var path: Substring?
    var query: Substring?
    var fragment: Substring?

    init(_ text: Substring) {
        var rest = text
        service = Self.serviceName(in: text)
        if let service {
            rest = text[text.index(after: service.endIndex)...]
            // `applinks://example.com`: the service written as if it were a URL scheme.
            if rest.hasPrefix("//") {
                scheme = service
                rest = rest.dropFirst(2)
            }
        }
        if scheme == nil, let separator = rest.firstRange(of: "://"),
            rest[..<separator.lowerBound].allSatisfy(Self.isLetter)
        {
            scheme = rest[..<separator.lowerBound]
            rest = rest[separator.upperBound...]
        }
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        var tail = rest[authorityEnd...]
        if let hash = tail.firstIndex(of: "#") {
            fragment = tail[tail.index(after: hash)...]
            tail = tail[..<hash]
        }
        if let question = tail.firstIndex(of: "?") {
            query = tail[tail.index(after: question)...]
            tail = tail[..<question]
        }
        path = tail.isEmpty ? nil : tail
        if let at = authority.lastIndex(of: "@") {
            userinfo = authority[..<at]
            authority = authority[authority.index(after: at)...]
        }
        (host, port) = Self.splitPort(authority)
    }

    /// `service` in `service:rest`, unless the colon starts a URL scheme (`https://`) or a port
    /// (`localhost:8080`). A known service always counts, whatever follows it.
    private static func serviceName(in text: Substring) -> Substring? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon]
        let rest = text[text.index(after: colon)...]
        if Service(entryName: name) != nil { return name }
        if rest.hasPrefix("//") || !name.allSatisfy(isLetter) { return nil }
        let portEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let looksLikePort = !name.isEmpty && portEnd > rest.startIndex && rest[..<portEnd].allSatisfy(\.isASCIIDigit)
        return looksLikePort ? nil : name
    }

    /// `host:port`, `[v6]:port`; a host with several colons and no brackets keeps them all.
    private static func splitPort(_ authority: Substring) -> (Substring, Substring?) {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            let host = authority[...close]
            let after = authority[authority.index(after: close)...]
            return after.hasPrefix(":") ? (host, after.dropFirst()) : (authority, nil)
        }
        guard let colon = authority.firstIndex(of: ":"), authority.lastIndex(of: ":") == colon else {
            return (authority, nil)
        }
        return (authority[..<colon], authority[authority.index(after: colon)...])
    }

    private static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
