// swift-tools-version:6.0
import PackageDescription

// mockshot: SwiftUI-style layout, Cairo/Pango rendering, brand kits and golden-image testing on Linux.
// Every C dependency is a Debian package (see `make deps`); SwiftPM fetches nothing.
let package = Package(
    name: "mockshot",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mockshot", targets: ["mockshot"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
        .library(name: "MockshotKit", targets: ["MockshotKit"]),
    ],
    targets: [
        // C libraries, found with pkg-config (cairo, pango, fontconfig, libpng, libdeflate).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libpng-dev", "libdeflate-dev"])]
        ),
        // GitHub-flavoured Markdown parser; the module map links libcmark-gfm and its extensions.
        .systemLibrary(name: "CCmarkGFM", providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),

        // Pure Swift: SF Symbol substitutes (Lucide) as vector paths.
        .target(name: "Icons", exclude: ["LICENSE-lucide.txt"]),
        // Pure Swift: the view language and the layout engine. Knows nothing of Cairo.
        .target(name: "Layout", dependencies: ["Icons"]),
        // RGBA images and the PNG codec (libpng / libdeflate), atomic file writes.
        .target(name: "Imaging", dependencies: ["CCairo"]),
        // Pango text measurement, the Cairo painter, fonts.
        .target(name: "Render", dependencies: ["Layout", "Icons", "Imaging", "CCairo"]),
        // Markdown AST from libcmark-gfm.
        .target(name: "Markdown", dependencies: ["CCmarkGFM"]),
        // Registry of renderables, sheets, device chrome and Markdown views shared by brand kits.
        .target(name: "MockshotKit", dependencies: ["Layout", "Render", "Markdown"]),
        // Image comparison (pixelmatch-style and CIEDE2000) and the HTML failure report.
        .target(name: "ImageCompare", dependencies: ["Imaging"]),
        // Golden-image snapshot testing for Swift Testing and XCTest.
        .target(name: "SnapshotTesting", dependencies: ["ImageCompare", "Layout", "Render", "Imaging", "MockshotKit"]),
        // The engine's own primitive gallery and the benchmark scene.
        .target(name: "Gallery", dependencies: ["MockshotKit"]),
        // Brand kits: one module per brand, one file per component or token family.
        .target(name: "ChatGPTKit", dependencies: ["MockshotKit", "Markdown"], path: "Sources/Brands/ChatGPT"),
        .target(name: "GrokKit", dependencies: ["MockshotKit"], path: "Sources/Brands/Grok"),
        .target(name: "CopilotKit", dependencies: ["MockshotKit", "Markdown"], path: "Sources/Brands/Copilot"),
        .target(name: "CharacterAIKit", dependencies: ["MockshotKit"], path: "Sources/Brands/CharacterAI"),
        .target(name: "KikKit", dependencies: ["MockshotKit"], path: "Sources/Brands/Kik"),

        .executableTarget(name: "mockshot", dependencies: [
            "MockshotKit", "Gallery", "ImageCompare", "Render", "Imaging",
            "ChatGPTKit", "GrokKit", "CopilotKit", "CharacterAIKit", "KikKit",
        ]),
        .executableTarget(name: "mockshot-bench", dependencies: ["Gallery", "Render", "Imaging", "ImageCompare", "Icons", "CCairo"]),

        .testTarget(name: "IconsTests", dependencies: ["Icons"]),
        // Runs the built `mockshot` binary end to end (bad input, exit codes, no partial files).
        .testTarget(name: "CLITests", dependencies: ["Imaging"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Markdown"]),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "CCairo"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Layout", "Imaging", "CCairo"]),
        .testTarget(name: "SnapshotTestingTests", dependencies: ["SnapshotTesting", "ImageCompare", "Imaging", "Layout"],
                    exclude: ["__Snapshots__"]),
        // Golden-image tests, one target per kit; references live in __Snapshots__ beside each test file.
        .testTarget(name: "GallerySnapshotTests", dependencies: ["SnapshotTesting", "Gallery"], path: "Tests/Snapshots/Gallery", exclude: ["__Snapshots__"]),
        .testTarget(name: "ChatGPTKitTests", dependencies: ["SnapshotTesting", "ChatGPTKit"], path: "Tests/Snapshots/ChatGPT", exclude: ["__Snapshots__"]),
        .testTarget(name: "GrokKitTests", dependencies: ["SnapshotTesting", "GrokKit"], path: "Tests/Snapshots/Grok", exclude: ["__Snapshots__"]),
        .testTarget(name: "CopilotKitTests", dependencies: ["SnapshotTesting", "CopilotKit"], path: "Tests/Snapshots/Copilot", exclude: ["__Snapshots__"]),
        .testTarget(name: "CharacterAIKitTests", dependencies: ["SnapshotTesting", "CharacterAIKit"], path: "Tests/Snapshots/CharacterAI", exclude: ["__Snapshots__"]),
        .testTarget(name: "KikKitTests", dependencies: ["SnapshotTesting", "KikKit"], path: "Tests/Snapshots/Kik", exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
