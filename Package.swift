// swift-tools-version:6.0
import PackageDescription

// mockshot: SwiftUI-style layout, Cairo/Pango rendering, brand kits and golden-image testing on Linux.
// Every C dependency is a Debian package (see `make deps`); SwiftPM fetches nothing.
/// `MOCKSHOT_OPTIMISE_DEBUG=1` (set by `make test` and `make record`) compiles the library modules (and the
/// two test targets that build large images in their own loops) optimised in debug builds too; the list of
/// exceptions is at the end of this file. Unoptimised, the layout engine and the pixel loops (blurs,
/// compositing, PNG rows, the image diff) dominated `swift test` (a golden screen with a material blur took
/// 10× longer), and the registry, the snapshot library, scenes, Markdown and the CLI still spent about a
/// sixth of the suite's CPU in unspecialised generics and reference counting. They are stepped through in a
/// debugger far less often than they run in tests. Off unless asked for, because SwiftPM refuses unsafe
/// flags in a package that another package depends on by URL.
let optimisedInDebug: [SwiftSetting] = Context.environment["MOCKSHOT_OPTIMISE_DEBUG"] == "1"
    ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []
/// With the same switch, the debug `mockshot` links the Swift runtime statically, as the release build
/// does (see the Makefile): the CLI tests still spawn it ~80 times where the process is their subject (most
/// run it in process), and each dynamic start spends ~4 ms of its ~13 ms loading and relocating libswiftCore
/// and friends.
let staticRuntimeInDebug: [LinkerSetting] = Context.environment["MOCKSHOT_OPTIMISE_DEBUG"] == "1"
    ? [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .debug))] : []

let package = Package(
    name: "mockshot",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mockshot", targets: ["mockshot"]),
        // Everything a package needs to compose views from the kits and test them (see README, "Using mockshot
        // from your package"; Examples/ConsumerPackage is such a package, built and tested by `make test`).
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Imaging", targets: ["Imaging"]),
        .library(name: "Icons", targets: ["Icons"]),
        .library(name: "Markdown", targets: ["Markdown"]),
        .library(name: "MockshotKit", targets: ["MockshotKit"]),
        .library(name: "ImageCompare", targets: ["ImageCompare"]),
        // The snapshot library's module is `MockshotSnapshotTesting`, so a package can also depend on pointfree's
        // swift-snapshot-testing, whose module is `SnapshotTesting` (SwiftPM refuses two targets of one name in a
        // graph, and `moduleAliases` cannot rename a product's own target). The `SnapshotTesting` product name
        // stays for manifests written before the rename; it is the same module.
        .library(name: "MockshotSnapshotTesting", targets: ["MockshotSnapshotTesting"]),
        .library(name: "SnapshotTesting", targets: ["MockshotSnapshotTesting"]),
        .library(name: "ChatGPTKit", targets: ["ChatGPTKit"]),
        .library(name: "GrokKit", targets: ["GrokKit"]),
        .library(name: "CopilotKit", targets: ["CopilotKit"]),
        .library(name: "CharacterAIKit", targets: ["CharacterAIKit"]),
        .library(name: "KikKit", targets: ["KikKit"]),
        // App Store screenshot sets: captions, device frames, backgrounds, every accepted size, PNG/JPEG.
        .library(name: "AppStore", targets: ["AppStore"]),
        // Scene files: a brand screen's content, device and settings in YAML or JSON, decoded and rendered.
        .library(name: "Scene", targets: ["Scene"]),
        .library(name: "ConfigFile", targets: ["ConfigFile"]),
    ],
    targets: [
        // C libraries, found with pkg-config (cairo, pango, fontconfig, libpng, libdeflate, ISA-L igzip, zlib).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libpng-dev", "libdeflate-dev", "libisal-dev"])]
        ),
        // GitHub-flavoured Markdown parser; the module map links libcmark-gfm and its extensions.
        .systemLibrary(name: "CCmarkGFM", providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        // YAML 1.1 event parser (scene files, App Store configs).
        .systemLibrary(name: "CYAML", providers: [.apt(["libyaml-dev"])]),
        // libjpeg-turbo: JPEG screenshots and JPEG backgrounds (mockshot_jpeg.h wraps its longjmp errors).
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),

        // Pure Swift: SF Symbol substitutes (Lucide) as vector paths.
        .target(name: "Icons", exclude: ["LICENSE-lucide.txt"]),
        // Pure Swift: the view language and the layout engine. Knows nothing of Cairo.
        .target(name: "Layout", dependencies: ["Icons"]),
        // RGBA images, the PNG codec (libpng / libdeflate) and JPEG (libjpeg-turbo), atomic file writes.
        .target(name: "Imaging", dependencies: ["CCairo", "CJPEG"]),
        // Pango text measurement, the Cairo painter, fonts.
        .target(name: "Render", dependencies: ["Layout", "Icons", "Imaging", "CCairo"]),
        // Markdown AST from libcmark-gfm.
        .target(name: "Markdown", dependencies: ["CCmarkGFM"]),
        // YAML/JSON configuration files as located node trees, and typed reading with one located
        // problem per mistake (unknown keys with "did you mean", wrong types).
        .target(name: "ConfigFile", dependencies: ["CYAML", "Icons"]),
        // Registry of renderables, sheets, device chrome and Markdown views shared by brand kits.
        .target(name: "MockshotKit", dependencies: ["Layout", "Render", "Imaging", "Markdown"]),
        // Image comparison (pixelmatch-style and CIEDE2000) and the HTML failure report.
        .target(name: "ImageCompare", dependencies: ["Imaging"]),
        // Golden-image snapshot testing for Swift Testing and XCTest (module `MockshotSnapshotTesting`, see products).
        .target(name: "MockshotSnapshotTesting", dependencies: ["ImageCompare", "Layout", "Render", "Imaging", "MockshotKit"],
                path: "Sources/SnapshotTesting"),
        // The engine's own primitive gallery and the benchmark scene.
        .target(name: "Gallery", dependencies: ["MockshotKit"]),
        // Brand kits: one module per brand, one file per component or token family.
        .target(name: "ChatGPTKit", dependencies: ["MockshotKit", "Markdown"], path: "Sources/Brands/ChatGPT"),
        .target(name: "GrokKit", dependencies: ["MockshotKit"], path: "Sources/Brands/Grok"),
        .target(name: "CopilotKit", dependencies: ["MockshotKit", "Markdown"], path: "Sources/Brands/Copilot"),
        .target(name: "CharacterAIKit", dependencies: ["MockshotKit"], path: "Sources/Brands/CharacterAI"),
        .target(name: "KikKit", dependencies: ["MockshotKit"], path: "Sources/Brands/Kik"),
        // App Store screenshot sets: the accepted sizes, device frames drawn from the profiles, captions that
        // shrink to fit, backgrounds and panoramas, localisation, the set's config file, batch rendering.
        .target(name: "AppStore", dependencies: ["MockshotKit", "Layout", "Render", "Imaging", "ConfigFile", "Icons", "CCairo", "Scene"]),

        // Scene files → validated scenes (content, device, settings) → renders; the JSON Schema of scene files.
        .target(name: "Scene", dependencies: ["ConfigFile", "MockshotKit", "Layout", "Render", "Imaging", "Icons",
                                              "ChatGPTKit", "GrokKit", "CopilotKit", "CharacterAIKit", "KikKit"]),

        // The command line as a library: every command, run with `MockshotCLI.run(arguments, io:)`; the CLI
        // tests call it in process.
        .target(name: "MockshotCLI", dependencies: [
            "MockshotKit", "Gallery", "ImageCompare", "Render", "Imaging", "Icons", "AppStore", "Scene", "ConfigFile",
            "ChatGPTKit", "GrokKit", "CopilotKit", "CharacterAIKit", "KikKit",
        ]),
        // The binary: process set-up (allocator, signal cleanup), then `MockshotCLI.run` and exit.
        .executableTarget(name: "mockshot", dependencies: ["MockshotCLI", "Imaging", "CCairo"], linkerSettings: staticRuntimeInDebug),
        .executableTarget(name: "mockshot-bench", dependencies: ["Gallery", "Render", "Imaging", "ImageCompare", "Icons", "CCairo"]),

        .testTarget(name: "IconsTests", dependencies: ["Icons"]),
        // The command line end to end (bad input, exit codes, no partial files): in process through
        // `MockshotCLI`, and as the built `mockshot` binary where the subject is the process.
        .testTarget(name: "CLITests", dependencies: ["MockshotCLI", "Imaging"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Markdown", "Icons"]),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging", "CCairo"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(name: "ConfigFileTests", dependencies: ["ConfigFile"]),
        // Scene decoding (every problem, located), scenes against Swift content values, the schema in step.
        .testTarget(name: "SceneTests", dependencies: ["Scene", "ConfigFile", "MockshotKit", "Layout", "Render", "Imaging",
                                                       "ChatGPTKit", "GrokKit", "CopilotKit", "CharacterAIKit", "KikKit"]),
        .testTarget(name: "MockshotKitTests", dependencies: ["MockshotKit", "Layout", "Render"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Layout", "Imaging", "CCairo"]),
        .testTarget(name: "SnapshotTestingTests", dependencies: ["MockshotSnapshotTesting", "ImageCompare", "Imaging", "Layout"],
                    exclude: ["__Snapshots__"]),
        // Golden-image tests, one target per kit; references live in __Snapshots__ beside each test file.
        .testTarget(name: "GallerySnapshotTests", dependencies: ["MockshotSnapshotTesting", "Gallery"], path: "Tests/Snapshots/Gallery", exclude: ["__Snapshots__"]),
        .testTarget(name: "ChatGPTKitTests", dependencies: ["MockshotSnapshotTesting", "ChatGPTKit"], path: "Tests/Snapshots/ChatGPT", exclude: ["__Snapshots__"]),
        .testTarget(name: "GrokKitTests", dependencies: ["MockshotSnapshotTesting", "GrokKit"], path: "Tests/Snapshots/Grok", exclude: ["__Snapshots__"]),
        .testTarget(name: "CopilotKitTests", dependencies: ["MockshotSnapshotTesting", "CopilotKit"], path: "Tests/Snapshots/Copilot", exclude: ["__Snapshots__"]),
        .testTarget(name: "CharacterAIKitTests", dependencies: ["MockshotSnapshotTesting", "CharacterAIKit"], path: "Tests/Snapshots/CharacterAI", exclude: ["__Snapshots__"]),
        .testTarget(name: "KikKitTests", dependencies: ["MockshotSnapshotTesting", "KikKit"], path: "Tests/Snapshots/Kik", exclude: ["__Snapshots__"]),
        // Device profiles, PhoneScreen on every device, every screen on the small, large and iPad sizes.
        // App Store sets: sizes, frames, captions, panoramas, config decoding and its schema, outputs; goldens.
        .testTarget(name: "AppStoreTests", dependencies: ["AppStore", "MockshotSnapshotTesting", "MockshotKit", "Render", "Imaging",
                                                          "ConfigFile", "Layout", "ChatGPTKit", "KikKit", "GrokKit", "CCairo", "Scene"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "DeviceTests", dependencies: ["MockshotSnapshotTesting", "MockshotKit", "Render", "Imaging",
                                                        "ChatGPTKit", "GrokKit", "CopilotKit", "CharacterAIKit", "KikKit"],
                    exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)

/// Not the brand kits, the gallery and most test targets: declarations of views and of test cases, which
/// cost little unoptimised at run time but much to optimise at build time. Measured from a fresh clone:
/// `make test` took 460 s with every target optimised, 356–363 s with these left out (330 s with only the
/// engine and pixel loops optimised), while the suite's CPU was ~4 % higher (medians of four interleaved
/// runs, within the VM's run-to-run noise).
let unoptimisedInDebug: Set<String> = [
    "ChatGPTKit", "GrokKit", "CopilotKit", "CharacterAIKit", "KikKit", "Gallery",
    "IconsTests", "CLITests", "LayoutTests", "MarkdownTests", "ConfigFileTests", "SceneTests", "MockshotKitTests",
    "SnapshotTestingTests", "GallerySnapshotTests", "ChatGPTKitTests", "GrokKitTests", "CopilotKitTests",
    "CharacterAIKitTests", "KikKitTests", "AppStoreTests", "DeviceTests",
]
for target in package.targets where target.type != .system && !unoptimisedInDebug.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + optimisedInDebug
}
