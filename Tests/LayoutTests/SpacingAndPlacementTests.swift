import Testing
@testable import Layout

/// Checks a layout case: every expected node's frame, after rounding, within 0.01 pt. `direction` lays the
/// case out in that layout direction.
func assertFrames(_ c: LayoutCase, direction: LayoutDirection = .leftToRight) throws {
    let view = direction == .leftToRight ? c.view() : AnyView(c.view().environment(\.layoutDirection, direction))
    let r = try LayoutEngine.layout(view, proposal: ProposedViewSize(width: c.width, height: c.height),
                                    measurer: FixedWidthTextMeasurer(), scale: c.scale)
    try assertFrames(c, in: r)
}

/// Checks that `r` has every frame `c` expects, within 0.01 pt.
func assertFrames(_ c: LayoutCase, in r: LayoutResult) throws {
    for (kind, index, expected) in c.expected {
        let nodes = r.all(kind)
        try #require(nodes.count > index, "no \(kind) #\(index) in \(c.name)")
        let f = nodes[index].frame
        #expect(abs(f.minX - expected.minX) < 0.01 && abs(f.minY - expected.minY) < 0.01
                && abs(f.width - expected.width) < 0.01 && abs(f.height - expected.height) < 0.01,
                "\(c.name): \(kind) #\(index): got \(f), expected \(expected)")
    }
}

/// Two 50×10 boxes (the first red, the second blue), for spacing cases.
private var boxA: some View { Color.red.frame(width: 50, height: 10) }
private var boxB: some View { Color.blue.frame(width: 50, height: 10) }

/// SwiftUI's spacing next to a `Spacer`: zero along the stack's axis, so its minimum length is the
/// whole gap; an explicit `spacing:` still applies between all children; the spacer is served last.
let spacerSpacingCases: [LayoutCase] = [
    LayoutCase("HStack { a; Spacer(minLength: 0); b } lets a and b touch", width: 100,
               [("Color", 0, R(0, 0, 50, 10)), ("Spacer", 0, R(50, 5, 0, 0)), ("Color", 1, R(50, 0, 50, 10))]) {
        AnyView(HStack { boxA; Spacer(minLength: 0); boxB })
    },
    LayoutCase("a spacer's default 8 pt minimum is the whole gap: fixed content fills 108 pt exactly", width: 108,
               [("HStack", 0, R(0, 0, 108, 10)), ("Spacer", 0, R(50, 5, 8, 0)), ("Color", 1, R(58, 0, 50, 10))]) {
        AnyView(HStack { boxA; Spacer(); boxB })
    },
    LayoutCase("ideal width of a row with a spacer: content plus the spacer's minimum, no spacing around it",
               [("HStack", 0, R(141, 0, 108, 10)), ("Spacer", 0, R(191, 5, 8, 0)), ("Color", 1, R(199, 0, 50, 10))]) {
        AnyView(HStack { boxA; Spacer(); boxB }.fixedSize())
    },
    LayoutCase("explicit spacing still applies on both sides of a spacer", width: 120,
               [("Color", 0, R(0, 0, 50, 10)), ("Spacer", 0, R(54, 5, 12, 0)), ("Color", 1, R(70, 0, 50, 10))]) {
        AnyView(HStack(spacing: 4) { boxA; Spacer(minLength: 0); boxB })
    },
    LayoutCase("VStack { a; Spacer(minLength: 0); b } stacks a and b edge to edge", width: 100, height: 40,
               [("Color", 0, R(25, 0, 50, 20)), ("Spacer", 0, R(50, 20, 0, 0)), ("Color", 1, R(25, 20, 50, 20))]) {
        AnyView(VStack { Color.red.frame(width: 50, height: 20); Spacer(minLength: 0); Color.blue.frame(width: 50, height: 20) })
    },
    LayoutCase("text beside text keeps the system spacing; the spacer after them sits flush", width: 100,
               [("Text", 0, R(0, 0, 17, 21)), ("Text", 1, R(25, 0, 17, 21)), ("Spacer", 0, R(42, 11, 58, 0))]) {
        AnyView(HStack { Text("ab"); Text("cd"); Spacer() })
    },
    LayoutCase("a spacer in a fixed frame still has zero spacing (the frame passes it through)", width: 110,
               [("Color", 0, R(0, 0, 50, 10)), ("frame", 1, R(50, 5, 10, 0)), ("Color", 1, R(60, 0, 50, 10))]) {
        AnyView(HStack { boxA; Spacer().frame(width: 10); boxB })
    },
    LayoutCase("padding gives back the system spacing on the padded side only", width: 200,
               [("padding", 0, R(58, 5, 92, 0)), ("Spacer", 0, R(60, 5, 90, 0)), ("Color", 1, R(150, 0, 50, 10))]) {
        AnyView(HStack { boxA; Spacer(minLength: 0).padding(.leading, 2); boxB })
    },
    LayoutCase("a spacer's priority is −∞: a view of priority −1 is served before it", width: 100,
               [("flexFrame", 0, R(0, 0, 80, 10)), ("Spacer", 0, R(80, 5, 20, 0))]) {
        AnyView(HStack(spacing: 0) { Color.red.frame(minWidth: 10, maxWidth: 90).layoutPriority(-1); Spacer(minLength: 20) }.frame(height: 10))
    },
    LayoutCase("two spacers share what the text leaves, equally", width: 100,
               [("Spacer", 0, R(0, 11, 42, 0)), ("Text", 0, R(42, 0, 17, 21)), ("Spacer", 1, R(59, 11, 41, 0))]) {
        AnyView(HStack(spacing: 0) { Spacer(); Text("ab"); Spacer() })
    },
    LayoutCase("nested: a stack that ends with a spacer passes its zero spacing out", width: 200,
               [("Color", 0, R(0, 0, 50, 10)), ("Spacer", 0, R(50, 5, 100, 0)), ("Color", 1, R(150, 0, 50, 10))]) {
        AnyView(HStack { HStack { boxA; Spacer(minLength: 0) }; boxB })
    },
]

/// Placement reuses the proposal the stack was sized with: children keep the sizes they chose then, so
/// the stack's frame is exactly their extent even when they need more than the proposal.
let placementCases: [LayoutCase] = [
    LayoutCase("overflow: the text keeps the width it chose for a 100 pt proposal (34 pt, three lines)", width: 100,
               [("HStack", 0, R(-42, 0, 184, 64)), ("Text", 0, R(-42, 0, 34, 64)), ("flexFrame", 0, R(-8, 27, 150, 10))]) {
        AnyView(HStack(spacing: 0) { Text("aaaa bbbb cccc"); Color.red.frame(minWidth: 150, maxHeight: 10) })
    },
    LayoutCase("an unspecified height is placed as the row's own height: a Divider spans the row", width: 100,
               [("Text", 0, R(37, 0, 17, 21)), ("Divider", 0, R(62, 0, 1, 21))]) {
        AnyView(HStack { Text("ab"); Divider() })
    },
    LayoutCase("an unspecified width is placed as the column's own width: a Divider spans the column",
               [("Text", 0, R(178, 0, 34, 21)), ("Divider", 0, R(178, 29, 34, 1))]) {
        AnyView(VStack { Text("abcd"); Divider() }.fixedSize())
    },
    LayoutCase("a ZStack proposes its own size when placing: a colour fills behind the text", width: 100,
               [("ZStack", 0, R(0, 0, 100, 21)), ("Color", 0, R(0, 0, 100, 21)), ("Text", 0, R(42, 0, 17, 21))]) {
        AnyView(ZStack { Color.red; Text("ab") })
    },
    LayoutCase("a ZStack is as large as its highest-priority children", width: 100, height: 100,
               [("ZStack", 0, R(40, 45, 20, 10)), ("frame", 0, R(30, 40, 40, 20))]) {
        AnyView(ZStack { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 20, height: 10).layoutPriority(1) })
    },
]

@Suite struct SpacingAndPlacementTests {
    @Test(arguments: spacerSpacingCases) func spacerSpacing(_ c: LayoutCase) throws { try assertFrames(c) }
    @Test(arguments: placementCases) func placement(_ c: LayoutCase) throws { try assertFrames(c) }

    /// A tree and a width where sizing and a naive re-division of the stack's reported size disagree.
    struct SpillCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let width: Double
        let view: @Sendable () -> AnyView
    }

    /// No child may stick out of its stack's frame, on either axis, and along the main axis the children
    /// and the spacing between them fill the stack exactly.
    @Test(arguments: [
        SpillCase(testDescription: "text beside a colour with a 150 pt minimum", width: 100) {
            AnyView(HStack(spacing: 0) { Text("aaaa bbbb cccc"); Color.red.frame(minWidth: 150, maxHeight: 10) })
        },
        SpillCase(testDescription: "two wrapping texts and a 90 pt minimum", width: 120) {
            AnyView(HStack { Text("aaaa bbbb cccc dddd"); Text("eeee ffff"); Color.red.frame(minWidth: 90) })
        },
        SpillCase(testDescription: "a column taller than its frame", width: 50) {
            AnyView(VStack(spacing: 0) { Text("aaaa bbbb cccc"); Color.red.frame(maxWidth: 10, minHeight: 100) }.frame(height: 60))
        },
        SpillCase(testDescription: "a spacer's minimum, wrapping text and a minimum width", width: 80) {
            AnyView(HStack { Spacer(minLength: 30); Text("aaaa bbbb cccc dddd eeee"); Color.red.frame(minWidth: 60) })
        },
    ])
    func childrenStayInsideTheirStack(_ c: SpillCase) throws {
        let r = try LayoutEngine.layout(c.view(), proposal: ProposedViewSize(width: c.width, height: nil), measurer: FixedWidthTextMeasurer(), scale: 1)
        let stacks = r.allNodes.filter { $0.kind == "HStack" || $0.kind == "VStack" }
        #expect(!stacks.isEmpty)
        for s in stacks {
            let f = s.unroundedFrame
            for c in s.children {
                let g = c.unroundedFrame
                #expect(g.minX >= f.minX - 1e-6 && g.maxX <= f.maxX + 1e-6 && g.minY >= f.minY - 1e-6 && g.maxY <= f.maxY + 1e-6,
                        "\(c.kind) \(g) spills out of \(s.kind) \(f)")
            }
            // Along the main axis the children and the spacing between them fill the stack exactly.
            let axisIsH = s.kind == "HStack"
            let last = s.children.last!.unroundedFrame, first = s.children.first!.unroundedFrame
            #expect(abs((axisIsH ? first.minX : first.minY) - (axisIsH ? f.minX : f.minY)) < 1e-6)
            #expect(abs((axisIsH ? last.maxX : last.maxY) - (axisIsH ? f.maxX : f.maxY)) < 1e-6)
        }
    }
}
