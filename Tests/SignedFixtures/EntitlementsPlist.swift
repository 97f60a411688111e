/// XML entitlements as Xcode writes them, for building signed fixtures.
public enum EntitlementsPlist {
    public static func xml(appID: String?, domains: [String]?) -> String {
        var body = ""
        if let appID {
            body += "\t<key>application-identifier</key>\n\t<string>\(appID)</string>\n"
        }
        if let domains {
            body += "\t<key>com.apple.developer.associated-domains</key>\n\t<array>\n"
            body += domains.map { "\t\t<string>\($0)</string>\n" }.joined()
            body += "\t</array>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)</dict>
            </plist>

            """
    }

    /// An Info.plist naming the bundle's executable (or none).
    public static func info(executable: String?) -> String {
        let key = executable.map { "\t<key>CFBundleExecutable</key>\n\t<string>\($0)</string>\n" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \(key)\t<key>CFBundleIdentifier</key>
            \t<string>com.example.app</string>
            </dict>
            </plist>

            """
    }
}
