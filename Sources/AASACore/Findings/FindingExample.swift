/// An `aasa` command line and the files it reads: what raises a finding kind, or the near miss
/// that does not. `aasa explain ID` prints a kind's pair, docs/findings.md is made from them, and
/// FindingExampleTests runs every pair through the binary: the example must report the kind (at
/// `path` where one is given), the counter-example must not report it at all.
package struct FindingExample: Sendable, Hashable {
    /// A file the command line names, written beside it.
    package struct File: Sendable, Hashable {
        package let name: String
        /// The file's text; nil for a file too large or binary to print, which `about` describes
        /// and the test builds or copies from Tests/Fixtures.
        package let text: String?
        package let about: String?

        package init(_ name: String, _ text: String) {
            self.name = name
            self.text = text
            self.about = nil
        }

        package init(_ name: String, about: String) {
            self.name = name
            self.text = nil
            self.about = about
        }
    }

    /// The arguments after `aasa` (the test adds `--format json`).
    package let arguments: [String]
    package let files: [File]
    /// The JSON path the finding is reported at (in the file, or the report's for a report's
    /// finding); nil for a kind that has none, such as a transport fault.
    package let path: String?

    package init(_ arguments: [String], files: [File] = [], at path: String? = nil) {
        self.arguments = arguments
        self.files = files
        self.path = path
    }

    /// `aasa lint apple-app-site-association` on `text`.
    package static func apple(_ text: String, at path: String? = nil, _ arguments: String...) -> Self {
        Self(
            ["lint", "apple-app-site-association"] + arguments, files: [File("apple-app-site-association", text)],
            at: path)
    }

    /// `aasa lint assetlinks.json` on `text`.
    package static func assetLinks(_ text: String, at path: String? = nil, _ arguments: String...) -> Self {
        Self(["lint", "assetlinks.json"] + arguments, files: [File("assetlinks.json", text)], at: path)
    }

    /// The fixture world recorded (Tests/Fixtures/records/record-findings.sh): one host per way a
    /// site can answer, named for it (`good.aasa.test`, `expired.aasa.test`, `redirect.aasa.test`).
    package static let world = File(
        "findings-world.jsonl", about: "the fixture world, recorded: each host answers as its name says")

    /// The release key the world's assetlinks.json files list for com.example.app.
    package static let releaseKey =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    /// `--android-app`'s value for that app: its package and the release key.
    package static let releaseApp = "com.example.app:" + releaseKey

    /// `aasa judge findings-world.jsonl ARGUMENTS`: entries judged from the world's recording.
    package static func judged(_ arguments: String..., files: [File] = [], at path: String? = nil) -> Self {
        Self(["judge", world.name] + arguments, files: [world] + files, at: path)
    }

    /// `judged` with a source AndroidManifest.xml whose one autoVerify filter has `data` inside.
    package static func manifest(
        _ data: String, filter: String = #"android:autoVerify="true""#,
        categories: String = "DEFAULT BROWSABLE", application: String = "", uses: String = "",
        at path: String? = nil, _ arguments: String...
    ) -> Self {
        let categoryLines = categories.split(separator: " ").map {
            "<category android:name=\"android.intent.category.\($0)\"/>"
        }
        let text = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
            \(uses.isEmpty ? #"<uses-sdk android:minSdkVersion="26" android:targetSdkVersion="34"/>"# : uses)
            <application>\(application)<activity android:name=".Main" android:exported="true">
            <intent-filter \(filter)><action android:name="android.intent.action.VIEW"/>
            \(categoryLines.joined(separator: "\n"))
            \(data)
            </intent-filter></activity></application></manifest>
            """
        return Self(
            ["judge", world.name, "--android-manifest", "AndroidManifest.xml"] + arguments,
            files: [world, File("AndroidManifest.xml", text)], at: path)
    }

    /// `judged` with the Shop Xcode project (Tests/Fixtures/xcode/Shop), its target Shop, and
    /// `local` as its `Config/Local.xcconfig` (which the Release configuration includes if present).
    package static func shopProject(local: String?) -> Self {
        let project = File(
            "Shop",
            about: "Tests/Fixtures/xcode/Shop: target Shop's entitlements name applinks:$(APP_LINK_HOST), which "
                + "Config/Hosts.xcconfig sets to good.aasa.test; its Release configuration ends with #include? "
                + "\"Local.xcconfig\"")
        return judged(
            "--xcodeproj", "Shop/Shop.xcodeproj", "--target", "Shop",
            files: [project] + (local.map { [File("Shop/Config/Local.xcconfig", $0)] } ?? []))
    }

    /// `judged` with `--device-state`: a phone's `pm get-app-links` output for com.example.app,
    /// installed with `signature`, whose state for good.aasa.test is `state`.
    package static func deviceState(_ state: String, signature: String = releaseKey) -> Self {
        let text = """
              com.example.app:
                ID: 36102c4f-9655-4fa6-b098-94cfe53e61b7
                Signatures: [\(signature)]
                Domain verification state:
                  good.aasa.test: \(state)
            """
        return judged("--device-state", "pm-get-app-links.txt", files: [File("pm-get-app-links.txt", text)])
    }

    /// The example as `aasa explain` prints it: the command line, then each file.
    package var text: String {
        var lines = ["$ aasa " + arguments.map(Self.quoted).joined(separator: " ")]
        for file in files {
            if let text = file.text {
                lines.append("\(file.name):")
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            } else if let about = file.about {
                lines.append("\(file.name): \(about)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func quoted(_ argument: String) -> String {
        argument.contains(where: { " *?'\"$&;|<>()".contains($0) }) ? "'\(argument)'" : argument
    }
}
