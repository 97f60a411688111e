import FixtureWorld
import Foundation

/// Finds files under `Tests/Fixtures` from this source file's location, so tests run from any
/// working directory.
enum EntitlementFixture {
    static func url(_ relativePath: String) -> URL? {
        FixtureWorld.repositoryRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }

    static func data(_ relativePath: String) throws -> Data {
        guard let url = url(relativePath) else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: url)
    }
}
