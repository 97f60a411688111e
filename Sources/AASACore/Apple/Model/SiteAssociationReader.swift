/// Reads an AASA body into a ``SiteAssociation`` the way Apple's systems read it, reporting every
/// JSON and schema problem with its path, line and column.
///
/// Never throws and never crashes on hostile input: every problem is a finding.
package enum SiteAssociationReader {
    package static func read(_ bytes: [UInt8]) -> AssociationDocument {
        if CMSEnvelope.looksSigned(bytes) { return readSigned(bytes) }
        return readJSON(bytes, findings: [])
    }

    private static func readJSON(_ bytes: [UInt8], findings: [Finding]) -> AssociationDocument {
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes)
        } catch {
            return AssociationDocument(association: nil, findings: findings + [error.finding], json: nil)
        }
        var decoder = SiteAssociationDecoder(document: document)
        let association = decoder.decode()
        return AssociationDocument(association: association, findings: findings + decoder.findings, json: document)
    }

    /// A CMS signed file (iOS 8): say so, then read the JSON it carries, if any, as a bonus.
    private static func readSigned(_ bytes: [UInt8]) -> AssociationDocument {
        let hint =
            "serve the unsigned JSON file itself with Content-Type application/json; "
            + "signing has not been needed since iOS 9"
        let kind = CMSEnvelope.namesSignedData(bytes) ? "a CMS (PKCS#7) signed file" : "binary DER (ASN.1) data"
        guard let content = CMSEnvelope.embeddedContent(bytes) else {
            let finding = FindingKind.jsonSigned(
                "The body is \(kind), not JSON, and no JSON object was found inside it.", hint: hint)
            return AssociationDocument(association: nil, findings: [finding], json: nil)
        }
        let finding = FindingKind.jsonSigned(
            "The body is \(kind) wrapping \(content.count) bytes of JSON; lines and columns below refer to that JSON.",
            hint: hint)
        return readJSON(content, findings: [finding])
    }
}
