import Testing
@testable import Layout

/// One trait store for every container: layout settings (engine) and control settings (system controls)
/// set on the same view, in any order around other modifiers, all reach the outermost node.
@Suite struct ViewTraitsTests {
    @Test func layoutAndControlTraitsShareOneStoreAndFlowUpThroughModifiers() throws {
        let view = Text("a")
            .layoutPriority(2)
            .tag(7)
            .padding(4)
            .gridCellColumns(3)
            .badge(5)
            .background(Color.red)
            .listRowSeparator(.hidden)
            .frame(width: 40)
        let r = try LayoutEngine.layout(view, proposal: ProposedViewSize(width: 100, height: nil), measurer: FixedWidthTextMeasurer())
        let traits = r.root.traits
        #expect(r.root.kind == "frame")
        #expect(traits.layoutPriority == 2)
        #expect(r.root.priority == 2)
        #expect(traits.tag == AnyHashable(7))
        #expect(traits.gridCellColumns == 3)
        #expect(traits.badge != nil)
        #expect(traits.listRowSeparator == .hidden)
    }

    /// A spacer's own −∞ priority is not a trait: it is the layout's answer, kept when a trait is set.
    @Test func aTaggedSpacerKeepsItsLowestPriority() throws {
        let r = try LayoutEngine.layout(HStack { Spacer().tag("gap") }, proposal: ProposedViewSize(width: 100, height: nil),
                                        measurer: FixedWidthTextMeasurer())
        let spacer = try #require(r.root.children.first)
        #expect(spacer.traits.tag == AnyHashable("gap"))
        #expect(spacer.traits.layoutPriority == nil)
        #expect(spacer.priority == -.infinity)
    }
}
