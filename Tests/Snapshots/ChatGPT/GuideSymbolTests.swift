import Layout
import MockshotKit
import Testing
@testable import ChatGPTKit

/// The guide's SF Symbols table (§5), symbol by symbol, against what the kit's views draw: the review
/// found `gear`, `square.and.arrow.up` and `waveform` used by no view.
@Suite struct GuideSymbolTests {
    /// §5, every symbol with its size.
    static let table: [(symbol: String, size: Double)] = [
        ("arrow.up", 16), ("stop.fill", 16), ("mic.fill", 18), ("waveform", 18), ("plus", 20), ("globe", 18),
        ("square.and.pencil", 18), ("sidebar.leading", 24), ("arrow.triangle.2.circlepath", 16), ("doc.on.doc", 16),
        ("hand.thumbsup", 16), ("hand.thumbsup.fill", 16), ("hand.thumbsdown", 16), ("hand.thumbsdown.fill", 16),
        ("sparkles", 18), ("chevron.down", 10), ("xmark", 18), ("magnifyingglass", 16), ("gear", 22), ("ellipsis", 18),
        ("square.and.arrow.up", 18),
    ]

    /// Every symbol (name and point size) drawn by every state of every renderable, in both schemes.
    static func drawnSymbols() throws -> Set<String> {
        var drawn = Set<String>()
        for r in ChatGPTKit.kit.renderables {
            for state in r.states.isEmpty ? [nil] : r.states.map(Optional.some) {
                for mode in r.modes {
                    let result = try layout(r.make(state), width: r.canvas.proposal.width, height: r.canvas.proposal.height, scheme: mode)
                    for n in result.all("Image") {
                        if let s = n.symbol, case .symbol(let name) = s.source { drawn.insert("\(name) \(Int(s.pointSize))") }
                    }
                }
            }
        }
        return drawn
    }

    @Test func everySymbolOfTheTableIsDrawnAtItsSize() throws {
        let drawn = try Self.drawnSymbols()
        for (symbol, size) in Self.table {
            #expect(drawn.contains("\(symbol) \(Int(size))"), "\(symbol) at \(Int(size)) pt is drawn by no view")
        }
    }

    /// Share appears in the top bar once the thread has begun, before New chat, as a 44 pt target.
    @Test func topBarOffersShareOnceTheChatHasBegun() throws {
        let fresh = try layout(ChatGPTConversationScreen(content: ChatGPTConversation()), width: 390, height: 844)
        #expect(fresh.symbols("square.and.arrow.up").isEmpty)
        let chat = try layout(ChatGPTConversationScreen(content: .init(messages: [.user("Hi"), .assistant("Hello!")])), width: 390, height: 844)
        let share = try #require(chat.symbols("square.and.arrow.up").first)
        let newChat = try #require(chat.symbols("square.and.pencil").first)
        #expect(share.frame.midY == newChat.frame.midY)
        #expect(newChat.frame.midX - share.frame.midX == 44)
        #expect(390 - 8 - newChat.frame.midX == 22)
    }

    /// Dictating: `waveform` at 18 pt in a 32 pt circle filled like Send (#0D0D0D on light, white on dark),
    /// in place of the outlined `mic.fill`, beside the words so far.
    @Test(arguments: [(ColorScheme.light, "#0D0D0D", "#FFFFFF"), (.dark, "#FFFFFF", "#0D0D0D")])
    func dictatingShowsTheWaveformOnAFilledCircle(_ scheme: ColorScheme, _ fill: String, _ ink: String) throws {
        let r = try layout(Composer(text: .constant("Find a café"), isDictating: true), scheme: scheme)
        let wave = try #require(r.symbols("waveform").first)
        #expect(wave.symbol?.pointSize == 18 && wave.symbol?.paint.solidColor?.hexString == ink)
        let circle = try #require(r.all("Circle").first { $0.frame.contains(Point(x: wave.frame.midX, y: wave.frame.midY)) })
        #expect(circle.frame.size == Size(width: 32, height: 32) && circle.paintHex == fill)
        #expect(r.symbols("mic.fill").isEmpty && r.symbols("arrow.up").isEmpty)
        #expect(r.symbols("globe").count == 1)
        #expect(r.texts("Find a café").count == 1)
    }

    /// The sidebar's brand row carries Settings: `gear` at 22 pt in the secondary ink, at the row's inset.
    @Test func sidebarBrandRowCarriesSettings() throws {
        let r = try layout(ChatGPTSidebarScreen(content: .sample), width: 390, height: 844)
        let gear = try #require(r.symbols("gear").first)
        #expect(gear.symbol?.pointSize == 22 && gear.symbol?.paint.solidColor?.hexString == "#676767")
        #expect(gear.frame.maxX == 260 - 24)
        let brand = try #require(r.texts("ChatGPT").first)
        #expect(abs(gear.frame.midY - brand.frame.midY) < 1)
    }

    @Test func dictationNeedsAnIdleComposer() {
        #expect(throws: ContentError.invalid(field: "isDictating", reason: "needs an idle composer, but a reply is on its way (the composer shows Stop)")) {
            try ChatGPTConversation(messages: [.user("Hi"), .assistant("", state: .typing)], isDictating: true).validate()
        }
        #expect((try? ChatGPTConversation(messages: [.user("Hi")], draft: "and", isDictating: true).validate()) != nil)
    }
}
