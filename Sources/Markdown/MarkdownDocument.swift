/// A parsed Markdown document: the top-level blocks in source order.
///
/// A pure value (no C handles), so it can be cached, compared in tests and sent across
/// concurrency domains freely.
public struct MarkdownDocument: Hashable, Sendable {
    public var blocks: [MarkdownBlock]

    public init(blocks: [MarkdownBlock] = []) {
        self.blocks = blocks
    }
}
