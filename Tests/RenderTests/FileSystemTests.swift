import Foundation
import Testing
@testable import Render

/// Render's POSIX file helpers behave as the Foundation calls they replaced.
@Suite struct FileSystemTests {
    @Test func pathComponentsMatchFoundation() {
        for path in ["/a/b/c.swift", "/a/b/c/", "/a", "/", "a/b", "a", "/a//b", "/work/Sources/Render/FontLibrary.swift"] {
            #expect(FileSystem.lastComponent(path) == (path as NSString).lastPathComponent, "\(path)")
        }
        for path in ["/a/b/c.swift", "/a/b/c/", "/a", "/a//b"] {
            #expect(FileSystem.deletingLastComponent(path) == URL(fileURLWithPath: path).deletingLastPathComponent().path, "\(path)")
        }
        #expect(FileSystem.join("/a", "fonts") == "/a/fonts" && FileSystem.join("/", "fonts") == "/fonts")
        #expect(FileSystem.absolute("x/y") == FileManager.default.currentDirectoryPath + "/x/y")
        #expect(FileSystem.currentDirectory == FileManager.default.currentDirectoryPath)
    }

    @Test func createsNestedDirectoriesButNotOverAFile() throws {
        let base = NSTemporaryDirectory() + "mockshot-fs-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(FileSystem.createDirectories(base + "/a/b/c"))
        #expect(FileSystem.isDirectory(base + "/a/b/c") && FileSystem.isWritable(base + "/a/b/c"))
        #expect(FileSystem.createDirectories(base + "/a/b/c"))  // already there
        #expect(FileManager.default.createFile(atPath: base + "/file", contents: Data([1])))
        #expect(FileSystem.exists(base + "/file") && !FileSystem.isDirectory(base + "/file"))
        #expect(!FileSystem.createDirectories(base + "/file"))
        #expect(!FileSystem.createDirectories(base + "/file/sub"))
        #expect(!FileSystem.exists(base + "/missing"))
    }

    /// The font cache lands in a scan-rules-specific folder under `$MOCKSHOT_FONT_CACHE`, created on
    /// demand; a file in the way means no cache.
    @Test func fontCacheDirectoryIsCreatedUnderTheConfiguredBase() throws {
        let base = NSTemporaryDirectory() + "mockshot-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: base) }
        let cache = try #require(FontLibrary.cacheDirectory(environment: ["MOCKSHOT_FONT_CACHE": base + "/deep"]))
        #expect(cache.hasPrefix(base + "/deep/fontconfig-"))
        #expect(FileSystem.isDirectory(cache))
        #expect(FontLibrary.cacheDirectory(environment: ["XDG_CACHE_HOME": base + "/xdg"])?.hasPrefix(base + "/xdg/mockshot/fontconfig-") == true)
        #expect(FileManager.default.createFile(atPath: base + "/blocked", contents: Data([1])))
        #expect(FontLibrary.cacheDirectory(environment: ["MOCKSHOT_FONT_CACHE": base + "/blocked"]) == nil)
        #expect(FontLibrary.cacheDirectory(environment: [:]) == nil)
    }
}
