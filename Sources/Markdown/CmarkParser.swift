import CCmarkGFM

/// Owns one `cmark_parser` configured for GitHub-flavoured Markdown; freed in `deinit`.
///
/// Instances are single-use and must only be created while holding `MarkdownParser`'s lock
/// (see there for why cmark-gfm parsing is not re-entrant).
final class CmarkParser {
    /// The GFM extensions the AST models. `tagfilter` only affects HTML rendering and footnotes
    /// have no AST case, so neither is attached.
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    private let handle: OpaquePointer

    init() {
        // cmark's default allocator aborts on exhaustion, so a NULL parser cannot happen.
        guard let handle = cmark_parser_new(CMARK_OPT_DEFAULT) else {
            preconditionFailure("cmark_parser_new returned NULL")
        }
        self.handle = handle
        for name in Self.extensionNames {
            // Present once cmark_gfm_core_extensions_ensure_registered() has run.
            guard let syntaxExtension = cmark_find_syntax_extension(name) else {
                preconditionFailure("cmark-gfm extension '\(name)' is not registered")
            }
            cmark_parser_attach_syntax_extension(handle, syntaxExtension)
        }
    }

    deinit {
        cmark_parser_free(handle)
    }

    func feed(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                cmark_parser_feed(handle, chars, bytes.count)
            }
        }
    }

    /// Ends parsing. The returned tree is independent of the parser: cmark detaches the root.
    func finish() -> CmarkTree {
        guard let root = cmark_parser_finish(handle) else {
            preconditionFailure("cmark_parser_finish returned NULL")
        }
        return CmarkTree(root: root)
    }
}
