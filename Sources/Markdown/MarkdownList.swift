/// A bullet or ordered list.
public struct MarkdownList: Hashable, Sendable {
    /// True for `1.` / `1)` lists, false for `-`, `*`, `+` bullets.
    public var ordered: Bool
    /// Number of the first item of an ordered list (CommonMark allows any start, e.g. `3.`).
    /// Always 1 for bullet lists, so the value is meaningful whichever way a renderer reads it.
    public var start: Int
    /// Tight lists (no blank lines between items) render without paragraph spacing.
    public var tight: Bool
    public var items: [MarkdownListItem]

    public init(ordered: Bool, start: Int = 1, tight: Bool, items: [MarkdownListItem]) {
        self.ordered = ordered
        self.start = start
        self.tight = tight
        self.items = items
    }
}
