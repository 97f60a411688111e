/// Turns a JSON document into a ``SiteAssociation`` and collects the schema findings.
///
/// Keys holding the wrong type are left out of the model, as the system ignores them; repeated
/// keys are read last-one-wins (see ``JSONObjectView``).
struct SiteAssociationDecoder {
    let document: JSONDocument
    var findings: [Finding] = []
    /// App IDs of earlier details entries: the system ignores a later entry for the same app.
    var appIDsInDetails: Set<String> = []
    /// Team prefixes of the file's well-formed app IDs, and the malformed ones that may be typos
    /// of them (index of the finding, prefix, bundle ID): see ``suggestKnownTeamPrefixes()``.
    var teamPrefixes: Set<String> = []
    var malformedPrefixes: [(finding: Int, prefix: String, bundleID: String)] = []
    /// Whether any object of the document repeats a key; most files have none.
    var repeatsKeys = true
    /// Each distinct app ID's syntax verdict, computed once.
    var checkedAppIDs: [String: CheckedAppID] = [:]

    /// An app ID split at its first dot, with its syntax verdict.
    struct CheckedAppID {
        var verdict: AppIDSyntax.Verdict
        var prefix: String
        var bundleID: String

        init(_ appID: String) {
            // Split on the bytes: `.` is ASCII, so the cut falls between characters. Once per
            // distinct app ID, so plain indices serve.
            let utf8 = appID.utf8
            if let dot = utf8.firstIndex(of: UInt8(ascii: ".")) {
                // By bytes, not Characters: a mark after the dot stays in the bundle ID.
                prefix = String(decoding: utf8[..<dot], as: UTF8.self)
                bundleID = String(decoding: utf8[utf8.index(after: dot)...], as: UTF8.self)
            } else {
                (prefix, bundleID) = (appID, "")
            }
            verdict = AppIDSyntax.check(appID)
        }
    }

    init(document: JSONDocument) {
        self.document = document
        // Room for a typical file's apps up front: growing from empty rehashes each String
        // three or four times.
        appIDsInDetails.reserveCapacity(8)
        checkedAppIDs.reserveCapacity(8)
    }

    mutating func decode() -> SiteAssociation? {
        if document.hasByteOrderMark {
            report(
                .jsonByteOrderMark, "The file starts with a UTF-8 byte order mark (EF BB BF).",
                hint: "save the file as UTF-8 without a byte order mark", path: .root, offset: document.root.offset)
        }
        let duplicates = document.duplicateKeys
        repeatsKeys = !duplicates.isEmpty
        for duplicate in duplicates {
            report(
                .jsonDuplicateKey, "The key \(Self.quoted(duplicate.key)) appears more than once in the same object.",
                hint: "keep one \(Self.quoted(duplicate.key)) and merge the values into it",
                path: duplicate.path, offset: duplicate.keyOffset)
        }
        guard case .object(let members) = document.root.value else {
            report(
                .jsonRoot, "The file's top-level value is \(document.root.typeName), not an object.",
                hint: "make the file one JSON object keyed by service: {\"applinks\": {...}}", path: .root,
                offset: document.root.offset)
            return nil
        }
        let association = decodeServices(objectView(members))
        suggestKnownTeamPrefixes()
        return association
    }

    /// A prefix one or two edits away from a Team ID used elsewhere in the file is most likely a
    /// typo of it (`W7JAY4CE8` beside `UW7JAY4CE8`): the hint then names that exact app ID.
    private mutating func suggestKnownTeamPrefixes() {
        // A real file names a few teams; many distinct prefixes mean a generated or hostile file.
        guard teamPrefixes.count <= 16 else { return }
        for (index, prefix, bundleID) in malformedPrefixes {
            let nearest = teamPrefixes.map { ($0, editDistance(prefix.uppercased(), $0)) }
                .filter { $0.1 <= 2 }.min { ($0.1, $0.0) < ($1.1, $1.0) }
            guard let (known, _) = nearest else { continue }
            findings[index].hint = "use the Team ID \(known) that the file's other app IDs have: \(known).\(bundleID)"
            findings[index].fix = findings[index].path.map { .replace($0, with: "\(known).\(bundleID)") }
        }
    }

    private mutating func decodeServices(_ object: JSONObjectView) -> SiteAssociation {
        var association = SiteAssociation()
        for member in object.members {
            let path = JSONPath.root / member.key
            switch member.key {
            case "applinks": association.appLinks = decodeAppLinks(member.value, path: path)
            case "webcredentials": association.webCredentials = decodeAppList(member.value, path: path)
            case "appclips": association.appClips = decodeAppList(member.value, path: path)
            case "activitycontinuation": association.activityContinuation = decodeAppList(member.value, path: path)
            default:
                reportUnknownKey(member, allowed: SchemaKey.services, in: .root, place: "the top level of the file")
            }
        }
        if !SchemaKey.services.contains(where: { object[$0] != nil }) {
            report(
                .schemaNoService, "The file has no applinks, webcredentials, appclips or activitycontinuation key.",
                hint: "put the rules under a top-level \"applinks\" key (or the service the app uses)", path: .root,
                offset: document.root.offset)
        }
        return association
    }

    /// `webcredentials`, `appclips` and `activitycontinuation`: `{"apps": [app IDs]}`.
    private mutating func decodeAppList(_ node: JSONNode, path: JSONPath) -> AppList? {
        guard let object = expectObject(node, path: path) else { return nil }
        for member in object.members where member.key != "apps" {
            if member.key == "details" {
                report(
                    .schemaDetailsOutsideAppLinks, "\(path) has a details key, which only applinks reads.",
                    hint: "list the app IDs in \(path).apps and move URL rules to applinks.details",
                    path: path / "details", offset: member.keyOffset)
            } else {
                reportUnknownKey(member, allowed: SchemaKey.appList, in: path, place: path.description)
            }
        }
        guard let apps = object["apps"] else {
            report(
                .schemaAppsEmpty, "\(path) has no apps key, so it lists no app.",
                hint: "add \"apps\": [\"<Team ID>.<bundle ID>\"] to \(path)", path: path, offset: node.offset)
            return AppList(apps: [], path: path)
        }
        let appIDs = decodeAppIDArray(apps.value, path: path / "apps")?.map(\.text) ?? []
        if case .array(let items) = apps.value.value, items.isEmpty {
            report(
                .schemaAppsEmpty, "\(path).apps is an empty array, so it lists no app.",
                hint: "add the app IDs, or remove \(path) if no app uses it", path: path / "apps",
                offset: apps.value.offset)
        }
        return AppList(apps: appIDs, path: path)
    }
}
