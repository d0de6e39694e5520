import Foundation
import Synchronization

/// Where references and failure artifacts live.
/// References: `__Snapshots__/<TestFile>/<testName>.<name>.<ext>` beside the test file.
/// Artifacts: `$SNAPSHOT_ARTIFACTS`, else `<package root>/.build/snapshot-artifacts`.
enum SnapshotPaths {
    /// Keeps letters, digits, `-`, `_` and `.`; everything else becomes `-` (runs collapsed).
    static func sanitize(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            let ok = CharacterSet.alphanumerics.contains(ch) && ch.isASCII || "-_.".unicodeScalars.contains(ch)
            if ok { out.unicodeScalars.append(ch) } else if !out.hasSuffix("-") { out.append("-") }
        }
        while out.hasSuffix("-") || out.hasSuffix(".") { out.removeLast() }
        while out.hasPrefix("-") || out.hasPrefix(".") { out.removeFirst() }
        return out.isEmpty ? "snapshot" : out
    }

    /// `sendButton()` → `sendButton`; `test_states(_:)` → `test_states`.
    static func testName(_ function: String) -> String {
        sanitize(function.split(separator: "(").first.map(String.init) ?? function)
    }

    static func fileStem(_ filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    }

    static func reference(filePath: String, testName: String, name: String, ext: String) -> String {
        let dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(fileStem(filePath))
        return dir.appendingPathComponent("\(testName).\(name).\(ext)").path
    }

    static func artifactsDirectory(filePath: String, environment: [String: String] = ProcessEnvironment.subset("SNAPSHOT_ARTIFACTS")) -> String {
        if let dir = environment["SNAPSHOT_ARTIFACTS"], !dir.isEmpty { return dir }
        let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        if let known = packageArtifacts.withLock({ $0[directory.path] }) { return known }
        // The walk up to Package.swift is the same for every assertion of a test file: done once per directory.
        var url = directory, found: String?
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                found = url.appendingPathComponent(".build/snapshot-artifacts").path
                break
            }
            url.deleteLastPathComponent()
        }
        let result = found ?? FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-artifacts").path
        packageArtifacts.withLock { $0[directory.path] = result }
        return result
    }

    /// Test file directory → its package's artifacts directory (see `artifactsDirectory`).
    private static let packageArtifacts = Mutex<[String: String]>([:])
}
