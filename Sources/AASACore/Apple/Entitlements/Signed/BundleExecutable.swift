/// The executable an app bundle names in its Info.plist (`CFBundleExecutable`).
enum BundleExecutable {
    static let key = "CFBundleExecutable"

    /// The executable's file name, or nil when Info.plist does not name one. The name must be a
    /// single path component, so a hostile bundle cannot point outside itself.
    static func name(infoPlist bytes: [UInt8], name: String) throws(AppFileError) -> String? {
        let info = try PropertyListDictionary.read(bytes, name: name)
        guard let value = info[key] else { return nil }
        guard let executable = value as? String else {
            throw AppFileError(
                .wrongType, "\(name): \(key) is \(PropertyListValue.describe(value)), not a string")
        }
        guard isFileName(executable) else {
            throw AppFileError(
                .malformed, "\(name): \(key) '\(PrintableText.escaped(executable))' is not a plain file name")
        }
        return executable
    }

    static func isFileName(_ text: String) -> Bool {
        !text.isEmpty && text != "." && text != ".." && !text.contains("/") && !text.unicodeScalars.contains("\0")
    }
}
