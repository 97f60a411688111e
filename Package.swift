// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "aasa",
    products: [
        .executable(name: "aasa", targets: ["aasa"]),
        // The verification pipeline for Swift programs: `AssociationVerifier` (Sources/AASAVerification).
        .library(name: "AASAVerification", targets: ["AASAVerification"]),
    ],
    targets: [
        // The system libcurl (libcurl4-openssl-dev's headers), reached through typed header-only
        // shims and opened with dlopen on the first fetch (Sources/CCurl/shim.h says why).
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // The system zlib (zlib1g-dev): inflates the deflated entries of an .ipa archive.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Pure logic: JSON reader, model, checks, matcher, entitlements, reports.
        // No libcurl, no sockets, no clock, no stdout.
        .target(name: "AASACore", dependencies: ["CZlib"]),
        // The only code that touches libcurl: fetch requests in, fetch records out.
        .target(name: "AASAFetch", dependencies: ["AASACore", "CCurl"]),
        // The pipeline: claims into a plan, each host fetched and judged, the run's local problems.
        // Its public API is `AssociationVerifier`; the command line uses the same pipeline.
        .target(name: "AASAVerification", dependencies: ["AASACore", "AASAFetch"]),
        // Argument parsing, inputs (files, lists, Xcode projects, app files), output, exit status.
        .target(name: "AASACommand", dependencies: ["AASACore", "AASAFetch", "AASAVerification"]),
        .executableTarget(name: "aasa", dependencies: ["AASACommand"]),
        // `make bench-core`: lint and match speed of the core, in a release build.
        .executableTarget(name: "aasa-bench", dependencies: ["AASACore"]),
        // Test support: the repository's root (where the fixtures are), and the loopback HTTPS
        // fixture world (Scripts/fixture-world) started for tests.
        .target(name: "FixtureWorld", path: "Tests/FixtureWorld"),
        // Test support: builds signed Mach-O executables, .ipa archives and provisioning profiles.
        .target(name: "SignedFixtures", dependencies: ["CZlib"], path: "Tests/SignedFixtures"),
        .testTarget(name: "AASACoreTests", dependencies: ["AASACore", "FixtureWorld", "SignedFixtures"]),
        .testTarget(name: "AASAFetchTests", dependencies: ["AASAFetch", "AASACore", "FixtureWorld"]),
        .testTarget(
            name: "AASACommandTests",
            dependencies: ["AASACommand", "AASACore", "AASAVerification", "FixtureWorld", "SignedFixtures"]),
        // The library as a Swift program sees it: `import AASAVerification` alone.
        .testTarget(name: "AASAVerificationTests", dependencies: ["AASAVerification", "FixtureWorld"]),
    ],
    swiftLanguageModes: [.v6]
)
