/// An assetlinks.json statement list as Android reads it (docs/rules/android-app-links.md section
/// 2): the statements it could read and the includes it names. Statements Android cannot read are
/// findings, not here.
package struct StatementList: Sendable {
    package var statements: [AssetStatement]
    package var includes: [AssetInclude]
    /// The statements that make some reader throw while parsing (docs/rules/android-app-links.md
    /// A10): that reader then rejects the whole file, whatever the other statements say.
    package var rejections: [StatementRejection]

    package init(
        statements: [AssetStatement] = [], includes: [AssetInclude] = [], rejections: [StatementRejection] = []
    ) {
        self.statements = statements
        self.includes = includes
        self.rejections = rejections
    }

    /// Whether `reader` rejects the whole file.
    package func isRejected(by reader: StatementReader) -> Bool {
        rejections.contains { $0.readers.contains(reader) }
    }

    /// The statements that grant `relation` to `packageName`.
    package func statements(granting relation: AndroidRelation, to packageName: String) -> [AssetStatement] {
        statements.filter { $0.relations.contains(relation.rawValue) && $0.target.packageName == packageName }
    }

    /// Every app listed for `relation`, as `PACKAGE:FP,...` in file order: what a report keeps for `--baseline`.
    package func apps(for relation: AndroidRelation) -> [String] {
        statements.filter { $0.relations.contains(relation.rawValue) }.compactMap { statement in
            guard case .androidApp(let packageName, let fingerprints) = statement.target else { return nil }
            return fingerprints.isEmpty ? packageName : packageName + ":" + fingerprints.joined(separator: ",")
        }
    }
}

/// One `{"relation": [...], "target": {...}}` statement.
package struct AssetStatement: Sendable {
    /// The relation strings as written (well-formed ones only).
    package var relations: [String]
    package var target: AssetTarget
    /// The statement's place in its file: `[3]`.
    package var path: JSONPath
    /// Where `sha256_cert_fingerprints` is, for findings about an app's fingerprints.
    package var fingerprintsPath: JSONPath?
    /// Its line and column in the file the statement was read from.
    package var fingerprintsPosition: SourcePosition? = nil
    /// Android 15's `dynamic_app_link_components` for `handle_all_urls`; nil when absent or
    /// discarded as malformed (the manifest then decides alone).
    package var dynamicRules: [DynamicRule]?
}

/// Whom a statement speaks of.
package enum AssetTarget: Sendable, Hashable {
    /// `{"namespace": "android_app", "package_name": ..., "sha256_cert_fingerprints": [...]}`;
    /// the fingerprints exactly as written (Android compares them exactly).
    case androidApp(packageName: String, fingerprints: [String])
    /// `{"namespace": "web", "site": "https://example.com"}`.
    case web(site: String)

    package var packageName: String? {
        if case .androidApp(let packageName, _) = self { return packageName }
        return nil
    }
}

/// `{"include": "https://example.com/other.json"}`: another statement list Android reads too.
package struct AssetInclude: Sendable, Hashable {
    package var url: String
    package var path: JSONPath
}
