import Icons

/// Which SF Symbols iOS mirrors in a right-to-left layout, and what is drawn for the semantic names.
///
/// Apple's guidance (Human Interface Guidelines, "Right to left", *Interface icons*): flip icons that
/// show forward or backward motion and icons that represent text or reading direction; don't flip logos,
/// universal signs or icons of real-world objects. SF Symbols follows it through its names:
///
/// - **Semantic direction** (mirrored): a `backward`/`forward` or `leading`/`trailing` part of the name
///   (`chevron.backward`, `arrow.forward.circle`, `arrowshape.turn.up.backward`, `arrow.up.forward`,
///   `sidebar.leading`). SwiftUI code is told to use these for navigation for exactly this reason.
/// - **Text and writing** (mirrored): speech bubbles with text, lists, indents, quotes, documents with
///   lines, the pencil-on-paper and paper-plane (send) symbols.
/// - **Absolute direction** (never mirrored): names with `left`/`right`/`up`/`down` (`chevron.left`
///   points left in every language; code that wants a back chevron in Arabic writes `chevron.backward`),
///   and media transport (`backward.fill`, `forward.end`, `gobackward`), which follows tape, not text.
///
/// The substitute library draws `.left`/`.right` geometry; a semantic name it lacks is drawn with its
/// left-to-right equivalent (`chevron.backward` → `chevron.left`), mirrored when the layout is right to left.
public enum DirectionalSymbols {
    /// Symbols about text or writing that iOS mirrors right to left.
    static let readingDirection: Set<String> = [
        "text.bubble", "text.bubble.fill", "ellipsis.bubble", "ellipsis.bubble.fill", "quote.bubble", "quote.bubble.fill",
        "plus.bubble", "plus.bubble.fill", "character.bubble", "character.bubble.fill",
        "list.bullet", "list.dash", "list.number", "list.bullet.indent", "list.bullet.rectangle", "list.bullet.rectangle.portrait",
        "list.bullet.clipboard", "increase.indent", "decrease.indent", "text.quote", "quote.opening", "quote.closing",
        "text.append", "text.insert", "text.redaction", "doc.text", "doc.text.fill", "doc.plaintext", "doc.plaintext.fill",
        "note.text", "note.text.badge.plus", "square.and.pencil", "square.and.pencil.circle", "pencil", "pencil.line",
        "pencil.and.outline", "paperplane", "paperplane.fill", "paperplane.circle", "paperplane.circle.fill",
        "arrow.up.message", "arrow.up.message.fill", "text.badge.plus",
    ]

    /// Whether iOS draws `name` mirrored when the layout is right to left.
    public static func mirrorsInRightToLeft(_ name: String) -> Bool {
        if readingDirection.contains(name) { return true }
        let parts = name.split(separator: ".")
        // Media transport (`backward.fill`, `forward.end.alt`) leads with the direction word.
        guard let first = parts.first, first != "backward", first != "forward" else { return false }
        return parts.dropFirst().contains { part in
            part == "backward" || part == "forward" || part.hasPrefix("leading") || part.hasPrefix("trailing")
        }
    }

    /// The substitute drawn for `name`: `name` itself when the library has it, else a semantic name's
    /// left-to-right equivalent (`backward` → `left`, `forward` → `right`); nil when there is neither.
    public static func drawnName(for name: String) -> String? {
        if SymbolLibrary.symbol(named: name) != nil { return name }
        guard mirrorsInRightToLeft(name) else { return nil }
        let parts = name.split(separator: ".").map { part -> Substring in
            part == "backward" ? "left" : part == "forward" ? "right" : part
        }
        let absolute = parts.joined(separator: ".")
        return absolute != name && SymbolLibrary.symbol(named: absolute) != nil ? absolute : nil
    }
}
