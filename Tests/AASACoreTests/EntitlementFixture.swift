import Foundation

/// Finds files under `Tests/Fixtures` from this source file's location, so tests run from any
/// working directory.
enum EntitlementFixture {
    static func url(_ relativePath: String, filePath: String = #filePath) -> URL? {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        for _ in 0..<8 {
            let manifest = directory.appendingPathComponent("Package.swift")
            if FileManager.default.fileExists(atPath: manifest.path) {
                return directory.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    static func data(_ relativePath: String) throws -> Data {
        guard let url = url(relativePath) else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: url)
    }
}
