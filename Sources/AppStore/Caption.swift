/// A screenshot's caption: a title and an optional subtitle. Words between `**` in either are the
/// highlighted keyword (drawn in the style's highlight colour and weight), so a translation marks its own
/// keyword wherever its grammar puts it: `"Answers in **seconds**"`, `"**数秒**で回答"`.
public struct Caption: Sendable, Hashable {
    public var title: String
    public var subtitle: String?

    public init(title: String, subtitle: String? = nil) {
        self.title = title; self.subtitle = subtitle
    }

    /// One piece of a caption line: plain or highlighted text.
    public struct Run: Sendable, Hashable {
        public var text: String
        public var highlighted: Bool
        public init(_ text: String, highlighted: Bool = false) { self.text = text; self.highlighted = highlighted }
    }

    /// `text` split at its `**` markers. An unpaired marker is kept as text, so a stray `**` shows rather
    /// than silently highlighting the rest of the caption.
    public static func runs(_ text: String) -> [Run] {
        var pieces = text.components(separatedBy: "**")
        if pieces.count % 2 == 0 {
            // An odd number of markers: the last one is text.
            let last = pieces.removeLast()
            pieces[pieces.count - 1] += "**" + last
        }
        return pieces.enumerated().compactMap { i, piece in piece.isEmpty ? nil : Run(piece, highlighted: i % 2 == 1) }
    }

    /// The text without markers (for messages and accessibility).
    public static func plain(_ text: String) -> String { runs(text).map(\.text).joined() }
}

extension String {
    /// The pieces between occurrences of `separator` (no Foundation).
    func components(separatedBy separator: String) -> [String] {
        var out: [String] = []
        var current = Substring(self)
        while let range = current.range(of: separator) {
            out.append(String(current[..<range.lowerBound]))
            current = current[range.upperBound...]
        }
        out.append(String(current))
        return out
    }
}

extension Substring {
    /// The first occurrence of `needle` (Character-wise, no Foundation).
    func range(of needle: String) -> Range<Substring.Index>? {
        guard let first = needle.first else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i] == first, self[i...].hasPrefix(needle) {
                return i..<index(i, offsetBy: needle.count)
            }
            i = index(after: i)
        }
        return nil
    }
}
