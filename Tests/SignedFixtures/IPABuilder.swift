/// Builds an .ipa: `Payload/<name>.app/` with an Info.plist and the executable.
public enum IPABuilder {
    public static func build(
        app: String = "Example", executable: [UInt8], infoPlistExecutable: String? = "Example",
        deflate: Bool = true, extra: [ZipBuilder.Entry] = []
    ) -> [UInt8] {
        let folder = "Payload/\(app).app"
        var entries = [
            ZipBuilder.Entry("Payload/", [], deflate: false),
            ZipBuilder.Entry("\(folder)/", [], deflate: false),
            ZipBuilder.Entry(
                "\(folder)/Info.plist", Array(EntitlementsPlist.info(executable: infoPlistExecutable).utf8)),
            ZipBuilder.Entry("\(folder)/\(infoPlistExecutable ?? app)", executable, deflate: deflate),
            ZipBuilder.Entry("\(folder)/Assets.car", Array(repeating: 7, count: 300)),
        ]
        entries += extra
        return ZipBuilder(entries).build()
    }
}
