/// The `applinks` section: legacy `apps`, `defaults`, `substitutionVariables` and `details`.
extension SiteAssociationDecoder {
    mutating func decodeAppLinks(_ node: JSONNode, path: JSONPath) -> AppLinks? {
        guard let object = expectObject(node, path: path) else { return nil }
        var appLinks = AppLinks(path: path)
        for member in object.members {
            let memberPath = path / member.key
            switch member.key {
            case "apps": appLinks.apps = decodeLegacyApps(member.value, path: memberPath)
            case "details": decodeDetails(member.value, path: memberPath, into: &appLinks)
            case "defaults":
                if let fields = expectObject(member.value, path: memberPath) {
                    appLinks.defaults = decodeFields(fields, path: memberPath, place: "applinks.defaults")
                }
            case "substitutionVariables":
                appLinks.substitutionVariables = decodeSubstitutionVariables(member.value, path: memberPath)
            default:
                reportUnknownKey(member, allowed: SchemaKey.appLinks, in: path, place: "applinks")
            }
        }
        if appLinks.details.isEmpty {
            report(
                .schemaNoDetails, "applinks has no details entry, so no URL of this domain opens an app.",
                hint: "add \"details\": [{\"appIDs\": [\"<Team ID>.<bundle ID>\"], \"components\": [...]}]",
                path: path, offset: node.offset)
        }
        return appLinks
    }

    /// Legacy `applinks.apps`: iOS 12 and older needed it, and it must be empty.
    private mutating func decodeLegacyApps(_ node: JSONNode, path: JSONPath) -> [String]? {
        guard let apps = decodeAppIDArray(node, path: path)?.map(\.text) else { return nil }
        if case .array(let items) = node.value, !items.isEmpty {
            report(
                .schemaAppsNotEmpty, "applinks.apps lists \(items.count) value(s); it must be an empty array.",
                hint: "write \"apps\": [] and name the apps in details[].appIDs", path: path, offset: node.offset,
                fix: .replace(path, with: .emptyArray))
        }
        return apps
    }

    private mutating func decodeDetails(_ node: JSONNode, path: JSONPath, into appLinks: inout AppLinks) {
        switch node.value {
        case .array(let items):
            for (index, item) in items.enumerated() {
                guard let entry = expectObject(item, path: path / index) else { continue }
                appLinks.details.append(decodeDetail(entry, node: item, path: path / index))
            }
        case .object(let members):
            appLinks.detailsIsDictionary = true
            report(
                .schemaDetailsDictionary, "applinks.details is the obsolete dictionary keyed by app ID.",
                hint: "make details an array of objects, each with \"appIDs\": [\"<app ID>\"] and its rules",
                path: path, offset: node.offset)
            for member in objectView(members).members {
                let entryPath = path / member.key
                guard let entry = expectObject(member.value, path: entryPath) else { continue }
                checkAppID(member.key, path: entryPath, offset: member.keyOffset)
                noteDetailAppIDs([(member.key, member.keyOffset, nil)], at: entryPath)
                appLinks.details.append(decodeDetail(entry, node: member.value, path: entryPath, appID: member.key))
            }
        default:
            reportType(node, expected: "an array of objects", path: path)
        }
    }

    /// One details entry. `appID` is set for an entry of the obsolete dictionary (its key).
    private mutating func decodeDetail(
        _ object: JSONObjectView, node: JSONNode, path: JSONPath, appID: String? = nil
    ) -> Detail {
        let allowed = appID == nil ? SchemaKey.detail : SchemaKey.dictionaryDetail
        var defaults = ComponentFields()
        for member in object.members where !allowed.contains(member.key) {
            reportUnknownKey(member, allowed: allowed, in: path, place: "a details entry")
        }
        if let member = object["defaults"], let fields = expectObject(member.value, path: path / "defaults") {
            defaults = decodeFields(fields, path: path / "defaults", place: "details defaults")
        }
        let appIDs = appID.map { [$0] } ?? decodeDetailAppIDs(object, node: node, path: path)
        let (rules, keepsPaths) = decodeRules(object, node: node, path: path)
        let usesArray = if appID == nil, case .array = object["appIDs"]?.value.value { true } else { false }
        var detail = Detail(appIDs: appIDs, rules: rules, defaults: defaults, path: path, usesAppIDsArray: usesArray)
        detail.keepsIOS12Paths = keepsPaths
        if usesArray, let legacy = object["appID"] {
            reportLegacyAppID(legacy, appIDs: appIDs, path: path)
            // iOS 12 and older read a string `appID` instead, whichever app it names.
            if case .string = legacy.value.value { detail.keepsIOS12AppID = true }
        }
        return detail
    }

    /// `appID` beside `appIDs`: iOS 12 and older read it, iOS 13 and later `appIDs`. Kept on
    /// purpose when it names one of the same apps (info); a mistake when it does not.
    private mutating func reportLegacyAppID(_ legacy: JSONMember, appIDs: [String], path: JSONPath) {
        let text: String? = if case .string(let text) = legacy.value.value { text } else { nil }
        let shown = text.map { PrintableText.escaped($0, limit: 120) } ?? "a non-string"
        if let text, appIDs.contains(text) {
            report(
                .schemaLegacyAppID,
                "\(path) keeps appID \(shown) beside appIDs: iOS 12 and older read "
                    + "appID, iOS 13 and later appIDs, and both name the app.",
                hint: "no change needed while the app supports iOS 12; remove appID once it needs iOS 13",
                path: path / "appID", offset: legacy.keyOffset)
            return
        }
        report(
            .schemaAppIDIgnored,
            "\(path) has appID \(shown), which is not among its appIDs: iOS 13 and later read appIDs only, iOS 12 "
                + "and older appID only, so the two systems open different apps.",
            hint: "make appID one of the apps in appIDs if iOS 12 devices should open it, or remove appID",
            path: path / "appID", offset: legacy.keyOffset)
    }

    /// `appIDs` when it is an array (even empty), else `appID` when it is a string.
    private mutating func decodeDetailAppIDs(_ object: JSONObjectView, node: JSONNode, path: JSONPath) -> [String] {
        var appIDs: [String]? = nil
        if let member = object["appIDs"] {
            let arrayPath = path / "appIDs"
            let entries = decodeAppIDArray(member.value, path: arrayPath)
            appIDs = entries?.map(\.text)
            if let entries {
                noteDetailAppIDs(entries.map { ($0.text, $0.node.offset, $0.index) }, at: arrayPath)
            }
        }
        if appIDs == nil, let member = object["appID"] {
            appIDs = decodeSingleAppID(member.value, path: path / "appID")
        }
        if appIDs?.isEmpty ?? true {
            report(
                .schemaNoAppIDs, "\(path) names no app, so it has no effect.",
                hint: "add \"appIDs\": [\"<Team ID>.<bundle ID>\"] to the entry", path: path, offset: node.offset)
        }
        return appIDs ?? []
    }

    private mutating func decodeSingleAppID(_ node: JSONNode, path: JSONPath) -> [String]? {
        guard case .string(let appID) = node.value else {
            let isArray = if case .array = node.value { true } else { false }
            reportType(
                node, expected: "a string (one app ID)", path: path,
                hint: isArray ? "rename \"appID\" to \"appIDs\", which holds an array" : nil)
            return nil
        }
        checkAppID(appID, path: path, offset: node.offset)
        noteDetailAppIDs([(appID, node.offset, nil)], at: path)
        return [appID]
    }

    /// Reports app IDs already named by an earlier details entry, or earlier in the same array.
    /// `path` is the entry's single app ID, or the array that holds those with an index.
    private mutating func noteDetailAppIDs(_ appIDs: [(text: String, offset: Int, index: Int?)], at path: JSONPath) {
        // Built at the first app ID listed before, from the ones ahead of it: an app ID repeated
        // in its own array is also listed before, and most entries repeat none.
        var inThisEntry: Set<String>? = nil
        for (position, (appID, offset, index)) in appIDs.enumerated() {
            let listedBefore = !appIDsInDetails.insert(appID).inserted
            if listedBefore, inThisEntry == nil { inThisEntry = Set(appIDs[..<position].lazy.map(\.text)) }
            let repeatedHere = inThisEntry?.insert(appID).inserted == false
            guard listedBefore else { continue }
            let path = index.map { path / $0 } ?? path
            if repeatedHere {
                report(
                    .schemaDuplicateAppID, "The app ID \(Self.quoted(appID)) is listed twice in this appIDs array.",
                    hint: "remove the repeated \(Self.quoted(appID)) from this appIDs array", path: path,
                    offset: offset,
                    fix: index.map { _ in .remove(path) })
            } else {
                report(
                    .schemaDuplicateAppID,
                    "The app ID \(Self.quoted(appID)) is already listed by an earlier entry of applinks.details.",
                    hint: "merge this entry's rules into the earlier entry for \(Self.quoted(appID)); the system uses "
                        + "only that one", path: path, offset: offset)
            }
        }
    }
}
