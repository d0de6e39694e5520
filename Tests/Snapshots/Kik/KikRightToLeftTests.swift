import Testing
import Layout
import Render
import Imaging
import MockshotKit
import MockshotSnapshotTesting
@testable import KikKit

/// Kik in a right-to-left layout with Arabic content: what mirrors (the rows, the bubbles' sides and tails,
/// the compose and tab bars, the back chevron) and what keeps its direction. Goldens of both screens in
/// Arabic live in `__Snapshots__/KikRightToLeftTests/`.
@Suite struct KikRightToLeftTests {
    typealias K = KikTestSupport

    static let arabicChat = KikConversation(username: "ليلى", messages: [
        .incoming("مرحبا! هل ستأتين الليلة؟", separator: "اليوم ٧:٣٨ م"),
        .incoming("الأبواب تفتح الساعة ٨، وسامي معه التذاكر"),
        .outgoing("نعم! خرجت من العمل الآن", time: "٧:٤١ م", receipt: .read),
        .outgoing("احجزي لي مكانًا قريبًا من المسرح، سأحضر المشروبات في الطريق", time: "٧:٤٢ م", receipt: .read),
        .incoming("حسنًا"),
        .incoming("نحن بجانب السماعة اليسرى، ابحثي عن السترة الصفراء"),
        .outgoing("ممتاز، أراك بعد ٢٠ دقيقة", time: "٧:٥٨ م", receipt: .delivered),
    ], suggestedReplies: [])

    static let arabicList = KikChatList(chats: [
        KikChat(name: "ليلى", preview: "ممتاز، أراك بعد ٢٠ دقيقة", time: "٧:٥٨ م", receipt: .delivered, avatar: .sky),
        KikChat(name: "سامي", preview: "هل رأيت ما نشره أحمد؟", time: "٧:٤٠ م", unread: 3, avatar: .sunset),
        KikChat(name: "ليلة المسابقات", preview: "الجولة الرابعة تبدأ الآن. مستعد؟", time: "٧:١٥ م", isBot: true, unread: 12, avatar: .grape),
        KikChat(name: "مايا", preview: "حسنًا، سأرسل صور يوم السبت", time: "أمس", receipt: .read, avatar: .rose),
        KikChat(name: "الطقس", preview: "غدًا: ١٨° ومشمس", time: "أمس", isBot: true, avatar: .lime),
    ])

    static func arabic(_ env: inout EnvironmentValues) { env.setLocale("ar") }

    /// Horizontal centre of the Kik Blue ink on the chevron's middle row, relative to the chevron's frame
    /// (0 left edge … 1 right edge): the tip of `<` is at the left, of `>` at the right.
    static func inkCentre(_ view: some View, rightToLeft: Bool) throws -> Double {
        var env = K.environment()
        if rightToLeft { arabic(&env) }
        let image = try Renderer.render(view, proposal: ProposedViewSize(width: 390, height: nil), environment: env,
                                        options: RenderOptions(scale: 2, background: .white))
        let chevron = try #require(image.layout.first("Image")).frame
        let pixels = image.rgbaImage()
        let y = Int(chevron.midY * 2)
        var sum = 0.0, weight = 0.0
        for x in Int(chevron.minX * 2)..<Int(chevron.maxX * 2) {
            let p = pixels[x, y]
            let ink = Double(255 - Int(p.r)) / 255      // Kik Blue has no red: ink is how far red drops
            sum += Double(x) * ink; weight += ink
        }
        #expect(weight > 0)
        return (sum / weight / 2 - chevron.minX) / chevron.width
    }

    /// Back sits at the right edge and its chevron points right, as iOS's back buttons do right to left
    /// (the guide's `chevron.left` would still point left there).
    @Test func backChevronMirrors() throws {
        let header = KikChatHeader(username: "ليلى")
        // The ink's centre on the middle row sits toward the tip: left of the box's centre for `<`, and at
        // the mirror position for `>`.
        let ltr = try Self.inkCentre(header, rightToLeft: false), rtl = try Self.inkCentre(header, rightToLeft: true)
        #expect(ltr < 0.45 && rtl > 0.55, "\(ltr) \(rtl)")
        #expect(abs(ltr + rtl - 1) < 0.05, "\(ltr) \(rtl)")
        var env = K.environment(); Self.arabic(&env)
        let result = try K.layout(header, environment: env)
        #expect(try #require(result.first("Image")).frame.maxX == 390 - 14)
        #expect(try #require(result.first("Circle")).frame.minX == 14)
    }

    /// Incoming bubbles on the right with their tail bottom-right, outgoing ones on the left with the tail
    /// bottom-left and their time and receipt under their left edge; the compose bar's `+` on the right.
    @Test func conversationMirrors() throws {
        let r = try screenLayout(KikConversationScreen(content: Self.arabicChat), scheme: .light, Self.arabic)
        let bubbles = r.all("clipShape").filter { $0.style == "UnevenRoundedRectangle" }
        #expect(bubbles.count == Self.arabicChat.messages.count)
        for (i, m) in Self.arabicChat.messages.enumerated() {
            let frame = bubbles[i].frame
            if m.direction == .incoming { #expect(frame.maxX == 390 - 12, "incoming \(i)") } else { #expect(frame.minX == 12, "outgoing \(i)") }
        }
        let receipt = try #require(r.textNodes("D").first)
        #expect(receipt.frame.minX == 12)
        let plus = try #require(r.symbolNodes("plus").first), send = try #require(r.textNodes("Send").first)
        #expect(plus.frame.minX > send.frame.maxX)
        // The first tab is on the right in a right-to-left tab bar.
        let list = try screenLayout(KikChatsScreen(content: Self.arabicList), scheme: .light, Self.arabic)
        let chatsTab = try #require(list.symbolNodes("bubble.left.fill").first), codeTab = try #require(list.symbolNodes("qrcode").first)
        #expect(chatsTab.frame.minX > codeTab.frame.maxX)
    }

    @Test func conversationGolden() {
        assertSnapshot(of: KikConversationScreen(content: Self.arabicChat),
                       as: .image(on: .iPhone14, mode: .light, scale: 2, environment: Self.arabic), named: "conversation-ar.light")
    }

    @Test func chatsGolden() {
        assertSnapshot(of: KikChatsScreen(content: Self.arabicList),
                       as: .image(on: .iPhone14, mode: .dark, scale: 2, environment: Self.arabic), named: "chats-ar.dark")
    }
}
