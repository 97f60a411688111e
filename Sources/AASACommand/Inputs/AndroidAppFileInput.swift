import AASACore
import AASAVerification
import FoundationEssentials

/// Reads the Android apps named by `--apk`, `--aab` and `--android-manifest` (with
/// `--manifest-placeholder` values), and turns each into the `android:` entries it claims. A file
/// that cannot be read is the run's error (exit 2), said before any fetch.
enum AndroidAppFileInput {
    static let options: [OptionName] = [.apk, .aab, .androidManifest]

    /// `--manifest-placeholder`, `--android-min-sdk` and `--android-target-sdk`, for the commands
    /// that read app files.
    static let placeholderOption = OptionSpec.value(
        .manifestPlaceholder, "name=value", repeatable: true,
        help: "With --android-manifest: fill ${NAME} as the build's manifestPlaceholders do.")
    static let minSDKOption = OptionSpec.value(
        .androidMinSDK, "api", help: "With --android-manifest: build.gradle's minSdk, which the built manifest takes.")
    static let targetSDKOption = OptionSpec.value(
        .androidTargetSDK, "api",
        help: "With --android-manifest: build.gradle's targetSdk, which the built manifest takes.")

    static func inputs(_ arguments: ParsedArguments, given: [AndroidApp]) throws(UsageError) -> [AndroidAppInput] {
        let placeholders = try self.placeholders(arguments)
        if !placeholders.isEmpty, arguments.all(.androidManifest).isEmpty {
            throw UsageError(
                "--manifest-placeholder fills an --android-manifest; built APKs and bundles have none left")
        }
        let minSDK = try apiLevel(arguments, .androidMinSDK)
        let targetSDK = try apiLevel(arguments, .androidTargetSDK)
        var inputs: [AndroidAppInput] = []
        for option in options {
            for path in arguments.all(option) {
                var file = try read(path, option: option, placeholders: placeholders)
                // Gradle's build.gradle values win over a source manifest's <uses-sdk>, as in the merged manifest.
                if option == .androidManifest {
                    if let minSDK { file.manifest.minSdkVersion = minSDK }
                    if let targetSDK { file.manifest.targetSdkVersion = targetSDK }
                }
                do {
                    inputs.append(try AndroidAppInput(source: path, file: file, given: given))
                } catch {
                    throw UsageError("--\(option.rawValue) '\(TerminalSafe(path))': \(error.reason)")
                }
            }
        }
        return inputs
    }

    /// The entries of `input`, each claimed by its app; a host only Android 6-11 verifies says so.
    static func claims(_ input: AndroidAppInput) -> [EntryClaim] {
        input.entries.map { entry, legacyOnly in
            var claim = EntryClaim(
                text: entry, bareHostMeansAppLinks: false, appIDs: [input.app.description],
                source: ClaimSource(PrintableText.escaped(input.source, limit: 200)),
                findings: legacyOnly ? [input.legacyOnlyFinding(entry)] : [])
            // The app's findings say how its manifest writes each host, with the line.
            claim.hostFormJudged = true
            return claim
        }
    }

    /// `--android-min-sdk` or `--android-target-sdk`: an API level, for a source manifest only
    /// (a built APK or bundle carries its own).
    private static func apiLevel(_ arguments: ParsedArguments, _ option: OptionName) throws(UsageError) -> Int? {
        guard let text = arguments.value(option) else { return nil }
        guard !arguments.all(.androidManifest).isEmpty else {
            throw UsageError("--\(option.rawValue) is for an --android-manifest; a built APK or bundle carries its own")
        }
        guard let level = Int(text), (1...1000).contains(level) else {
            throw UsageError("--\(option.rawValue) takes an API level such as 34, not '\(TerminalSafe(text))'")
        }
        return level
    }

    /// `--manifest-placeholder NAME=VALUE` values by name; a name given twice is a mistake.
    static func placeholders(_ arguments: ParsedArguments) throws(UsageError) -> [String: String] {
        var values: [String: String] = [:]
        for written in arguments.all(.manifestPlaceholder) {
            guard let equals = written.firstIndex(of: "="), equals != written.startIndex else {
                throw UsageError("--manifest-placeholder '\(TerminalSafe(written))' is not NAME=VALUE")
            }
            let name = String(written[..<equals])
            guard values[name] == nil else {
                throw UsageError("--manifest-placeholder gives '\(TerminalSafe(name))' twice")
            }
            values[name] = String(written[written.index(after: equals)...])
        }
        return values
    }

    private static func read(_ path: String, option: OptionName, placeholders: [String: String]) throws(UsageError)
        -> AndroidAppFile
    {
        let name = PrintableText.escaped(path, limit: 200)
        if option == .androidManifest {
            let bytes = try InputFile.read(
                path, what: "Android manifest", limit: AndroidAppFile.maximumManifestSize, regularOnly: true)
            let strings = try valuesStrings(besideManifest: path)
            return try UsageError.reading { () throws(AppFileError) in
                try AndroidAppFile.manifest(bytes, placeholders: placeholders, strings: strings, name: name)
            }
        }
        switch LocalFiles().kind(of: path) {
        case .missing: throw UsageError("--\(option.rawValue) '\(TerminalSafe(path))': no such file")
        case .directory: throw UsageError("--\(option.rawValue) '\(TerminalSafe(path))' is a directory")
        default: break
        }
        return try UsageError.reading { () throws(AppFileError) in
            let source = try LocalFiles().open(path, name: name)
            return option == .apk
                ? try AndroidAppFile.apk(source, name: name) : try AndroidAppFile.bundle(source, name: name)
        }
    }

    /// The `<string>` resources of `res/values/*.xml` beside a source manifest, as Gradle's
    /// standard layout (`src/main/AndroidManifest.xml`, `src/main/res/values/strings.xml`) has them.
    private static func valuesStrings(besideManifest path: String) throws(UsageError) -> SourceStrings {
        var strings = SourceStrings()
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("res/values")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".xml") {
            let file = directory.appendingPathComponent(name).path
            let bytes = try InputFile.read(file, what: "resource file", limit: 4 << 20, regularOnly: true)
            try UsageError.reading { () throws(AppFileError) in
                try strings.add(bytes, name: PrintableText.escaped(file, limit: 200))
            }
        }
        return strings
    }
}
