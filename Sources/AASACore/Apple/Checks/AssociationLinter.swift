/// Every check that looks at a file's bytes alone, in the order a person would fix them:
/// the JSON, the schema, then the rules. `aasa lint` and `aasa verify` both call this, so a
/// local file and a served file are judged by the same code.
package enum AssociationLinter {
    package struct Outcome: Sendable {
        package var document: AssociationDocument
        package var findings: [Finding]
        /// The UTF-8 text the findings' lines and columns count in: the file itself, or its
        /// transcoding when it was saved as UTF-16 or UTF-32.
        package var text: [UInt8]
    }

    /// The most bytes of a local file `lint` and `match` parse: four times what Apple reads, enough
    /// to say how far over a file is, while a hostile file (deeply nested empty arrays) stays under
    /// about 60 MB of memory.
    package static let localFileLimit = 4 * FetchRecord.appleBodyLimit

    /// A local file over ``localFileLimit``: refused with a finding, never parsed.
    package static func refusedAsTooLarge() -> Outcome {
        Outcome(
            document: AssociationDocument(association: nil, findings: [], json: nil),
            findings: [
                FindingKind.httpTooLarge(
                    "The file is more than \(localFileLimit) bytes, far over the \(FetchRecord.appleBodyLimit) bytes "
                        + "Apple reads; it was not checked further.",
                    hint: "Shrink the file below \(FetchRecord.appleBodyLimit) bytes, for example by merging "
                        + "rules with wildcards or substitution variables.")
            ], text: [])
    }

    /// A UTF-16 or UTF-32 file is reported (`json.encoding`) and its content still checked, as
    /// UTF-8; positions then count characters of that text.
    package static func lint(_ bytes: [UInt8]) -> Outcome {
        guard let (encoding, byteOrderMark) = WideTextEncoding.detect(bytes), let utf8 = encoding.utf8(bytes) else {
            return lintUTF8(bytes)
        }
        var result = lintUTF8(utf8)
        let saved = "saved as \(encoding.rawValue)\(byteOrderMark ? " with a byte order mark" : "")"
        result.findings.insert(
            FindingKind.jsonEncoding(
                "The file is \(saved), but JSON exchanged between systems must be UTF-8 (RFC 8259).",
                hint: "save the file as UTF-8 without a byte order mark (in PowerShell: Out-File -Encoding utf8NoBOM, "
                    + "or Set-Content -Encoding UTF8)"),
            at: 0)
        return result
    }

    private static func lintUTF8(_ bytes: [UInt8]) -> Outcome {
        var document = SiteAssociationReader.read(bytes)
        var findings = document.findings
        if bytes.count > FetchRecord.appleBodyLimit {
            findings.append(
                FindingKind.httpTooLarge(
                    "The file is \(bytes.count) bytes, more than the \(FetchRecord.appleBodyLimit) bytes Apple reads.",
                    hint: "Shrink the file below \(FetchRecord.appleBodyLimit) bytes, for example by merging "
                        + "rules with wildcards or substitution variables."))
        }
        if let association = document.association {
            // Rule checks judge the model, which keeps paths, not offsets: the position comes from the path.
            let ruleFindings = RuleChecks.findings(for: association)
            findings += document.json?.positioned(ruleFindings) ?? ruleFindings
        }
        document.findings = []
        return Outcome(document: document, findings: findings, text: bytes)
    }

    /// `--app-id` for a lone file: the app must be listed for at least one service. (With an
    /// entitlement list, ``AppIDCrossCheck`` checks each entry's service instead.)
    /// A listed ID that differs only in the bundle ID's letter case is `entitlement.app-id-case`,
    /// as ``AppIDCrossCheck`` reports it for `verify`.
    package static func appIDFindings(_ appIDs: [String], in association: SiteAssociation) -> [Finding] {
        appIDs.compactMap { appID in
            let wanted = AppID(appID)
            let listed = Service.allCases.flatMap { association.appIDs(for: $0) }.map(AppID.init)
            guard !listed.contains(where: { $0.isSame(as: wanted) }) else { return nil }
            if let near = listed.first(where: { $0.differsOnlyInBundleCase(from: wanted) }) {
                return AppIDCrossCheck.caseFinding(
                    listed: near, wanted: wanted, in: "The file", service: nil, path: .root, entry: nil)
            }
            return FindingKind.entitlementAppMissing(
                "The app \(appID) is not listed for any service in the file.",
                hint: "Add \"\(appID)\" to applinks.details[].appIDs (or the apps array of the service it uses).",
                path: .root)
        }
    }
}
