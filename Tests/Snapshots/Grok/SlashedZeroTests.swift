import Layout
import Testing
@testable import GrokKit

/// Grok's Inter is registered with the `zero` feature (guide §2, §7), so the slashed zero reaches every
/// run set in a Grok Inter token: replies, the user's bubble, X posts and their counts, the prompt.
@Suite struct SlashedZeroTests {
    func runs(_ view: some View) throws -> [ResolvedTextRun] {
        try LayoutProbe(view.grokTheme()).all("Text").compactMap(LayoutProbe.resolvedText).flatMap(\.runs)
    }

    func expectZero(_ view: some View, _ what: String) throws {
        let runs = try runs(view).filter { $0.string.contains("0") }
        #expect(!runs.isEmpty, "\(what) has no run with a 0")
        for run in runs { #expect(run.font.features.contains("zero"), "\(what): '\(run.string)' lacks the slashed zero") }
    }

    @Test func repliesPostsPromptAndCountsDrawTheSlashedZero() throws {
        try expectZero(GrokAssistantResponse(text: "About 100,000 rovers in 2030.", isStreaming: false), "reply")
        try expectZero(GrokUserBubble(text: "What happened in 2010?"), "user bubble")
        try expectZero(XCitationCard(author: "NASA", handle: "nasa", timeAgo: "20m", isVerified: true,
                                     postText: "Sol 4000 panorama", replies: 100, reposts: 20, likes: 3050), "post")
        try expectZero(GrokPromptBar(text: .constant("Compare with 2020"), sendState: .enabled), "prompt")
    }

    /// Code keeps the monospaced face's own zero: it is not the registered Inter.
    @Test func codeFontIsNotInter() throws {
        #expect(!Font.grokCode.resolve(in: EnvironmentValues()).features.contains("zero"))
        #expect(Font.grokBody.resolve(in: EnvironmentValues()).features == ["zero"])
    }
}
