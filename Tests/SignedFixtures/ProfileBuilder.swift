/// Builds a stand-in `.mobileprovision`: the opening of a CMS SignedData structure (DER with
/// indefinite lengths, as real profiles use), the XML property list as its content, and bytes
/// standing in for the certificates and signature.
public enum ProfileBuilder {
    public static func build(entitlements: String, extraTopLevel: String = "") -> [UInt8] {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>AppIDName</key>
            \t<string>Example</string>
            \(extraTopLevel)\(entitlements.isEmpty ? "" : "\t<key>Entitlements</key>\n\t<dict>\n\(entitlements)\t</dict>\n")\
            \t<key>TeamIdentifier</key>
            \t<array><string>ABCDE12345</string></array>
            </dict>
            </plist>
            """
        let body = Array(plist.utf8)
        // SEQUENCE, signedData OID, [0] { SEQUENCE { version, digest algorithms, content info } }
        var der: [UInt8] = [0x30, 0x80, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02, 0xA0, 0x80]
        der += [0x30, 0x80, 0x02, 0x01, 0x01, 0x31, 0x00]
        der += [0x30, 0x80, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x01, 0xA0, 0x80]
        der += [0x24, 0x80, 0x04, 0x82, UInt8(body.count >> 8 & 0xFF), UInt8(body.count & 0xFF)] + body
        der += [0x00, 0x00, 0x00, 0x00, 0x00, 0x00]
        der += [0xA0, 0x04, 0xDE, 0xAD, 0xBE, 0xEF, 0x31, 0x00]  // stand-in certificates and signer infos
        der += [0x00, 0x00, 0x00, 0x00, 0x00, 0x00]
        return der
    }

    /// The entitlements of a typical App Store profile: associated domains granted as `*`.
    public static func entitlements(appID: String, team: String = "ABCDE12345", domains: String) -> String {
        """
        \t\t<key>application-identifier</key>
        \t\t<string>\(appID)</string>
        \t\t<key>com.apple.developer.associated-domains</key>
        \t\t\(domains)
        \t\t<key>com.apple.developer.team-identifier</key>
        \t\t<string>\(team)</string>

        """
    }
}
