import CCmarkGFM

/// A borrowed view of one `cmark_node` inside a `CmarkTree`.
///
/// Deliberately not Sendable and internal: it is only valid while the owning tree is alive,
/// so it never leaves the conversion in `CmarkTree.document()`.
struct CmarkNode {
    let pointer: OpaquePointer

    var type: cmark_node_type { cmark_node_get_type(pointer) }

    /// cmark's name for the node type. Extension nodes (tables, strikethrough, task items) have
    /// node-type values assigned at registration time, so the name is their only stable identity.
    var typeName: String { Self.string(cmark_node_get_type_string(pointer)) }

    /// Text content of leaf nodes (text, code, code blocks, HTML); empty for other nodes.
    var literal: String { Self.string(cmark_node_get_literal(pointer)) }

    var children: [CmarkNode] {
        var result: [CmarkNode] = []
        var next = cmark_node_first_child(pointer)
        while let child = next {
            result.append(CmarkNode(pointer: child))
            next = cmark_node_next(child)
        }
        return result
    }

    /// cmark returns NULL for "not applicable" and "" for "absent"; both map to "".
    private static func string(_ cString: UnsafePointer<CChar>?) -> String {
        guard let cString else { return "" }
        return String(cString: cString)
    }
}
