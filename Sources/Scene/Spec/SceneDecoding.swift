import ConfigFile

/// What one scene's decoding shares between its fields: the reader that collects every problem, and
/// where each field was written, by the path a content value's own validation names it with
/// (`messages[2].state`, `statusBar.batteryLevel`), so an error found after decoding is put back on the
/// line of the offending field.
final class SceneDecoding {
    let reader: ConfigReader
    private var marks: [String: SourceMark] = [:]
    private var keyMarks: [String: SourceMark] = [:]

    init(reader: ConfigReader) { self.reader = reader }

    /// Records that the value at `path` starts at `mark` (and its key at `keyMark`).
    func note(_ path: String, value mark: SourceMark, key keyMark: SourceMark? = nil) {
        marks[path] = mark
        if let keyMark { keyMarks[path] = keyMark }
    }

    /// Where the value at `path` was written, or else its nearest written parent (`messages[2]` for a
    /// `messages[2].state` left at its default); nil when nothing on the path was written.
    func mark(for path: String) -> SourceMark? {
        var path = Substring(path)
        while !path.isEmpty {
            if let m = marks[String(path)] { return m }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            path = path[..<cut]
        }
        return nil
    }

    /// Where the key of the field at `path` was written, if it was.
    func keyMark(for path: String) -> SourceMark? { keyMarks[path] }

    /// `messages[2]` under `messages`, `state` under `messages[2]`.
    static func join(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : parent + "." + key }
    static func index(_ parent: String, _ i: Int) -> String { parent + "[\(i)]" }
}
