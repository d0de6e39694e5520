import Foundation
import Testing
@testable import Imaging

/// `AtomicFile` never leaves a partial or temporary file behind, and fails with one-line messages.
struct AtomicFileTests {
    func read(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test func writesAndReplaces() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("out.png")
        try AtomicFile.write([1, 2, 3], to: path)
        #expect(try read(path) == [1, 2, 3])
        try AtomicFile.write([UInt8](repeating: 9, count: 100_000), to: path)
        #expect(try read(path) == [UInt8](repeating: 9, count: 100_000))
        try AtomicFile.write([], to: path)
        #expect(try read(path).isEmpty)
        #expect(try directory.contents() == ["out.png"])
    }

    @Test func newFilesGetUmaskPermissionsNotMkstemps0600() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("perm.txt")
        try AtomicFile.write(Array("x".utf8), to: path)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o666 & ~(try currentUmask()))
    }

    /// The process umask, read without changing it (umask(2) can only be read by setting it, which would race
    /// with tests creating files in parallel).
    func currentUmask() throws -> Int {
        #if os(Linux)
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        return try #require(Int(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
        #else
        let mask = umask(0o022)
        umask(mask)
        return Int(mask)
        #endif
    }

    @Test func missingDirectoryFailsCleanly() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("nope/out.png")
        let error = #expect(throws: AtomicFileError.self) { try AtomicFile.write([1], to: path) }
        #expect(error?.description == "cannot write '\(path)': directory '\(directory.path)/nope' does not exist")
        #expect(try directory.contents().isEmpty)
    }

    @Test func parentThatIsAFileFailsCleanly() throws {
        let directory = try TemporaryDirectory()
        try AtomicFile.write([1], to: directory.file("plain"))
        let error = #expect(throws: AtomicFileError.self) { try AtomicFile.write([2], to: directory.file("plain/out.png")) }
        #expect(error?.reason == "'\(directory.path)/plain' is not a directory")
        #expect(try read(directory.file("plain")) == [1])
    }

    @Test func failedRenameLeavesDestinationAndNoTemporaryFile() throws {
        // The destination is a non-empty directory: everything succeeds up to rename(2), which fails.
        let directory = try TemporaryDirectory()
        let destination = directory.file("taken")
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: false)
        try AtomicFile.write([7], to: destination + "/inside")
        let error = #expect(throws: AtomicFileError.self) { try AtomicFile.write([1, 2], to: destination) }
        #expect(error?.path == destination)
        #expect(try directory.contents() == ["taken"])
        #expect(try read(destination + "/inside") == [7])
    }

    #if os(Linux)
    @Test func unwritableDirectoryLeavesExistingFileUntouched() throws {
        // /proc refuses new files even for root, while /proc/version exists: the write must fail before
        // anything replaces it.
        let before = try String(contentsOfFile: "/proc/version", encoding: .utf8)
        let error = #expect(throws: AtomicFileError.self) { try AtomicFile.write(Array("overwritten".utf8), to: "/proc/version") }
        #expect(error?.description.hasPrefix("cannot write '/proc/version': cannot create a file in '/proc'") == true)
        #expect(try String(contentsOfFile: "/proc/version", encoding: .utf8) == before)
    }
    #endif

    @Test func pathsThatNameNoFile() {
        #expect(throws: AtomicFileError(path: "", reason: "empty path")) { try AtomicFile.write([], to: "") }
        #expect(throws: AtomicFileError(path: "/tmp/", reason: "path names a directory")) { try AtomicFile.write([], to: "/tmp/") }
    }
}
