// swift-tools-version:6.0
import PackageDescription

// A package outside mockshot's own that uses it as a user's package would: it composes a screen from
// ChatGPTKit's components with its own messages and snapshot-tests it. `make test` builds and tests it.
let package = Package(
    name: "ConsumerPackage",
    platforms: [.macOS(.v14)],
    dependencies: [
        // In your package: .package(url: "https://github.com/<owner>/mockshot.git", branch: "main")
        .package(name: "mockshot", path: "../.."),
        // A stand-in for pointfree's swift-snapshot-testing (SwiftPM cannot fetch it here): a module named
        // `SnapshotTesting` beside mockshot's `MockshotSnapshotTesting` in one package graph.
        .package(path: "StandIns/swift-snapshot-testing"),
    ],
    targets: [
        .target(name: "TripPlanner", dependencies: [
            .product(name: "ChatGPTKit", package: "mockshot"),
            .product(name: "MockshotKit", package: "mockshot"),
            .product(name: "Layout", package: "mockshot"),
        ]),
        .testTarget(name: "TripPlannerTests", dependencies: [
            "TripPlanner",
            .product(name: "MockshotSnapshotTesting", package: "mockshot"),
        ], exclude: ["__Snapshots__"]),
        // Both snapshot libraries in one target: what a team testing on iOS with pointfree's library and on
        // Linux with mockshot's has in its graph.
        .testTarget(name: "BothSnapshotLibrariesTests", dependencies: [
            "TripPlanner",
            .product(name: "Imaging", package: "mockshot"),
            .product(name: "MockshotSnapshotTesting", package: "mockshot"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
