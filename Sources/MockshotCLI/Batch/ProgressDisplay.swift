import Imaging
import Synchronization

/// The live line a batch shows on a terminal: `[12/40] kik-chats.yaml · ETA 8s`, redrawn in place as
/// items start and finish, and erased at the end. When standard error is not a terminal (a CI log, a
/// pipe) nothing is drawn: logs get the failures and the summary line only.
///
/// Every write is one write to the run's standard error under the display's lock, so the line and the
/// failure messages of several workers never interleave.
final class ProgressDisplay: Sendable {
    private struct State {
        var done = 0
        var current = ""
        var shown = false
    }

    let total: Int
    let enabled: Bool
    /// The run's standard error.
    private let sink: OutputSink
    private let start = ContinuousClock.now
    private let state = Mutex(State())

    /// Draws on `sink` when it is a terminal.
    init(total: Int, on sink: OutputSink) {
        self.total = total; self.sink = sink; enabled = sink.isTerminal
    }

    /// An item began: it becomes the current one.
    func started(_ label: String) {
        state.withLock { s in
            s.current = label
            draw(&s)
        }
    }

    /// An item ended; `lines` (its failure or warnings) are printed above the live line.
    func finished(printing lines: [String]) {
        state.withLock { s in
            s.done += 1
            var text = s.shown ? "\r\u{1B}[K" : ""
            for line in lines { text += Self.oneLine(line) + "\n" }
            s.shown = false
            if !text.isEmpty { write(text) }
            draw(&s)
        }
    }

    /// Prints lines (e.g. a message that belongs to no item) above the live line.
    func print(_ lines: [String]) {
        state.withLock { s in
            var text = s.shown ? "\r\u{1B}[K" : ""
            for line in lines { text += Self.oneLine(line) + "\n" }
            s.shown = false
            write(text)
            draw(&s)
        }
    }

    /// Erases the live line.
    func close() {
        state.withLock { s in
            if s.shown { write("\r\u{1B}[K") }
            s.shown = false
        }
    }

    private func draw(_ s: inout State) {
        guard enabled, s.done < total else { return }
        var line = "[\(s.done)/\(total)] \(Self.oneLine(s.current))"
        if s.done > 0 {
            let elapsed = start.duration(to: .now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            line += " · ETA " + Self.duration(seconds / Double(s.done) * Double(total - s.done))
        }
        // One terminal row, or the next redraw would erase only its last row.
        let columns = sink.columns() ?? 80
        if line.count >= columns { line = String(line.prefix(max(columns - 2, 1))) + "…" }
        write("\r\u{1B}[K" + line)
        s.shown = true
    }

    /// `8s`, `1m05s`.
    static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.up))
        return s < 60 ? "\(s)s" : "\(s / 60)m" + (s % 60 < 10 ? "0" : "") + "\(s % 60)s"
    }

    /// A message with control characters escaped (see `Console.error`), so it stays one line.
    private static func oneLine(_ text: String) -> String {
        text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) ? text.oneLine : text
    }

    private func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = sink.write(UnsafeRawBufferPointer($0)) }
    }
}
