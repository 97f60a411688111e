extension FileSummary {
    /// What a report keeps of a served assetlinks.json for `--baseline`: its digest and, by
    /// relation, the apps it lists (`PACKAGE:FINGERPRINT,...`), includes' statements included.
    package init(body: [UInt8], statementList: StatementList?) {
        var apps: [String: [String]] = [:]
        for relation in AndroidRelation.allCases {
            let listed = statementList?.apps(for: relation) ?? []
            if !listed.isEmpty { apps[relation.rawValue] = listed }
        }
        self.init(sha256: SHA256Digest.hex(body), appIDs: apps, meaning: MeaningDigest.hex(body, platform: .android))
    }
}
