import FixtureWorld
import Foundation
import Testing

/// Output that cannot crash or clobber: failed writes are the run's error, never a trap, and
/// `--output` respects what the path is.
@Suite struct OutputFailureTests {
    /// Runs `aasa ARGUMENTS` through sh with `redirection` applied to it.
    static func shell(_ arguments: [String], redirection: String) async throws -> (status: Int32, stderr: String) {
        try await AASABinary.offPool { () throws -> (Int32, String) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirection)", AASABinary.executable.path] + arguments
            let error = Pipe()
            process.standardError = error
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let said = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: said, as: UTF8.self))
        }
    }

    @Test(arguments: [">/dev/full", ">&-"])
    func failedWriteToStandardOutputIsExitTwoNotATrap(_ redirection: String) async throws {
        let run = try await Self.shell(["--help"], redirection: redirection)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("Error: cannot write to standard output"))
        #expect(!run.stderr.contains("Fatal error"))
    }

    @Test func closedPipeEndsQuietly() async throws {
        // `head -c 1` leaves after one byte; the large catalogue then meets a closed pipe.
        let run = try await Self.shell(["explain"], redirection: "| head -c 1 >/dev/null")
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("Error"))
    }

    static let file = AASABinary.fixture("corpus/AS207960_as207960.net_.well-known_apple-app-site-association.json")

    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func symlinkIsFollowedAndItsTargetReplaced() async throws {
        let directory = try Self.scratch()
        let target = directory.appendingPathComponent("real.json")
        let link = directory.appendingPathComponent("link.json")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let run = try await AASABinary.run(["lint", Self.file, "--format", "json", "--output", link.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("{"))
    }

    /// Red team 4, item 10: a link another user planted in a sticky, world-writable directory is
    /// not followed (the victim keeps its bytes), as Linux's protected_symlinks would not.
    @Test func aLinkPlantedInASharedDirectoryIsNotFollowed() async throws {
        let directory = try Self.scratch()
        let shared = directory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        chmod(shared.path, 0o1777)
        let victim = directory.appendingPathComponent("victim")
        try Data("keep".utf8).write(to: victim)
        let link = shared.appendingPathComponent("report.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
        // Another owner than this user and the directory's: nobody (65534), or this user plus one.
        let planter = geteuid() == 0 ? 65534 : geteuid() + 1
        guard lchown(link.path, planter, planter) == 0 else { return }  // only root can; CI runs as root
        for arguments in [
            ["lint", Self.file, "--format", "json", "--output", link.path],
            ["match", "--file", Self.file, "--urls", "-", "--format", "jsonl", "--output", link.path],
        ] {
            let run = try await AASABinary.run(arguments, stdin: Data("https://as207960.net/\n".utf8))
            #expect(run.status == 2, "\(run.stderr)")
            #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
        }
    }

    /// An `--output` that is one of the run's inputs, under any of its names, is refused before
    /// anything is read or written: the input keeps its bytes.
    @Test func outputThatIsAnInputIsRefused() async throws {
        let directory = try Self.scratch()
        let domains = directory.appendingPathComponent("domains.txt")
        try Data("example.com\n".utf8).write(to: domains)
        let alias = directory.appendingPathComponent("alias.txt")
        try FileManager.default.linkItem(at: domains, to: alias)
        let copy = directory.appendingPathComponent("lint.json")
        try FileManager.default.copyItem(atPath: Self.file, toPath: copy.path)
        for arguments in [
            ["verify", "--list", "--domains", domains.path, "--output", domains.path],
            ["verify", "--list", "--domains", "\(directory.path)/./domains.txt", "--output", alias.path],
            ["lint", copy.path, "--output", copy.path],
        ] {
            let run = try await AASABinary.run(arguments)
            #expect(run.status == 2, "\(run.stderr)")
            #expect(run.stderr.contains("input"), "\(run.stderr)")
        }
        #expect(try String(contentsOf: domains, encoding: .utf8) == "example.com\n")
        #expect(try Data(contentsOf: copy) == Data(contentsOf: URL(fileURLWithPath: Self.file)))
    }

    /// Red team five, items 4 and 11: a file the run reads inside a directory input (the project,
    /// the entitlements file it names) and the accept file are inputs too, and two report paths
    /// that are one file are refused; every input keeps its bytes.
    @Test func filesReadInsideDirectoriesAndTwoSpellingsOfOneReportAreRefused() async throws {
        let directory = try Self.scratch()
        let project = directory.appendingPathComponent("Shop")
        try FileManager.default.copyItem(atPath: AASABinary.fixture("xcode/Shop"), toPath: project.path)
        let pbxproj = project.appendingPathComponent("Shop.xcodeproj/project.pbxproj").path
        let entitlements = project.appendingPathComponent("Shop/Shop.entitlements").path
        let accept = directory.appendingPathComponent("accept.txt")
        try Data("rules.minimum-os\n".utf8).write(to: accept)
        let before = try [pbxproj, entitlements, accept.path].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let xcodeproj = project.appendingPathComponent("Shop.xcodeproj").path
        let reportDirectory = directory.appendingPathComponent("r")
        try FileManager.default.createDirectory(at: reportDirectory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: reportDirectory.appendingPathComponent("r.json").path)
        try Data("{}".utf8).write(to: reportDirectory.appendingPathComponent("r.json"))
        for arguments in [
            // Every route to a closed loopback port: nothing could leave this machine, even if the
            // refusal before any fetch regressed.
            [
                "verify", "--xcodeproj", xcodeproj, "--output", pbxproj, "--no-progress", "--connect-to",
                "::127.0.0.1:9",
            ],
            [
                "verify", "--xcodeproj", xcodeproj, "--report", "json=\(entitlements)", "--no-progress", "--connect-to",
                "::127.0.0.1:9",
            ],
            ["lint", Self.file, "--accept-file", accept.path, "--output", accept.path],
            [
                "lint", Self.file, "--report", "json=\(reportDirectory.path)/r.json", "--report",
                "sarif=\(directory.path)/./r/r.json",
            ],
            [
                "lint", Self.file, "--output", reportDirectory.appendingPathComponent("r.json").path, "--report",
                "json=\(link.path)",
            ],
        ] {
            let run = try await AASABinary.run(arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(
                run.stderr.contains("the run read") || run.stderr.contains("input") || run.stderr.contains("one file"),
                "\(run.stderr)")
        }
        #expect(
            try [pbxproj, entitlements, accept.path].map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before)
        #expect(try String(contentsOf: reportDirectory.appendingPathComponent("r.json"), encoding: .utf8) == "{}")
    }

    /// Unattended round two, item 10: a `--report` file that cannot be written (a full disk:
    /// /dev/full) ends the run with exit 2 before the main report is written, so the report a
    /// recipe takes as its next baseline never says `exitStatus 0` for a run that exited 2.
    @Test func aFailedReportFileLeavesNoMainReport() async throws {
        let world = try FixtureWorld.shared()
        let main = try Self.scratch().appendingPathComponent("main.json")
        let run = try await AASABinary.run([
            "verify", "--timeout", "3", "--connect-to", world.connectTo, "--cacert", world.caFile, "--app-id",
            "ABCDE12345.com.example.app", "--format", "json", "--output", main.path, "--report", "junit=/dev/full",
            "--no-progress", "good.aasa.test",
        ])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: main.path))
    }

    @Test func existingFileKeepsItsMode() async throws {
        let path = try Self.scratch().appendingPathComponent("private.json").path
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o600]))
        _ = try await AASABinary.run(["lint", Self.file, "--format", "json", "--output", path])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{"))
    }

    @Test(arguments: ["json", "jsonl"])
    func fifoIsWrittenNotReplaced(_ format: String) async throws {
        let fifo = try Self.scratch().appendingPathComponent("report.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Task.detached { () -> Data in
            FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
        }
        let arguments =
            format == "json"
            ? ["lint", Self.file, "--format", "json", "--output", fifo]
            : ["verify", "--format", "jsonl", "--output", fifo, "--timeout", "1", "--no-progress", "a.invalid"]
        let run = try await AASABinary.run(arguments)
        // Had aasa not opened the FIFO, the reader would wait forever: release it.
        let writer = open(fifo, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        let received = await reader.value
        #expect(!received.isEmpty, "\(run.stderr)")
        let type = try FileManager.default.attributesOfItem(atPath: fifo)[.type] as? FileAttributeType
        #expect(type != .typeRegular, "the FIFO is still a FIFO")
    }
}
