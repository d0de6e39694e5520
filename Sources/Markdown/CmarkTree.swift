import CCmarkGFM

/// Owns the node tree returned by `cmark_parser_finish` and frees it in `deinit`.
///
/// Conversion to Swift values happens inside `document()`, a method on the owner, so the C
/// nodes are guaranteed alive for the whole walk and no pointer outlives this object.
final class CmarkTree {
    private let root: OpaquePointer

    init(root: OpaquePointer) {
        self.root = root
    }

    deinit {
        cmark_node_free(root)
    }

    func document() -> MarkdownDocument {
        MarkdownDocument(blocks: CmarkBlockConverter.blocks(in: CmarkNode(pointer: root)))
    }
}
