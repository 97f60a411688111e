import AASACore
import AASAVerification

/// `--device-state FILE`: a phone's `adb shell pm get-app-links` output. Each package it lists
/// becomes an Android app with its installed signatures, and each host an `android:HOST` entry
/// checked for it; after the run, each host's report says how the phone's state and the file
/// agree (``DeviceReconciliation``).
enum DeviceStateInput {
    /// Far above any phone's output (a few KB per package).
    static let maximumBytes = 4 << 20

    static func read(_ path: String) throws(UsageError) -> DeviceAppLinks {
        let bytes = try InputFile.read(path, what: "device state", limit: maximumBytes)
        do {
            return try DeviceAppLinks.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw UsageError("the device state '\(TerminalSafe(path))' cannot be read: \(error.message)")
        }
    }

    /// One `android:HOST` claim per host the phone lists, for the package with its signatures.
    static func claims(_ state: DeviceAppLinks, source: String) -> [EntryClaim] {
        state.packages.flatMap { package -> [EntryClaim] in
            guard let app = DeviceReconciliation.app(package) else { return [] }
            return package.hosts.map { line in
                EntryClaim(
                    text: "android:" + line.host, bareHostMeansAppLinks: false, appIDs: [app.description],
                    source: ClaimSource(PrintableText.escaped(source, limit: 200)))
            }
        }
    }
}
