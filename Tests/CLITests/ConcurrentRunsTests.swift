import Foundation
import Glibc
import Testing

/// Runs of `MockshotCLI.run` in one process at the same time (Swift Testing runs the CLI tests in
/// parallel) each write only to their own standard output and error, also from a batch's `--jobs`
/// worker threads, and give what they give alone.
@Suite struct ConcurrentRunsTests {
    @Test func eachRunWritesOnlyToItsOwnStreams() throws {
        let dir = try ScratchDirectory()
        let commands: [[String]] = [
            ["render", "kik.receipt", "--all-states", "--mode", "dark", "--scale", "1", "-o", dir.file("a/"), "--jobs", "2"],
            ["render", "kik.receipt", "--all-states", "--mode", "dark", "--scale", "1", "-o", dir.file("b/"), "--jobs", "2"],
            ["list", "kik", "--names"],
            ["render", "chatgpt.send-button", "--scale", "1", "-o", "-"],
            ["render", "kik.receipt", "--state", "nope", "-o", dir.file("x.png")],
        ]
        let alone = commands.map { InProcessRunner.run($0) }
        // Every command four times, all at once, on threads of their own.
        let together = ResultSlots(count: commands.count * 4)
        DispatchQueue.concurrentPerform(iterations: commands.count * 4) { i in
            together.set(i, InProcessRunner.run(commands[i % commands.count]))
        }
        // A batch's summary line carries its time; everything else must match exactly.
        let timeless = { (text: String) in text.replacing(#/ in [0-9.]+ s with/#, with: " in … s with") }
        #expect(together.results.count == commands.count * 4)
        for (i, r) in together.results.enumerated() {
            let expected = alone[i % commands.count]
            let command = commands[i % commands.count]
            #expect(r.status == expected.status, "\(command): \(r.stderr)")
            #expect(r.stdout == expected.stdout, "\(command): standard output")
            #expect(timeless(r.stderr) == timeless(expected.stderr), "\(command): standard error")
        }
        // The batches' lines name their own directory only.
        #expect(alone[0].stderr.contains(dir.file("a/")) && !alone[0].stderr.contains(dir.file("b/")), "\(alone[0].stderr)")
        #expect(alone[0].stderr.split(separator: "\n").count == 1 && alone[0].status == 0, "\(alone[0].stderr)")
        #expect(alone[3].status == 0 && alone[3].stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG on standard output")
        #expect(alone[4].status == 64 && alone[4].stdout.isEmpty && alone[4].stderr.contains("'nope'"))
        #expect(!dir.exists("x.png"))
    }

    /// Results written by several threads.
    final class ResultSlots: @unchecked Sendable {
        // @unchecked: every access holds `lock`.
        private var slots: [ProcessRunner.Result?]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ r: ProcessRunner.Result) { lock.withLock { slots[i] = r } }
        var results: [ProcessRunner.Result] { lock.withLock { slots.compactMap { $0 } } }
    }
}
