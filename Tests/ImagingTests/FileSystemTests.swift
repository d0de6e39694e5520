import Foundation
import Imaging
import Testing

/// The POSIX file helpers behave as the Foundation calls they replaced.
@Suite struct FileSystemTests {
    @Test func pathComponentsMatchFoundation() {
        for path in ["/a/b/c.swift", "/a/b/c/", "/a", "/", "a/b", "a", "/a//b", "/work/Sources/Render/FontLibrary.swift"] {
            #expect(FileSystem.lastComponent(path) == (path as NSString).lastPathComponent, "\(path)")
        }
        for path in ["/a/b/c.swift", "/a/b/c/", "/a", "/a//b"] {
            #expect(FileSystem.parentDirectory(path) == URL(fileURLWithPath: path).deletingLastPathComponent().path, "\(path)")
        }
        #expect(FileSystem.join("/a", "fonts") == "/a/fonts" && FileSystem.join("/", "fonts") == "/fonts")
        #expect(FileSystem.absolute("x/y") == FileManager.default.currentDirectoryPath + "/x/y")
        #expect(FileSystem.currentDirectory == FileManager.default.currentDirectoryPath)
    }

    @Test func createsNestedDirectoriesButNotOverAFile() throws {
        let base = NSTemporaryDirectory() + "mockshot-fs-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(FileSystem.createDirectories(base + "/a/b/c") == nil)
        #expect(FileSystem.isDirectory(base + "/a/b/c") && FileSystem.isWritable(base + "/a/b/c"))
        #expect(FileSystem.createDirectories(base + "/a/b/c") == nil)  // already there
        #expect(FileManager.default.createFile(atPath: base + "/file", contents: Data([1])))
        #expect(FileSystem.exists(base + "/file") && !FileSystem.isDirectory(base + "/file"))
        #expect(FileSystem.createDirectories(base + "/file") != nil)
        #expect(FileSystem.createDirectories(base + "/file/sub") != nil)
        #expect(!FileSystem.exists(base + "/missing"))
    }
}
