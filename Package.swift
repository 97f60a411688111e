// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "aasa",
    products: [
        .executable(name: "aasa", targets: ["aasa"])
    ],
    targets: [
        // The system libcurl (libcurl4-openssl-dev), reached through typed header-only shims.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // Pure logic: JSON reader, model, checks, matcher, entitlements, reports.
        // No libcurl, no sockets, no clock, no stdout.
        .target(name: "AASACore"),
        // The only code that touches libcurl: fetch requests in, fetch records out.
        .target(name: "AASAFetch", dependencies: ["AASACore", "CCurl"]),
        // Argument parsing, subcommands, crawl orchestration, exit status.
        .target(name: "AASACommand", dependencies: ["AASACore", "AASAFetch"]),
        .executableTarget(name: "aasa", dependencies: ["AASACommand"]),
        // `make bench-core`: lint and match speed of the core, in a release build.
        .executableTarget(name: "aasa-bench", dependencies: ["AASACore"]),
        // Test support: starts the loopback HTTPS fixture world (Scripts/fixture-world) for tests.
        .target(name: "FixtureWorld", path: "Tests/FixtureWorld"),
        .testTarget(name: "AASACoreTests", dependencies: ["AASACore"]),
        .testTarget(name: "AASAFetchTests", dependencies: ["AASAFetch", "AASACore", "FixtureWorld"]),
        .testTarget(
            name: "AASACommandTests", dependencies: ["AASACommand", "AASACore", "FixtureWorld"]),
    ],
    swiftLanguageModes: [.v6]
)
