import Layout
import Testing
@testable import MockshotKit

@Suite struct ContentHelperTests {
    @Test func initialsAreTheFirstAndLastWords() {
        #expect(Initials.of("Jordan Lee") == "JL")
        #expect(Initials.of("Mary Ann de Vries") == "MV")
        #expect(Initials.of("maya_b") == "M")
        #expect(Initials.of("  ") == "")
    }

    /// FNV-1a over UTF-8: fixed values, so an avatar never changes between runs or machines.
    @Test func stableChoiceIsTheSameEverywhere() {
        #expect(StableChoice.index(for: "Aria", count: 6) == 4)
        #expect(StableChoice.index(for: "Sam Rivera", count: 6) == 3)
        #expect(StableChoice.index(for: "jess.k", count: 6) == 1)
        #expect(StableChoice.index(for: "", count: 6) == 5)
        #expect(StableChoice.index(for: "日本", count: 6) == 3)
        #expect(StableChoice.index(for: "Aria", count: 2) == 0)
        #expect(StableChoice.index(for: "anything", count: 0) == 0)
    }

    @Test func screenRenderablesNameTheirStatesAfterTheContent() {
        let r = Renderable.screen("test.screen", "A screen", background: { _ in .white },
                                  states: [ContentState("one", "first"), ContentState("two", "second", preset: AccessibilitySettings(reduceMotion: true))],
                                  honours: { content, _ in content == "first" ? [.boldText] : [] }) { Text($0) }
        #expect(r.kind == .screen && r.states == ["one", "two"] && r.canvas == .device)
        #expect(r.honours("one", .light) == [.boldText] && r.honours("two", .light).isEmpty)
        #expect(r.preset("two").reduceMotion && r.preset("one") == .standard)
        let single = Renderable.screen("test.screen", content: "only", background: { _ in .white }, honours: { _, _ in [.boldText] }) { Text($0) }
        #expect(single.states.isEmpty && single.honours(nil, .dark) == [.boldText])
    }
}

@Suite struct ContentErrorTests {
    @Test func timesMustBeFiniteAndNotNegative() {
        #expect((try? ContentError.checkTime("animationTime", 0.4)) != nil)
        for bad in [-1, Double.nan, .infinity] {
            #expect(throws: ContentError.self) { try ContentError.checkTime("animationTime", bad) }
        }
        #expect(ContentError.invalid(field: "messages[2].state", reason: "applies to assistant messages only").prefixed("conversation.").description
                == "conversation.messages[2].state applies to assistant messages only")
    }
}
