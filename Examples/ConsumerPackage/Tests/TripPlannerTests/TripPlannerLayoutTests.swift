import Layout
import MockshotKit
import Testing
import TripPlanner

@Suite struct TripPlannerLayoutTests {
    /// Our messages are on the screen: the user's question in a bubble at the trailing side, under the
    /// 59 pt status bar of the Dynamic Island iPhone, and the draft in the composer above the home indicator.
    @Test func ourMessagesAreLaidOutOnTheDevice() throws {
        var env = EnvironmentValues()
        env.device = .iPhone16
        let r = try LayoutEngine.layout(TripPlannerScreen(), proposal: ProposedViewSize(Device.iPhone16.size), environment: env,
                                        measurer: FixedWidthTextMeasurer(), scale: 3)
        func text(_ s: String) -> LayoutNode? {
            r.all("Text").first { if case .text(let t) = $0.content { t.string == s } else { false } }
        }
        let question = try #require(text("Swap the museum for something with a view?"))
        #expect(question.frame.maxX > 393 - 40 && question.frame.minY > 59)
        let draft = try #require(text("And dinner near the Old Town?"))
        #expect(draft.frame.maxY < 852 - 34)
        #expect(r.root.frame.size == Size(width: 393, height: 852))
    }
}
