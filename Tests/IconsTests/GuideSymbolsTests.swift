import Testing
import Icons

/// Every SF Symbol name used in /work/shared/brand-guides/*.md — in `Image(systemName:)`,
/// `systemImage:`, ternaries, helper calls such as `actionIcon("…")`/`metric("…")` and the
/// "SF Symbols Used" tables (`/ .fill` expanded). Hard-coded so a dropped mapping fails here.
let guideSymbolNames = [
    "arrow.2.squarepath", "arrow.clockwise", "arrow.triangle.2.circlepath", "arrow.up",
    "bubble.left", "bubble.left.and.bubble.right", "bubble.left.and.bubble.right.fill", "bubble.left.fill",
    "camera", "checkmark", "checkmark.seal.fill", "chevron.down", "chevron.left", "cpu",
    "doc.fill", "doc.on.doc", "ellipsis", "exclamationmark.circle.fill",
    "gear", "gearshape", "gearshape.fill", "globe",
    "hand.raised.fill", "hand.thumbsdown", "hand.thumbsdown.fill", "hand.thumbsup", "hand.thumbsup.fill",
    "heart", "line.3.horizontal", "magnifyingglass", "mic", "mic.fill", "paperclip",
    "person", "person.2.fill", "person.3.fill", "person.crop.circle", "person.fill", "photo.stack",
    "plus", "plus.circle", "plus.circle.fill", "qrcode", "qrcode.viewfinder",
    "sidebar.leading", "sparkles", "square.and.arrow.up", "square.and.pencil", "stop.fill",
    "waveform", "xmark",
]

/// Extras chat mockups commonly need beyond the guides.
let extraSymbolNames = [
    "arrow.down", "arrow.left", "arrow.right", "arrow.up.circle.fill", "bell", "bell.fill",
    "bookmark", "bookmark.fill", "camera.fill", "checkmark.circle", "checkmark.circle.fill",
    "chevron.right", "chevron.up", "clock", "doc", "doc.text", "ellipsis.circle",
    "exclamationmark.circle", "exclamationmark.triangle", "hand.raised", "heart.fill", "house",
    "house.fill", "info.circle", "info.circle.fill", "keyboard", "link", "lock", "lock.fill",
    "mic.slash", "paperplane", "paperplane.fill", "pause.fill", "pencil", "person.2",
    "person.circle", "person.circle.fill", "person.crop.circle.fill", "photo", "play.fill", "speaker.wave.2",
    "square.and.arrow.down", "star", "star.fill", "stop.circle", "trash", "xmark.circle",
    "xmark.circle.fill",
]

@Suite("Guide symbols")
struct GuideSymbolsTests {
    @Test(arguments: guideSymbolNames + extraSymbolNames)
    func resolves(_ name: String) throws {
        let symbol = try #require(SymbolLibrary.symbol(named: name))
        #expect(symbol.name == name)
        #expect(symbol.viewBox == 24)
        #expect(!symbol.elements.isEmpty)
        #expect(symbol.isFilled == name.split(separator: ".").contains("fill"))
    }

    @Test func libraryHoldsExactlyTheGuideAndExtraNames() {
        #expect(SymbolLibrary.allNames == (guideSymbolNames + extraSymbolNames).sorted())
        #expect(SymbolLibrary.allNames.count == 99)
    }

    /// The Lucide icon behind a name, or `mockshot` where mockshot draws the SF shape itself.
    @Test func chosenLucideIcons() {
        let expected = [
            "arrow.up": "arrow-up", "stop.fill": "square", "sparkles": "mockshot", "gear": "mockshot",
            "hand.thumbsup": "thumbs-up", "doc.on.doc": "copy", "square.and.pencil": "square-pen",
            "line.3.horizontal": "menu", "checkmark.seal.fill": "badge-check",
            "arrow.triangle.2.circlepath": "refresh-cw", "arrow.2.squarepath": "repeat-2", "qrcode": "qr-code",
        ]
        for (name, source) in expected {
            #expect(SymbolLibrary.symbol(named: name)?.source == source, "\(name)")
        }
    }
}
