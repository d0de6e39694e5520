import Foundation
import Testing

/// `make install` puts the binary in PREFIX/bin and the fonts in PREFIX/share/mockshot/fonts; a binary
/// finds its fonts relative to itself before looking in the checkout it was built from.
@Suite struct InstalledLayoutTests {
    @Test func binaryUsesTheFontsBesideIt() throws {
        let prefix = try ScratchDirectory()
        let fm = FileManager.default
        try fm.createDirectory(atPath: prefix.file("bin"), withIntermediateDirectories: true)
        try fm.createDirectory(atPath: prefix.file("share/mockshot/fonts"), withIntermediateDirectories: true)
        try fm.copyItem(atPath: ProcessRunner.binary, toPath: prefix.file("bin/mockshot"))
        let env = "unset MOCKSHOT_FONTS; cd /;"
        // An empty fonts folder beside the binary is the one it uses (and says so), not the checkout's.
        let empty = ProcessRunner.run(["render", "gallery.shapes", "-o", prefix.file("x.png")], shellPrefix: env, binary: prefix.file("bin/mockshot"))
        #expect(empty.status == 1 && empty.stderr.contains(prefix.file("share/mockshot/fonts")), "\(empty.stderr)")
        // With the fonts installed, it renders.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fonts").path
        for name in try fm.contentsOfDirectory(atPath: source) {
            try fm.copyItem(atPath: source + "/" + name, toPath: prefix.file("share/mockshot/fonts/" + name))
        }
        let r = ProcessRunner.run(["render", "gallery.shapes", "-o", prefix.file("x.png")], shellPrefix: env, binary: prefix.file("bin/mockshot"))
        #expect(r.status == 0, "\(r.stderr)")
    }
}
