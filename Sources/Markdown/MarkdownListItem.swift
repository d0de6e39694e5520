/// One item of a `MarkdownList`: its blocks plus the GFM task-list state.
public struct MarkdownListItem: Hashable, Sendable {
    public var blocks: [MarkdownBlock]
    /// nil for an ordinary item; `false` for `- [ ]`, `true` for `- [x]`.
    public var checked: Bool?

    public init(blocks: [MarkdownBlock], checked: Bool? = nil) {
        self.blocks = blocks
        self.checked = checked
    }
}
