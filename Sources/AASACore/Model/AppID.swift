/// An app ID, `<team prefix>.<bundle id>`, compared the way the system compares them.
public enum AppID {
    /// The system upper-cases the prefix and compares the bundle ID exactly.
    public static func sameApp(_ a: String, _ b: String) -> Bool {
        let (prefixA, bundleA) = split(a)
        let (prefixB, bundleB) = split(b)
        return prefixA.uppercased() == prefixB.uppercased() && bundleA == bundleB
    }

    /// The team prefix and the bundle ID; a string without a dot is all prefix.
    public static func split(_ appID: String) -> (prefix: Substring, bundleID: Substring) {
        guard let dot = appID.firstIndex(of: ".") else { return (appID[...], "") }
        return (appID[..<dot], appID[appID.index(after: dot)...])
    }
}
