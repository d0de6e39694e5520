import Foundation

/// A fresh directory under the system temporary directory, removed when the test is done with it.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "mockshot-imaging-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    /// Names in the directory, sorted, hidden files included (to catch stray temporary files).
    func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
}
