/// Android 15's `<uri-relative-filter-group>` of an intent filter (API 35+; docs/rules/android-app-links.md
/// A13): `<data>` children whose path, query and fragment rules must all match (AOSP
/// `UriRelativeFilterGroup`), allowing the URL or, with `android:allow="false"`, blocking it.
/// Devices below API 35 do not read the element at all.
package struct UriRelativeFilterGroup: Sendable, Hashable {
    /// The first API level whose package parser reads the element.
    package static let minimumAPI = 35

    /// `android:allow`, true unless written false.
    package var allow: Bool
    package var position: SourcePosition?
    /// Every rule of every `<data>` child, in the order AOSP's `parseRelRefGroupData` adds them.
    package var filters: [UriRelativeFilter]
    /// Attributes of its `<data>` children Android does not read inside a group (`scheme`, `host`,
    /// `port`, `mimeType`, ...), as written, for a finding.
    package var ignoredAttributes: [String] = []
}

/// One rule of a group (AOSP `UriRelativeFilter`): a part of the URL and a pattern for it.
package struct UriRelativeFilter: Sendable, Hashable {
    package enum Part: String, Sendable, Hashable {
        case path, query, fragment
    }

    package var part: Part
    package var kind: PatternMatcher.Kind
    package var value: ManifestValue
    package var position: SourcePosition?

    /// `queryPrefix`: the attribute that wrote it.
    package var attribute: String {
        let suffix =
            switch kind {
            case .literal: ""
            case .prefix: "Prefix"
            case .simpleGlob: "Pattern"
            case .advancedGlob: "AdvancedPattern"
            case .suffix: "Suffix"
            }
        return part.rawValue + suffix
    }

    /// The attributes a group's `<data>` is read for, in `parseRelRefGroupData`'s order: path,
    /// fragment, then query, each literal, prefix, simple glob, advanced glob, suffix.
    static let attributes: [(AndroidAttribute, Part, PatternMatcher.Kind)] = [
        (.path, .path, .literal), (.pathPrefix, .path, .prefix), (.pathPattern, .path, .simpleGlob),
        (.pathAdvancedPattern, .path, .advancedGlob), (.pathSuffix, .path, .suffix),
        (.fragment, .fragment, .literal), (.fragmentPrefix, .fragment, .prefix),
        (.fragmentPattern, .fragment, .simpleGlob), (.fragmentAdvancedPattern, .fragment, .advancedGlob),
        (.fragmentSuffix, .fragment, .suffix),
        (.query, .query, .literal), (.queryPrefix, .query, .prefix), (.queryPattern, .query, .simpleGlob),
        (.queryAdvancedPattern, .query, .advancedGlob), (.querySuffix, .query, .suffix),
    ]

    /// The attributes of ``attributes``: any other a group's `<data>` writes is not read.
    static let readAttributes = Set(attributes.map(\.0))
}
