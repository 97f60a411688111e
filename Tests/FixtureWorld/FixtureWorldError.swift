/// Why the fixture world could not start. The messages say what to look at.
public enum FixtureWorldError: Error, Sendable, CustomStringConvertible {
    case pythonNotFound(path: String)
    case scriptNotFound(String)
    case launchFailed(String)
    case exitedEarly(status: Int32, stderr: String)
    case notReady(seconds: Int, stateDirectory: String)

    public var description: String {
        switch self {
        case .pythonNotFound(let path):
            return "fixture world: no executable python3 on PATH (\(path)); install python3"
        case .scriptNotFound(let script):
            return "fixture world: \(script) is missing"
        case .launchFailed(let reason):
            return "fixture world: could not start python3: \(reason)"
        case .exitedEarly(let status, let stderr):
            return "fixture world: world.py exited with status \(status) before it was ready: \(stderr)"
        case .notReady(let seconds, let stateDirectory):
            return "fixture world: no world.json after \(seconds) s; see \(stateDirectory)/world.log"
        }
    }
}
