import Foundation
import Testing

/// The README's "Using mockshot from your package" shows these files verbatim, so its example cannot drift
/// from code that builds and passes here; its manifest lines name products the root package has.
@Suite struct ReadmeTests {
    static let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let repositoryDirectory = packageDirectory.deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// The fenced block that follows the line `<!-- marker -->`.
    static func block(after marker: String, in readme: String) -> String? {
        let lines = readme.components(separatedBy: "\n")
        guard let m = lines.firstIndex(of: "<!-- \(marker) -->"), m + 1 < lines.count, lines[m + 1].hasPrefix("```"),
              let end = lines[(m + 2)...].firstIndex(of: "```") else { return nil }
        return lines[(m + 2)..<end].joined(separator: "\n")
    }

    @Test(arguments: ["Sources/TripPlanner/TripPlannerScreen.swift", "Tests/TripPlannerTests/TripPlannerSnapshotTests.swift"])
    func readmeShowsTheFileVerbatim(_ path: String) throws {
        let readme = try Self.text(Self.repositoryDirectory.appendingPathComponent("README.md"))
        let file = try Self.text(Self.packageDirectory.appendingPathComponent(path))
        let block = try #require(Self.block(after: "Examples/ConsumerPackage/\(path)", in: readme), "README has no block for \(path)")
        #expect(block + "\n" == file)
    }

    @Test func readmeManifestNamesRealProducts() throws {
        let readme = try Self.text(Self.repositoryDirectory.appendingPathComponent("README.md"))
        let manifest = try Self.text(Self.repositoryDirectory.appendingPathComponent("Package.swift"))
        let block = try #require(Self.block(after: "Package.swift", in: readme))
        let named = block.components(separatedBy: ".product(name: \"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
        #expect(named.count >= 3)
        for product in named { #expect(manifest.contains(".library(name: \"\(product)\""), "\(product) is not a product") }
        #expect(block.contains("exclude: [\"__Snapshots__\"]"))
    }
}
