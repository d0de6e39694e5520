/// Horizontal alignment of a table column. `none` (a plain `---` delimiter) is kept distinct from
/// `left` because GitHub renders it with the cell's natural alignment, which differs for RTL text.
public enum MarkdownTableAlignment: Hashable, Sendable {
    case none
    case left
    case center
    case right
}
