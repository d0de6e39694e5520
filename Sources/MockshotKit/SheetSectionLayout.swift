import Layout

/// One section of a component sheet: its title line over its cells, as narrow as its cells are, so
/// `SheetPacking` can set a section of a few small cells beside another instead of giving it a row of
/// its own because of a long summary.
///
/// `SheetSectionLayout`: the cells (the second subview) get the proposed width and choose theirs; the
/// title (the first) is proposed the cells' width, at least `minimumTitleWidth`, and wraps within it;
/// reports the wider of the two and both heights plus `spacing`.
struct SheetSectionLayout: Layout {
    var spacing: Double
    /// A title never wraps narrower than this, however narrow the cells (a 96 pt glyph cell).
    var minimumTitleWidth: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let (title, cells) = sizes(proposal, subviews)
        return Size(width: max(title.width, cells.width), height: title.height + spacing + cells.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        let (title, _) = sizes(proposal, subviews)
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: titleWidth(proposal, subviews), height: nil))
        subviews[1].place(at: Point(x: bounds.minX, y: bounds.minY + title.height + spacing),
                          proposal: ProposedViewSize(width: proposal.width, height: nil))
    }

    func titleWidth(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Double {
        let cells = subviews[1].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        let width = max(cells.width, minimumTitleWidth)
        return proposal.width.map { min($0, width) } ?? width
    }

    func sizes(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (title: Size, cells: Size) {
        guard subviews.count == 2 else { return (.zero, .zero) }
        let cells = subviews[1].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        let title = subviews[0].sizeThatFits(ProposedViewSize(width: titleWidth(proposal, subviews), height: nil))
        return (title, cells)
    }
}
