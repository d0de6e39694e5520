import Foundation
import Glibc
import Testing

/// `make install` puts the binary in PREFIX/bin and the fonts in PREFIX/share/mockshot/fonts; a binary
/// finds its fonts relative to itself before looking in the checkout it was built from.
@Suite struct InstalledLayoutTests {
    /// Copies a binary with a close-on-exec descriptor, so no process spawned meanwhile by a parallel test
    /// keeps it open for writing (which would make executing it fail with "Text file busy"). The kernel
    /// copies the bytes (`sendfile`): the debug binary is ~40 MB, which read into this process and
    /// written out again cost ~75 ms of CPU, mostly faulting in fresh pages for the copy.
    func copyExecutable(_ source: String, to destination: String) throws {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        try #require(input >= 0, "\(source): \(String(cString: strerror(errno)))")
        defer { close(input) }
        var info = stat()
        try #require(fstat(input, &info) == 0)
        let fd = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        try #require(fd >= 0)
        defer { close(fd) }
        var copied = 0
        while copied < Int(info.st_size) {
            let n = sendfile(fd, input, nil, Int(info.st_size) - copied)
            try #require(n > 0, "copying \(source): \(n < 0 ? String(cString: strerror(errno)) : "it ended early")")
            copied += n
        }
    }

    /// Runs the copy, retrying while another test's freshly spawned child may still hold a descriptor of
    /// it (exit 126, "Text file busy").
    func run(_ args: [String], shellPrefix: String, binary: String) -> ProcessRunner.Result {
        var result = ProcessRunner.run(args, shellPrefix: shellPrefix, binary: binary)
        for _ in 0..<20 where result.status == 126 {
            usleep(50_000)
            result = ProcessRunner.run(args, shellPrefix: shellPrefix, binary: binary)
        }
        return result
    }

    @Test func binaryUsesTheFontsBesideIt() throws {
        let prefix = try ScratchDirectory()
        let fm = FileManager.default
        try fm.createDirectory(atPath: prefix.file("bin"), withIntermediateDirectories: true)
        try fm.createDirectory(atPath: prefix.file("share/mockshot/fonts"), withIntermediateDirectories: true)
        try copyExecutable(ProcessRunner.binary, to: prefix.file("bin/mockshot"))
        let env = "unset MOCKSHOT_FONTS; cd /;"
        // An empty fonts folder beside the binary is the one it uses (and says so), not the checkout's.
        let empty = run(["render", "gallery.shapes", "-o", prefix.file("x.png")], shellPrefix: env, binary: prefix.file("bin/mockshot"))
        #expect(empty.status == 1 && empty.stderr.contains(prefix.file("share/mockshot/fonts")), "\(empty.stderr)")
        // With the fonts installed, it renders.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("fonts").path
        for name in try fm.contentsOfDirectory(atPath: source) {
            try fm.copyItem(atPath: source + "/" + name, toPath: prefix.file("share/mockshot/fonts/" + name))
        }
        let r = run(["render", "gallery.shapes", "-o", prefix.file("x.png")], shellPrefix: env, binary: prefix.file("bin/mockshot"))
        #expect(r.status == 0, "\(r.stderr)")
    }
}
