import Foundation
import Glibc
import Imaging
import Testing

/// Issue 13, part 1: a command never loses or damages a user's file. Each test is a reproducer of a
/// failure found by the bad-input review.
@Suite struct OutputSafetyTests {
    let dir: ScratchDirectory
    init() throws { dir = try ScratchDirectory() }

    func mockshot(_ args: String...) -> ProcessRunner.Result { CLIRunner.run(args) }
    func oneLine(_ r: ProcessRunner.Result, status: Int32, _ fragments: String...) {
        #expect(r.status == status, "exit \(String(describing: r.status)): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
        for f in fragments { #expect(r.stderr.contains(f), "stderr should mention '\(f)': \(r.stderr)") }
    }
    func png(_ width: Int = 8, _ height: Int = 8, _ fill: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) throws -> [UInt8] {
        try PNGEncoder().encode(RGBAImage(width: width, height: height, fill: fill))
    }

    @Test func badLayoutJSONPathWritesNoPNG() throws {
        try dir.write("out.png", Array("precious".utf8))
        let r = mockshot("render", "gallery.shapes", "-o", dir.file("out.png"), "--layout-json", dir.file("bad/path.json"))
        oneLine(r, status: 1, "--layout-json", "bad")
        #expect(try dir.read("out.png") == Array("precious".utf8))
        #expect(dir.names() == ["out.png"])
        try FileManager.default.createDirectory(atPath: dir.file("folder"), withIntermediateDirectories: false)
        let folder = mockshot("render", "gallery.shapes", "-o", dir.file("new.png"), "--layout-json", dir.file("folder"))
        oneLine(folder, status: 1, "is a directory")
        #expect(!dir.exists("new.png"))
    }

    @Test func sameFileForTwoOutputsIsRefused() throws {
        let r = mockshot("render", "gallery.shapes", "-o", dir.file("x.png"), "--layout-json", dir.file("x.png"))
        oneLine(r, status: 1, "same file")
        #expect(dir.names().isEmpty)
        // Also when spelled differently.
        let spelled = mockshot("render", "gallery.shapes", "-o", dir.file("x.png"), "--layout-json", dir.path + "/./x.png")
        oneLine(spelled, status: 1, "same file")
    }

    @Test func diffRefusesToOverwriteAnInput() throws {
        try dir.write("x.png", try png())
        try dir.write("b.png", try png(8, 8, (0, 0, 0, 255)))
        let before = try dir.read("x.png")
        oneLine(mockshot("diff", dir.file("x.png"), dir.file("b.png"), "-o", dir.file("x.png")), status: 2, "also an input")
        oneLine(mockshot("diff", dir.file("x.png"), dir.file("x.png"), "-o", dir.file("x.png")), status: 2, "also an input")
        // By device and inode: a hard link and a symbolic link to the input are the input.
        link(dir.file("x.png"), dir.file("hard.png"))
        symlink(dir.file("x.png"), dir.file("soft.png"))
        oneLine(mockshot("diff", dir.file("x.png"), dir.file("b.png"), "-o", dir.file("hard.png")), status: 2, "also an input")
        oneLine(mockshot("diff", dir.file("b.png"), dir.file("x.png"), "-o", dir.file("soft.png")), status: 2, "also an input")
        #expect(try dir.read("x.png") == before)
    }

    @Test func symlinkToAFileIsFollowedAndKept() throws {
        try dir.write("target.png", Array("old".utf8))
        symlink("target.png", dir.file("link.png"))
        let r = mockshot("render", "gallery.shapes", "--scale", "1", "-o", dir.file("link.png"))
        #expect(r.status == 0, "\(r.stderr)")
        var info = stat()
        lstat(dir.file("link.png"), &info)
        #expect((info.st_mode & S_IFMT) == S_IFLNK, "the link is kept")
        #expect(try PNGDecoder().decode(contentsOf: dir.file("target.png")).width > 0, "its target is replaced")
    }

    @Test func directoriesAndSpecialFilesAreRefused() throws {
        try FileManager.default.createDirectory(atPath: dir.file("d"), withIntermediateDirectories: false)
        symlink(dir.file("d"), dir.file("dirlink.png"))
        oneLine(mockshot("render", "gallery.shapes", "-o", dir.file("dirlink.png")), status: 1, "is a directory")
        var info = stat()
        lstat(dir.file("dirlink.png"), &info)
        #expect((info.st_mode & S_IFMT) == S_IFLNK, "the link is untouched")
        mkfifo(dir.file("fifo.png"), 0o644)
        oneLine(mockshot("render", "gallery.shapes", "-o", dir.file("fifo.png")), status: 1, "FIFO")
        lstat(dir.file("fifo.png"), &info)
        #expect((info.st_mode & S_IFMT) == S_IFIFO)
        symlink("/dev/null", dir.file("null.png"))
        oneLine(mockshot("render", "gallery.shapes", "-o", dir.file("null.png")), status: 1, "device")
        lstat("/dev/null", &info)
        #expect((info.st_mode & S_IFMT) == S_IFCHR, "/dev/null is still a device")
    }

    @Test func standardOutputIsAStream() throws {
        for spelling in ["-", "/dev/stdout"] {
            let r = mockshot("render", "gallery.shapes", "--scale", "1", "-o", spelling)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try PNGDecoder().decode(r.stdout).width > 0)
        }
        try dir.write("a.png", try png())
        try dir.write("b.png", try png(8, 8, (0, 0, 0, 255)))
        let diff = mockshot("diff", dir.file("a.png"), dir.file("b.png"), "-o", "-")
        #expect(diff.status == 1 && diff.stderr.hasPrefix("64 different pixels"), "the count goes to stderr: \(diff.stderr)")
        #expect(try PNGDecoder().decode(diff.stdout).hex(x: 0, y: 0) == "#FF0000")
    }

    @Test func replacedFileKeepsItsMode() throws {
        try dir.write("keep.png", Array("x".utf8))
        chmod(dir.file("keep.png"), 0o600)
        #expect(mockshot("render", "gallery.shapes", "--scale", "1", "-o", dir.file("keep.png")).status == 0)
        var info = stat()
        stat(dir.file("keep.png"), &info)
        #expect(info.st_mode & 0o7777 == 0o600)
    }

    @Test func longestValidNameCanBeWritten() throws {
        let name = String(repeating: "n", count: 251) + ".png"   // 255 bytes, NAME_MAX
        let r = mockshot("render", "gallery.shapes", "--scale", "1", "-o", dir.file(name))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(dir.names() == [name])
    }

    @Test func nonUTF8PathsStayBytes() throws {
        let name: [UInt8] = Array("o".utf8) + [0xFF] + Array(".png".utf8)
        let path = Array(dir.path.utf8) + [0x2F] + name
        let r = CLIRunner.run([Array("render".utf8), Array("gallery.shapes".utf8), Array("--scale".utf8), Array("1".utf8), Array("-o".utf8), path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(dir.entries() == [name], "the name is the bytes given, not U+FFFD")
        let same = CLIRunner.run([Array("diff".utf8), path, path])
        #expect(same.status == 0 && same.stdoutText.hasPrefix("0 different pixels"), "\(same.stderr)")
        // A message about such a path shows the byte escaped, on one line.
        let missing = Array(dir.path.utf8) + [0x2F] + Array("n".utf8) + [0xFF, 0x0A] + Array(".png".utf8)
        let bad = CLIRunner.run([Array("diff".utf8), missing, path])
        #expect(bad.status == 2 && bad.stderr.contains("n\\xFF\\n.png") && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
    }

    /// The binary with `/dev/full` as its fd 1, and the same commands in process with a standard output
    /// that fails as `/dev/full` does; a PNG written to standard output leaves no file either way.
    @Test func lostStandardOutputIsAnError() throws {
        try dir.write("a.png", try png())
        let commands = [["list"], ["list", "--names"], ["diff", dir.file("a.png"), dir.file("a.png")], ["--help"], ["--version"],
                        ["render", "gallery.shapes", "--scale", "1", "-o", "-"]]
        for args in commands {
            let r = ProcessRunner.run(args, shellPrefix: "exec >/dev/full;")
            #expect(r.status != 0, "\(args): exit \(String(describing: r.status))")
            #expect(r.stderr.contains("No space left on device"), "\(args): \(r.stderr)")
        }
        for args in commands {
            let r = InProcessRunner.run(args.map { Array($0.utf8) }, standardOutput: InProcessRunner.fullDevice)
            #expect(r.status != 0, "in process \(args): exit \(String(describing: r.status))")
            #expect(r.stderr.contains("No space left on device") && r.stderr.split(separator: "\n").count == 1, "in process \(args): \(r.stderr)")
        }
        #expect(dir.names() == ["a.png"])
    }

    /// Temporary files whose process is gone, named as mockshot names them.
    func leftovers() -> [String] { dir.names().filter { $0.hasPrefix(".mockshot-") } }

    @Test func fileSizeLimitLeavesNoTemporary() throws {
        // `ulimit -f 1` (1 KiB blocks in dash and bash) stops the write of a screen-sized PNG with SIGXFSZ.
        let r = ProcessRunner.run(["render", "bench.chat-screen", "--scale", "3", "-o", dir.file("big.png")], shellPrefix: "ulimit -f 1;")
        #expect(r.signal == SIGXFSZ || r.status != 0, "it does not succeed: \(r)")
        #expect(dir.names().isEmpty, "no output and no temporary: \(dir.names())")
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func catchableSignalsRemoveTheTemporary(_ sig: Int32) throws {
        // The temporary exists from before the render starts until the commit; kill the process while
        // it is there. A run that finishes first is retried.
        for _ in 0..<5 {
            var sent = false
            let r = ProcessRunner.run(["render", "bench.chat-screen", "--scale", "3", "-o", dir.file("shot.png")]) { pid in
                for _ in 0..<5000 where !sent {
                    if !leftovers().isEmpty { kill(pid, sig); sent = true } else { usleep(200) }
                }
            }
            if dir.exists("shot.png") { try FileManager.default.removeItem(atPath: dir.file("shot.png")); continue }
            #expect(sent && r.signal == sig, "\(r)")
            #expect(dir.names().isEmpty, "\(dir.names())")
            return
        }
        Issue.record("the render always finished before the signal")
    }

    @Test func sigkillLeftoversAreSweptByTheNextRun() throws {
        var leftover: [String] = []
        for _ in 0..<5 where leftover.isEmpty {
            _ = ProcessRunner.run(["render", "bench.chat-screen", "--scale", "3", "-o", dir.file("shot.png")]) { pid in
                for _ in 0..<5000 {
                    if !leftovers().isEmpty { kill(pid, SIGKILL); return }
                    usleep(200)
                }
            }
            leftover = leftovers()
            try? FileManager.default.removeItem(atPath: dir.file("shot.png"))
        }
        try #require(leftover.count == 1, "SIGKILL leaves the temporary: \(dir.names())")
        // A file that only looks similar, and a live process's temporary, are not touched.
        try dir.write(".mockshot-notes.tmp", [1])
        try dir.write(".mockshot-\(getpid())-abcdefghij.tmp", [1])
        let r = mockshot("render", "gallery.shapes", "--scale", "1", "-o", dir.file("next.png"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(dir.names() == [".mockshot-\(getpid())-abcdefghij.tmp", ".mockshot-notes.tmp", "next.png"])
    }
}
