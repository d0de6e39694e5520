import Layout
import MockshotKit
import MockshotSnapshotTesting
import Render
import Testing
@testable import CharacterAIKit

/// Character.AI in a right-to-left layout with Arabic content: the header, bubbles (tuck toward the avatar,
/// now on the right), rating row, composer, grid and tab bar mirror; Back points right. Goldens of both
/// screens in Arabic live in `__Snapshots__/CharacterAIRightToLeftTests/`.
@Suite struct CharacterAIRightToLeftTests {
    static let aria = CharacterAICharacter(
        name: "آريا", creator: "@lumen", tagline: "ملّاحة فضائية فضولية · من @lumen",
        description: "ترسم خرائط الحافة المجهولة من المجرة.", chats: "2.4M chats", avatar: .blue,
        greeting: "*ترفع نظرها عن خرائط النجوم وتبتسم* وجه جديد على الجسر. أنا آريا. إلى أين نبحر الليلة؟")

    static let chat = CharacterAIChat(character: aria, messages: [
        .user("إلى مكان لم يرسمه أحد بعد."),
        .character("*تنقر على عنقود يومض عند حافة الشاشة* سديم الحجاب إذن. تقول السجلات القديمة إن نجومه تغني.", rating: .up),
        .user("*ينحني فوق لوحة التحكم* لنذهب ونستمع."),
    ], isTyping: true)

    static let discover = CharacterAIDiscover(sectionTitle: "مقترحة لك", characters: [
        aria,
        CharacterAICharacter(name: "الأستاذ قلم", description: "يشرح أي شيء بقصة.", chats: "860K chats", avatar: .lilac),
        CharacterAICharacter(name: "القبطان فيكس", description: "قرصان سماء متقاعد، وأعمال لم تنته.", chats: "1.1M chats", avatar: .lilac),
        CharacterAICharacter(name: "جونيبر", description: "رفيقتك في المراجعة حتى آخر الليل.", chats: "412K chats", avatar: .blue),
    ])

    static func arabic(_ env: inout EnvironmentValues) { env.setLocale("ar") }

    /// Horizontal centre of the chevron's ink on its middle row, 0 (left edge) … 1 (right edge).
    static func chevronInkCentre(rightToLeft: Bool) throws -> Double {
        var env = EnvironmentValues(colorScheme: .light)
        if rightToLeft { arabic(&env) }
        let header = ChatHeader(avatar: aria.avatarGradient, name: aria.name, creator: aria.creator)
        let image = try Renderer.render(header, proposal: ProposedViewSize(width: 390, height: nil), environment: env,
                                        options: RenderOptions(scale: 2, background: .white))
        // `chevron.backward` is drawn with `chevron.left`'s outline (mirrored right to left).
        let chevron = try #require(image.layout.symbolNodes("chevron.left").first).frame
        let pixels = image.rgbaImage()
        let y = Int(chevron.midY * 2)
        var sum = 0.0, weight = 0.0
        for x in Int(chevron.minX * 2)..<Int(chevron.maxX * 2) {
            let ink = Double(255 - Int(pixels[x, y].g)) / 255
            sum += Double(x) * ink; weight += ink
        }
        #expect(weight > 0)
        return (sum / weight / 2 - chevron.minX) / chevron.width
    }

    /// Back at the right edge pointing right; New chat and the menu at the left.
    @Test func headerMirrorsAndBackPointsRight() throws {
        // The ink's centre on the middle row sits toward the tip: left of the box's centre for `<`, and at
        // the mirror position for `>` (the guide's `chevron.left` would stay left right to left).
        let ltr = try Self.chevronInkCentre(rightToLeft: false), rtl = try Self.chevronInkCentre(rightToLeft: true)
        #expect(ltr < 0.45 && rtl > 0.55, "\(ltr) \(rtl)")
        #expect(close(ltr + rtl, 1, 0.05), "\(ltr) \(rtl)")
        let r = try screenLayout(CharacterAIChatScreen(content: Self.chat), Self.arabic)
        let back = try #require(r.symbolNodes("chevron.left").first), newChat = try #require(r.symbolNodes("square.and.pencil").first)
        #expect(close(back.unroundedFrame.maxX, 390 - 14, 0.5))
        #expect(newChat.unroundedFrame.maxX < 195)
    }

    /// The AI's avatar and bubble on the right (tucked at the top right), the user's bubbles on the left.
    @Test func bubblesMirror() throws {
        let r = try screenLayout(CharacterAIChatScreen(content: Self.chat), Self.arabic)
        let ai = r.all("TuckBubbleShape").filter { $0.fill != nil }
        let avatars = r.all("Circle").filter { $0.frame.width == 26 }
        #expect(!avatars.isEmpty && avatars.allSatisfy { $0.frame.minX > 195 })
        let user = try #require(r.textNodes("إلى مكان لم يرسمه أحد بعد.").first)
        #expect(user.frame.minX < 195 - 60)
        #expect(ai.count >= 3)
        // The tab bar of Discover starts with Discover on the right.
        let d = try screenLayout(CharacterAIDiscoverScreen(content: Self.discover), Self.arabic)
        let discoverTab = try #require(d.symbolNodes("sparkles").first), profileTab = try #require(d.symbolNodes("person.fill").first)
        #expect(discoverTab.frame.minX > profileTab.frame.maxX)
    }

    @Test func chatGolden() {
        assertSnapshot(of: CharacterAIChatScreen(content: Self.chat),
                       as: .image(on: .iPhone14, mode: .dark, scale: 2, environment: Self.arabic), named: "chat-ar.dark")
    }

    @Test func discoverGolden() {
        assertSnapshot(of: CharacterAIDiscoverScreen(content: Self.discover),
                       as: .image(on: .iPhone14, mode: .light, scale: 2, environment: Self.arabic), named: "discover-ar.light")
    }
}
