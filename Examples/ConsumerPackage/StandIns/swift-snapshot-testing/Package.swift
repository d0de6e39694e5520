// swift-tools-version:5.9
import PackageDescription

// STAND-IN, not pointfree's library: SwiftPM cannot fetch packages on this machine, so this tiny package
// has what matters for the name clash, a product and module called `SnapshotTesting` with the names
// pointfree's declares (`Snapshotting`, `assertSnapshot(of:as:named:)`). Its package directory is named
// like the real one, so the consumer's manifest reads as it would with the real dependency.
let package = Package(
    name: "swift-snapshot-testing",
    products: [.library(name: "SnapshotTesting", targets: ["SnapshotTesting"])],
    targets: [.target(name: "SnapshotTesting")]
)
