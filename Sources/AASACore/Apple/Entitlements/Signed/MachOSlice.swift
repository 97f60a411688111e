import FoundationEssentials

/// One thin Mach-O (a whole file, or a slice of a universal binary): its header, its load
/// commands, and the `LC_CODE_SIGNATURE` command that locates the code signature.
///
/// Header (<mach-o/loader.h>, little-endian): magic, cputype, cpusubtype, filetype, ncmds,
/// sizeofcmds, flags, and in 64-bit headers a reserved word. Each load command starts with its
/// type and size; `linkedit_data_command` then holds `dataoff` and `datasize`, relative to the
/// start of the slice.
struct MachOSlice {
    /// Real executables have a few kilobytes of load commands.
    static let maximumLoadCommandsSize = 1 << 20
    static let codeSignatureCommand = 0x1D

    let source: any ByteSource
    let name: String

    /// The signed entitlements; for a simulator build, whose ad-hoc signature carries none, the
    /// `__TEXT,__entitlements` section the linker embeds instead.
    func entitlements() throws(AppFileError) -> EntitlementsFile {
        let (commands, count) = try loadCommands()
        do {
            let (offset, size) = try codeSignatureRange(commands, count: count)
            return try CodeSignature(source: ByteSlice(source, start: offset, count: size), name: name).entitlements()
        } catch  where error.code == .noEntitlements || error.code == .noCodeSignature {
            guard let section = try MachOSections.entitlementsSection(in: commands, count: count, name: name) else {
                throw error
            }
            guard section.offset <= source.count, section.size <= source.count - section.offset,
                section.size <= EntitlementsFile.maximumSize
            else {
                throw AppFileError(
                    .truncated, "\(name): the __TEXT,__entitlements section lies past the end of the file")
            }
            let plist = try source.read(at: section.offset, length: section.size, what: "entitlements", name: name)
            var file = try EntitlementsFile.read(Data(plist), name: "\(name) (__TEXT,__entitlements)")
            file.fromSimulatorSection = true
            return file
        }
    }

    /// Where the code signature lies in the slice.
    func codeSignatureRange() throws(AppFileError) -> (offset: Int, size: Int) {
        let (commands, count) = try loadCommands()
        return try codeSignatureRange(commands, count: count)
    }

    /// The load commands area and the number of commands the header announces.
    private func loadCommands() throws(AppFileError) -> (commands: [UInt8], count: Int) {
        let header = try source.read(at: 0, length: min(source.count, 32), what: "Mach-O header", name: name)
        guard MachOFile.magic(header) == .thin else {
            throw AppFileError(.malformed, "\(name): the slice does not start with a thin Mach-O header")
        }
        let headerSize = header.first == 0xCF ? 32 : 28
        guard header.count >= headerSize, let commandCount = header.uint32LE(at: 16),
            let commandsSize = header.uint32LE(at: 20)
        else {
            throw AppFileError(.truncated, "\(name): the Mach-O header is cut short at \(header.count) bytes")
        }
        guard commandsSize <= Self.maximumLoadCommandsSize, commandCount <= commandsSize / 8 else {
            throw AppFileError(
                .malformed, "\(name): \(commandCount) load commands in \(commandsSize) bytes is implausible")
        }
        let commands = try source.read(at: headerSize, length: commandsSize, what: "load commands", name: name)
        return (commands, commandCount)
    }

    private func codeSignatureRange(_ commands: [UInt8], count: Int) throws(AppFileError)
        -> (offset: Int, size: Int)
    {
        guard let range = try Self.codeSignature(in: commands, count: count, name: name) else {
            throw AppFileError(
                .noCodeSignature, "\(name): the executable is not code-signed (it has no LC_CODE_SIGNATURE)")
        }
        guard range.offset <= source.count, range.size <= source.count - range.offset else {
            throw AppFileError(
                .truncated,
                "\(name): the code signature (\(range.size) bytes at \(range.offset)) lies past the end at \(source.count)"
            )
        }
        return range
    }

    /// The (type, byte range) of each of `count` load commands; each must fit in the commands area.
    static func loadCommands(in commands: [UInt8], count: Int, name: String)
        throws(AppFileError) -> [(type: Int, range: Range<Int>)]
    {
        var found: [(type: Int, range: Range<Int>)] = []
        var offset = 0
        for index in 0..<count {
            guard let type = commands.uint32LE(at: offset), let size = commands.uint32LE(at: offset + 4),
                size >= 8, size <= commands.count - offset
            else {
                throw AppFileError(.malformed, "\(name): load command \(index) does not fit its area")
            }
            found.append((type, offset..<(offset + size)))
            offset += size
        }
        return found
    }

    private static func codeSignature(in commands: [UInt8], count: Int, name: String)
        throws(AppFileError) -> (offset: Int, size: Int)?
    {
        var found: (offset: Int, size: Int)?
        for (type, range) in try loadCommands(in: commands, count: count, name: name) {
            let offset = range.lowerBound
            let size = range.count
            if type == codeSignatureCommand {
                guard found == nil else {
                    throw AppFileError(
                        .malformed, "\(name): the executable has two LC_CODE_SIGNATURE commands")
                }
                guard size >= 16, let dataOffset = commands.uint32LE(at: offset + 8),
                    let dataSize = commands.uint32LE(at: offset + 12)
                else {
                    throw AppFileError(.malformed, "\(name): LC_CODE_SIGNATURE is shorter than 16 bytes")
                }
                found = (dataOffset, dataSize)
            }
        }
        return found
    }
}
