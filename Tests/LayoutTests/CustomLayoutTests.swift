import Testing
@testable import Layout

// The `Layout` protocol as users write it (SwiftUI's API), driven through the engine.

/// Subviews one after another along a diagonal, each at its ideal size.
struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { s, v in
            let d = v.sizeThatFits(.unspecified)
            return CGSize(width: s.width + d.width, height: s.height + d.height)
        }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var p = bounds.origin
        for v in subviews {
            v.place(at: p, proposal: .unspecified)
            let d = v.sizeThatFits(.unspecified)
            p.x += d.width; p.y += d.height
        }
    }
}

/// Places the first subview with its centre on the container's centre; leaves the others unplaced.
struct CentreFirst: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: 20, height: 20))
    }
}

/// A row whose cache holds each subview's ideal size, made once per container.
struct CachedRow: Layout {
    final class Counter: @unchecked Sendable { var makes = 0 }
    let counter: Counter
    struct Cache { var sizes: [CGSize] }
    func makeCache(subviews: Subviews) -> Cache {
        counter.makes += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.sizes.reduce(0) { $0 + $1.width }, height: cache.sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (v, s) in zip(subviews, cache.sizes) { v.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(s)); x += s.width }
    }
}

/// A value views hand to `Ranked`.
struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// Stacks subviews vertically in order of their `Rank`, lowest first.
struct Ranked: Layout {
    func order(_ subviews: Subviews) -> [Int] { subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] } }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for i in order(subviews) {
            subviews[i].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subviews[i].sizeThatFits(.unspecified).height
        }
    }
}

/// Reports its subviews' priorities as its size: width = sum of the finite ones, height = how many are −∞.
struct PriorityProbe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let p = subviews.map(\.priority)
        return CGSize(width: p.filter(\.isFinite).reduce(0, +), height: Double(p.filter { $0 == -.infinity }.count))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Puts the gap its subviews' spacing asks for between them, horizontally.
struct SpacedRow: Layout {
    static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
    func gaps(_ subviews: Subviews) -> [Double] {
        subviews.indices.map { $0 == 0 ? 0 : subviews[$0 - 1].spacing.distance(to: subviews[$0].spacing, along: .horizontal) }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        return CGSize(width: widths.reduce(0, +) + gaps(subviews).reduce(0, +), height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (v, g) in zip(subviews, gaps(subviews)) {
            x += g
            v.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += v.sizeThatFits(.unspecified).width
        }
    }
}

/// Delegates to `HStackLayout`, as a custom layout may.
struct Delegating: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        HStackLayout(spacing: 2).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        HStackLayout(spacing: 2).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

let customLayoutCases: [LayoutCase] = [
    LayoutCase("a custom layout sizes and places its subviews (MyLayout { … })", width: 100,
               [("Diagonal", 0, R(40, 0, 20, 30)), ("frame", 0, R(40, 0, 10, 10)), ("frame", 1, R(50, 10, 10, 20))]) {
        AnyView(Diagonal { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 20) })
    },
    LayoutCase("place(at:anchor:proposal:) puts the anchor point at the position; unplaced subviews are centred", width: 100, height: 60,
               [("Color", 0, R(40, 20, 20, 20)), ("frame", 0, R(45, 25, 10, 10))]) {
        AnyView(CentreFirst { Color.red; Color.blue.frame(width: 10, height: 10) })
    },
    LayoutCase("layoutValue(key:value:) reaches the layout through the subview proxy", width: 100,
               [("frame", 0, R(45, 10, 10, 10)), ("frame", 1, R(45, 0, 10, 10))]) {
        AnyView(Ranked {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 2)
            Color.blue.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 1)
        })
    },
    LayoutCase("subview priorities: .layoutPriority through later modifiers, −∞ for a spacer", width: 100,
               [("PriorityProbe", 0, R(48, 0, 5, 1))]) {
        AnyView(PriorityProbe { Color.red.layoutPriority(3); Spacer(); Text("a").layoutPriority(2).padding(); Color.blue })
    },
    LayoutCase("subview spacing: a layout can honour the spacing views ask for (a spacer: none)", width: 100,
               [("SpacedRow", 0, R(27, 0, 46, 10)), ("frame", 1, R(45, 0, 10, 10)), ("frame", 2, R(63, 0, 10, 10)), ("Spacer", 0, R(73, 0, 0, 0))]) {
        AnyView(SpacedRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10); Color.green.frame(width: 10, height: 10); Spacer(minLength: 0) })
    },
    LayoutCase("HStackLayout used inside a custom layout", width: 100,
               [("Delegating", 0, R(39, 0, 22, 10)), ("frame", 1, R(51, 0, 10, 10))]) {
        AnyView(Delegating { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) })
    },
    LayoutCase("AnyLayout(HStackLayout) builds an HStack", width: 100,
               [("HStack", 0, R(40, 0, 20, 10)), ("frame", 1, R(50, 0, 10, 10))]) {
        AnyView(AnyLayout(HStackLayout(spacing: 0)) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) })
    },
    LayoutCase("AnyLayout(VStackLayout) builds a VStack, and orients its spacers vertically", width: 100, height: 50,
               [("VStack", 0, R(45, 0, 10, 50)), ("frame", 1, R(45, 40, 10, 10)), ("Spacer", 0, R(50, 10, 0, 30))]) {
        AnyView(AnyLayout(VStackLayout(spacing: 0)) { Color.red.frame(width: 10, height: 10); Spacer(); Color.blue.frame(width: 10, height: 10) })
    },
    LayoutCase("AnyLayout(ZStackLayout) builds a ZStack", width: 100,
               [("ZStack", 0, R(40, 0, 20, 20)), ("frame", 1, R(40, 0, 10, 10))]) {
        AnyView(AnyLayout(ZStackLayout(alignment: .topLeading)) { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 10, height: 10) })
    },
    LayoutCase("AnyLayout around a custom layout runs it", width: 100,
               [("Diagonal", 0, R(40, 0, 20, 20)), ("frame", 1, R(50, 10, 10, 10))]) {
        AnyView(AnyLayout(Diagonal()) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) })
    },
    LayoutCase("the default explicitAlignment merges subviews' baselines: a custom layout aligns in an HStack", width: 100,
               [("Text", 0, R(0, 5, 12, 15)), ("Diagonal", 0, R(20, 0, 17, 21))]) {
        AnyView(HStack(alignment: .firstTextBaseline) { Text("aa").font(.system(size: 12)); Diagonal { Text("bb") } }
            .frame(maxWidth: .infinity, alignment: .leading))
    },
]

@Suite struct CustomLayoutTests {
    @Test(arguments: customLayoutCases) func layouts(_ c: LayoutCase) throws { try assertFrames(c) }

    /// makeCache runs once per container, however often the engine asks for sizes and placement.
    @Test func cacheIsMadeOncePerContainer() throws {
        let counter = CachedRow.Counter()
        let view = HStack { CachedRow(counter: counter) { Text("ab"); Text("abcd") }; Spacer() }
        let r = try LayoutEngine.layout(view, proposal: ProposedViewSize(width: 200, height: nil), measurer: FixedWidthTextMeasurer(), scale: 1)
        #expect(counter.makes == 1)
        #expect(r.first("CachedRow")?.frame == R(0, 0, 51, 21))
        #expect(r.all("Text")[1].frame == R(17, 0, 34, 21))
    }
}
