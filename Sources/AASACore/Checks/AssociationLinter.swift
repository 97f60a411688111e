/// Every check that looks at a file's bytes alone, in the order a person would fix them:
/// the JSON, the schema, then the rules. `aasa lint` and `aasa verify` both call this, so a
/// local file and a served file are judged by the same code.
public enum AssociationLinter {
    public struct Result: Sendable {
        public var document: AssociationDocument
        public var findings: [Finding]
    }

    public static func lint(_ bytes: [UInt8]) -> Result {
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
            findings += RuleChecks.findings(for: association)
        }
        document.findings = []
        return Result(document: document, findings: findings)
    }

    /// `--app-id` for a lone file: the app must be listed for at least one service. (With an
    /// entitlement list, ``AppIDCrossCheck`` checks each entry's service instead.)
    public static func appIDFindings(_ appIDs: [String], in association: SiteAssociation) -> [Finding] {
        appIDs.compactMap { appID in
            let listed = Service.allCases.contains { service in
                association.appIDs(for: service).contains { AppID.sameApp($0, appID) }
            }
            guard !listed else { return nil }
            return FindingKind.entitlementAppMissing(
                "The app \(appID) is not listed for any service in the file.",
                hint: "Add \"\(appID)\" to applinks.details[].appIDs (or the apps array of the service it uses).",
                path: .root)
        }
    }
}
