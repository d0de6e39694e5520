import Layout

/// Message text with `*roleplay actions*` in Inter-Italic and the secondary colour, speech in the
/// primary colour: the load-bearing signature of the product.
///
/// The guide builds an `AttributedString`; the engine has none, so the same runs are joined with
/// `Text + Text` (same look). As in the guide, the text is split on every `*` and the style toggles at
/// each one, so an unmatched `*` turns the rest of the message into action text. Empty segments
/// (a message that starts or ends with an action) add nothing and are skipped.
public func caiAttributed(_ raw: String) -> Text {
    var out: Text?
    var italic = false
    raw.split(separator: "*", omittingEmptySubsequences: false).forEach { seg in
        defer { italic.toggle() }
        guard !seg.isEmpty else { return }
        let run = Text(String(seg))
            .font(italic ? .caiMessageItalic : .caiMessage)
            .foregroundColor(italic ? .caiTextSecondary : .caiTextPrimary)
        out = out.map { $0 + run } ?? run
    }
    return out ?? Text("")
}
