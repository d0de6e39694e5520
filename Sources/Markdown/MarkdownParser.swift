import CCmarkGFM
import Synchronization

/// Parses GitHub-flavoured Markdown (CommonMark + tables, strikethrough, autolinks, task lists)
/// with libcmark-gfm into `MarkdownDocument` values.
public enum MarkdownParser {
    /// Registers the core extensions in cmark's process-wide registry. The registration function
    /// itself is not thread-safe; a static initializer runs exactly once.
    private static let extensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Serialises parsing. cmark-gfm 0.29 keeps its "special inline character" tables in process
    /// globals and every parser adds its extensions' characters (`~`, `|`, …) on entry to inline
    /// parsing and removes them on exit, so two concurrent parses can switch strikethrough or
    /// autolinks off under each other's feet. Parsing is fast; converting the finished tree to
    /// Swift values touches no globals and runs outside the lock.
    private static let lock = Mutex(())

    public static func parse(_ text: String) -> MarkdownDocument {
        let tree = lock.withLock { _ in
            _ = extensionsRegistered
            let parser = CmarkParser()
            parser.feed(text)
            return parser.finish()
        }
        return tree.document()
    }
}
