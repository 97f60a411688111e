import AASACore

extension UsageError {
    /// Runs a reader of an app's file; the file's problem (`AppFileError`, which names the file)
    /// becomes the run's error.
    static func reading<Value>(_ body: () throws(AppFileError) -> Value) throws(UsageError) -> Value {
        do {
            return try body()
        } catch {
            throw UsageError(TerminalText.sanitize(error.message))
        }
    }
}
