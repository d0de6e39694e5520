import Layout

/// How a component sheet lays out its sections: side by side where they fit, so a brand's sheet stays
/// inside the page the pixel budget allows at @3x (`SheetStyle.maxHeight`) instead of one tall column
/// with most of each row empty.
///
/// `SheetPacking`: each section is proposed the widths at which it rearranges its cells (the page width
/// first, then each narrower arrangement it reports) and is given the one that packs best; reports the
/// proposed width and the height of the packed sections.
///
/// Sections are placed in order by MaxRects packing with the bottom-left rule (Jylänki, "A Thousand
/// Ways to Pack the Bin", 2010): the page's free space is kept as the maximal free rectangles, and each
/// section goes, in whichever of its arrangements, where its bottom would be highest on the page (a
/// narrower arrangement on a tie, then the higher and then the leftmost place). So a section of four
/// cells becomes two rows of two when three-and-one would end no higher, and a short section fills the
/// space beside a tall one, even above a wide section placed since, before the page grows. Sections
/// never overlap, and each keeps `horizontalSpacing` to its neighbours on the right and left and
/// `verticalSpacing` to those above and below.
struct SheetPacking: Layout {
    var horizontalSpacing: Double
    var verticalSpacing: Double

    /// One way a section can be laid out: the width it is proposed and the size it then reports.
    struct Arrangement: Equatable {
        var proposal: Double
        var size: Size
    }

    /// Each section's frame relative to the page's top-leading corner, the width it was given, and the
    /// page's height.
    struct Packing: Equatable {
        var frames: [Rect]
        var proposals: [Double]
        var height: Double
    }

    /// At most this many arrangements are tried per section.
    static let maximumArrangements = 12

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let width = pageWidth(proposal, subviews)
        return Size(width: width, height: packing(width, subviews).height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let p = packing(pageWidth(proposal, subviews), subviews)
        for (i, frame) in p.frames.enumerated() {
            subviews[i].place(at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                              proposal: ProposedViewSize(width: p.proposals[i], height: nil))
        }
    }

    /// The proposed width, or without one the widest section's.
    func pageWidth(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Double {
        if let w = proposal.width, w.isFinite { return w }
        return subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }

    func packing(_ width: Double, _ subviews: Subviews) -> Packing {
        Self.pack(subviews.map { Self.arrangements(of: $0, width: width) }, width: width,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// The widths at which `section` lays its cells out differently, widest first: proposed the page, it
    /// reports a width; proposed a point less than that, it reports the next narrower arrangement; and so
    /// on until its width only follows the proposal (its title wraps) or stops shrinking (a cell is wider).
    static func arrangements(of section: LayoutSubview, width: Double) -> [Arrangement] {
        var result: [Arrangement] = []
        var proposal = width
        while result.count < maximumArrangements {
            let size = section.sizeThatFits(ProposedViewSize(width: proposal, height: nil))
            if let last = result.last, size.width >= last.size.width - 1 { break }
            result.append(Arrangement(proposal: min(proposal, max(size.width, 0)), size: size))
            proposal = size.width - 1
            if proposal <= 0 { break }
        }
        return result
    }

    /// Packs the sections, in order, into a page `width` wide; each section comes as its arrangements.
    ///
    /// 1. The free space starts as the whole page, open at the bottom.
    /// 2. An arrangement may go at the top-leading corner of any free rectangle it fits, with room for
    ///    its gaps to the right and below (none needed at the page's right edge or open bottom). The place
    ///    and arrangement with the highest bottom win; on a tie the narrower arrangement, then the higher
    ///    place, then the leftmost. An arrangement wider than the page goes at the left edge, below all.
    /// 3. The section and its gaps are taken out of every free rectangle they overlap, which splits into
    ///    the parts left of, right of, above and below them; a free rectangle inside another is dropped.
    static func pack(_ sections: [[Arrangement]], width: Double, horizontalSpacing: Double, verticalSpacing: Double) -> Packing {
        let epsilon = 1e-9
        // 1. The page.
        var free = [Space(minX: 0, minY: 0, maxX: width, maxY: .infinity)]
        var packing = Packing(frames: [], proposals: [], height: 0)
        for arrangements in sections {
            // 2. The best place for the best arrangement.
            var best: (x: Double, y: Double, arrangement: Arrangement)?
            for a in arrangements {
                for f in free {
                    let needsWidth = a.size.width + (f.maxX < width - epsilon ? horizontalSpacing : 0)
                    let needsHeight = a.size.height + (f.maxY.isFinite ? verticalSpacing : 0)
                    guard needsWidth <= f.maxX - f.minX + epsilon, needsHeight <= f.maxY - f.minY + epsilon else { continue }
                    let better = best.map { b in
                        let (bottom, bestBottom) = (f.minY + a.size.height, b.y + b.arrangement.size.height)
                        if abs(bottom - bestBottom) > epsilon { return bottom < bestBottom }
                        if abs(a.size.width - b.arrangement.size.width) > epsilon { return a.size.width < b.arrangement.size.width }
                        if abs(f.minY - b.y) > epsilon { return f.minY < b.y }
                        return f.minX < b.x - epsilon
                    } ?? true
                    if better { best = (f.minX, f.minY, a) }
                }
            }
            let fallback = arrangements.first ?? Arrangement(proposal: width, size: .zero)
            let place = best ?? (0, packing.height + (packing.frames.isEmpty ? 0 : verticalSpacing), fallback)
            let size = place.arrangement.size
            packing.frames.append(Rect(x: place.x, y: place.y, width: size.width, height: size.height))
            packing.proposals.append(place.arrangement.proposal)
            packing.height = max(packing.height, place.y + size.height)
            // 3. Take the section and its gaps out of the free space.
            let taken = Space(minX: place.x, minY: place.y, maxX: min(width, place.x + size.width + horizontalSpacing),
                              maxY: place.y + size.height + verticalSpacing)
            free = Space.remove(taken, from: free)
        }
        return packing
    }

    /// A free rectangle of the page by its edges (`maxY` is infinite while it is open at the bottom).
    struct Space: Equatable {
        var minX, minY, maxX, maxY: Double

        func overlaps(_ o: Space) -> Bool { minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY }
        func contains(_ o: Space) -> Bool { minX <= o.minX && minY <= o.minY && maxX >= o.maxX && maxY >= o.maxY }

        /// `free` without `taken`: each overlapped rectangle gives way to its parts around `taken`, and
        /// rectangles inside others are dropped (MaxRects' split and prune).
        static func remove(_ taken: Space, from free: [Space]) -> [Space] {
            var parts: [Space] = []
            for f in free {
                guard f.overlaps(taken) else { parts.append(f); continue }
                if taken.minX > f.minX { parts.append(Space(minX: f.minX, minY: f.minY, maxX: taken.minX, maxY: f.maxY)) }
                if taken.maxX < f.maxX { parts.append(Space(minX: taken.maxX, minY: f.minY, maxX: f.maxX, maxY: f.maxY)) }
                if taken.minY > f.minY { parts.append(Space(minX: f.minX, minY: f.minY, maxX: f.maxX, maxY: taken.minY)) }
                if taken.maxY < f.maxY { parts.append(Space(minX: f.minX, minY: taken.maxY, maxX: f.maxX, maxY: f.maxY)) }
            }
            var kept: [Space] = []
            for (i, p) in parts.enumerated() {
                let inside = parts.enumerated().contains { j, q in j != i && q.contains(p) && (q != p || j < i) }
                if !inside { kept.append(p) }
            }
            return kept
        }
    }
}
