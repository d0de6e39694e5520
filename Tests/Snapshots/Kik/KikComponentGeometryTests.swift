import Testing
import Layout
@testable import KikKit

/// Kik Code, conversation row, compose bar, chat header and tab bar against the guide's numbers.
@Suite struct KikComponentGeometryTests {
    typealias K = KikTestSupport

    @Test func kikCodePlateRingAndCentre() throws {
        let result = try K.layout(KikCode(), width: 180)
        let plates = result.all("RoundedRectangle")
        #expect(plates.count == 2)
        let plate = plates[0], centre = plates[1]
        #expect(plate.frame.size == Size(width: 120, height: 120))
        #expect(K.fillHex(plate) == "#00B0F0")
        #expect(centre.frame.size == Size(width: 44, height: 44))
        #expect(K.fillHex(centre) == "#FFFFFF")
        let ring = try #require(result.first("Circle"))
        #expect(ring.frame.size == Size(width: 96, height: 96))
        #expect(ring.frame.midX == plate.frame.midX && ring.frame.midY == plate.frame.midY)
        #expect(centre.frame.midX == plate.frame.midX && centre.frame.midY == plate.frame.midY)
        // The layout dump shows the ring's style: a white 6 pt inside stroke dashed [2, 6].
        let strokes = try K.dumpedStyles(result, withKey: "strokeBorder")
        #expect(strokes.count == 1)
        #expect(strokes.first?["strokeBorder"] as? String == "#FFFFFF")
        #expect(strokes.first?["lineWidth"] as? Int == 6)
        #expect(strokes.first?["dash"] as? [Int] == [2, 6])
        let radii = try K.dumpedStyles(result, withKey: "cornerRadius").compactMap { $0["cornerRadius"] as? String }
        #expect(radii == ["24", "12"])
        // Flat: no shadow anywhere, and pinned: the same at the largest Dynamic Type size.
        #expect(try K.dumpedStyles(result, withKey: "shadow").isEmpty)
        let ax5 = try K.layout(KikCode(), width: 180, environment: K.environment(dynamicType: .accessibility5))
        #expect(ax5.root.frame.size == Size(width: 120, height: 120))
    }

    @Test func personRowHasA48CircleAndBotRowA48RoundedSquareWithTag() throws {
        let person = try K.layout(KikConvRow(name: "Sam", preview: "hi", time: "7:40 PM", unread: 3, gradient: AvatarGradients.sunset))
        let circle = try #require(person.first("Circle"))
        #expect(circle.frame == Rect(x: 16, y: 12, width: 48, height: 48))
        #expect(person.root.frame.height == 72)  // 48 + 12 + 12
        #expect(K.textNode(person, "BOT") == nil)
        #expect(person.first("RoundedRectangle") == nil)

        let bot = try K.layout(KikConvRow(name: "Trivia", preview: "Ready?", time: "7:15 PM", isBot: true, gradient: AvatarGradients.grape))
        #expect(bot.first("Circle") == nil)
        let squares = bot.all("RoundedRectangle")
        #expect(squares.count == 2)  // avatar and the BOT tag
        #expect(squares[0].frame == Rect(x: 16, y: 12, width: 48, height: 48))
        let radii = try K.dumpedStyles(bot, withKey: "cornerRadius").compactMap { $0["cornerRadius"] as? String }
        #expect(radii == ["14", "4"])
        let tag = try #require(K.textNode(bot, "BOT"))
        #expect(K.text(tag)?.runs.first?.font.size == 9)
        #expect(K.text(tag)?.runs.first?.font.weight == .bold)
        #expect(squares[1].frame.width == tag.frame.width + 10 && squares[1].frame.height == tag.frame.height + 2)
        #expect(K.fillHex(squares[1]) == "#7676801F")  // tertiarySystemFill
        // Name column starts 12 pt after the avatar.
        #expect(try #require(K.textNode(bot, "Trivia")).frame.minX == 76)
    }

    @Test func unreadBadgeAndReceiptColumn() throws {
        let unread = try K.layout(KikConvRow(name: "Sam", preview: "hi", time: "7:40 PM", unread: 3, receipt: .read, gradient: AvatarGradients.sunset))
        let badge = try #require(unread.first("Capsule"))
        #expect(badge.frame.width == 18 && badge.frame.height == 18)
        #expect(badge.frame.maxX == 390 - 16)
        #expect(K.fillHex(badge) == "#00B0F0")
        #expect(K.textHex(try #require(K.textNode(unread, "3"))) == "#002A36")
        #expect(K.textNode(unread, "R") == nil)  // the badge wins over the receipt

        let receipt = try K.layout(KikConvRow(name: "jess.k", preview: "ok", time: "7:58 PM", receipt: .read, gradient: AvatarGradients.sky))
        #expect(receipt.first("Capsule") == nil)
        #expect(K.textHex(try #require(K.textNode(receipt, "R"))) == "#00B0F0")
        let none = try K.layout(KikConvRow(name: "Chris", preview: "ok", time: "Mon", gradient: AvatarGradients.slate))
        #expect(none.all("Text").map { K.text($0)?.string ?? "" } == ["C", "Chris", "ok", "Mon"])
    }

    @Test func rowDynamicTypeScalesTitleAndPreviewAndPinsTimeAndTag() throws {
        let env = K.environment(dynamicType: .accessibility3)
        let bot = try K.layout(KikConvRow(name: "Trivia", preview: "Ready?", time: "7:15 PM", isBot: true, unread: 12,
                                          gradient: AvatarGradients.grape), environment: env)
        func size(_ s: String) throws -> Double? { K.text(try #require(K.textNode(bot, s)))?.runs.first?.font.size }
        #expect(try size("Trivia") == 15 * 40 / 17)
        #expect(try size("Ready?") == 13 * 40 / 17)
        #expect(try size("7:15 PM") == 11)
        #expect(try size("BOT") == 9)
        #expect(try size("12") == 11)
    }

    @Test func composeFieldIsAtLeast36TallWithRadius18() throws {
        let empty = try K.layout(KikComposeBar(text: .constant("")))
        let field = try #require(empty.all("RoundedRectangle").first)
        #expect(field.frame.height == 36)
        #expect(try K.dumpedStyles(empty, withKey: "cornerRadius").first?["cornerRadius"] as? String == "18")
        // 14 pt bar padding and 10 pt spacing around the field.
        let plus = try #require(empty.first("Image"))
        #expect(plus.frame.minX == 14)
        #expect(field.frame.minX == plus.frame.maxX + 10)
        #expect(empty.root.frame.height == 36 + 16)
        let send = try #require(K.textNode(empty, "Send"))
        #expect(K.textHex(send) == "#3C3C434D")  // tertiaryLabel while empty
        #expect(send.frame.maxX == 390 - 14)
        #expect(field.frame.maxX == send.frame.minX - 10)
        #expect(K.textHex(try #require(K.textNode(empty, "Type a message"))) == "#3C3C434D")

        let typed = try K.layout(KikComposeBar(text: .constant("see you at 8?")))
        #expect(K.textHex(try #require(K.textNode(typed, "Send"))) == "#00B0F0")

        // Grows with the text up to five lines (17.5 pt each with the test measurer) plus 8 pt above and below.
        let long = String(repeating: "word ", count: 200)
        let grown = try K.layout(KikComposeBar(text: .constant(long)))
        let grownField = try #require(grown.all("RoundedRectangle").first)
        let fiveLines = 5 * 17.5
        #expect(grownField.frame.height == fiveLines + 16)
        let two = try K.layout(KikComposeBar(text: .constant(String(repeating: "word ", count: 12))))
        let twoField = try #require(two.all("RoundedRectangle").first)
        #expect(twoField.frame.height == 2 * 17.5 + 16)
    }

    @Test func composeFieldColours() throws {
        func fieldHex(_ env: EnvironmentValues) throws -> String? {
            K.fillHex(try #require(try K.layout(KikComposeBar(text: .constant("")), environment: env).all("RoundedRectangle").first))
        }
        #expect(try fieldHex(K.environment(.light)) == "#F3F4F6")
        #expect(try fieldHex(K.environment(.dark)) == "#25282D")
        #expect(try fieldHex(K.environment(.light, reduceTransparency: true)) == "#FFFFFF")
        #expect(try fieldHex(K.environment(.dark, reduceTransparency: true)) == "#25282D")
    }

    @Test func barsAreTranslucentCanvasOrSolidUnderReduceTransparency() throws {
        func barHex(_ env: EnvironmentValues) throws -> String? {
            let result = try K.layout(KikChatHeader(username: "jess.k"), environment: env)
            return K.fillHex(try #require(result.all("Rectangle").first { $0.frame.width == 390 && $0.frame.height > 1 }))
        }
        #expect(try barHex(K.environment(.light)) == "#FFFFFFF0")
        #expect(try barHex(K.environment(.dark)) == "#121316F0")
        #expect(try barHex(K.environment(.light, reduceTransparency: true)) == "#F3F4F6")
        #expect(try barHex(K.environment(.dark, reduceTransparency: true)) == "#1B1D21")
    }

    @Test func chatHeaderChevronUsernameAvatar() throws {
        let result = try K.layout(KikChatHeader(username: "jess.k"))
        let chevron = try #require(result.first("Image"))
        guard case .symbol(let s) = chevron.content else { Issue.record("not a symbol"); return }
        guard case .symbol(let symbolName) = s.source else { Issue.record("not a named symbol"); return }
        // Back is `chevron.backward`: drawn with `chevron.left`'s outline left to right, mirrored right to left
        // (the guide's `chevron.left` would not be).
        #expect(symbolName == "chevron.left")
        var rtlEnv = K.environment(); rtlEnv.layoutDirection = .rightToLeft
        let rtl = try K.layout(KikChatHeader(username: "jess.k"), environment: rtlEnv)
        #expect(rtl.all("flipsForRightToLeftLayoutDirection").count == 1)
        #expect(s.pointSize == 17 && s.weight == .semibold)
        #expect(s.paint.solidColor?.hexString == "#00B0F0")
        #expect(chevron.frame.minX == 14)
        let avatar = try #require(result.first("Circle"))
        #expect(avatar.frame.size == Size(width: 32, height: 32))
        #expect(avatar.frame.maxX == 390 - 14)
        let name = try #require(K.textNode(result, "jess.k"))
        #expect(K.text(name)?.runs.first?.font.name == "Inter-Bold")
        // Centred between the two flexible spaces: equal gaps to the chevron and the avatar (to the half-point grid).
        #expect(abs((name.frame.minX - chevron.frame.maxX) - (avatar.frame.minX - name.frame.maxX)) <= 0.5)
        // A hairline under the bar.
        let hairline = try #require(result.all("Rectangle").first { $0.frame.height == 0.5 })
        #expect(hairline.frame.maxY == result.root.frame.maxY)
        #expect(K.fillHex(hairline) == "#E1E2E5")
    }

    @Test(arguments: KikTab.allCases) func tabBarIs49WithFourEqualItems(selected: KikTab) throws {
        let result = try K.layout(KikTabView(selection: selected), environment: K.environment(dynamicType: .accessibility5))
        #expect(result.root.frame.height == 49)
        let icons = result.all("Image")
        #expect(icons.count == 4)
        var names: [String] = []
        for (i, icon) in icons.enumerated() {
            guard case .symbol(let s) = icon.content, case .symbol(let name) = s.source else { continue }
            names.append(name)
            #expect(s.pointSize == 22)
            #expect(abs(icon.frame.midX - (97.5 * Double(i) + 48.75)) < 0.5)
            let active = KikTab.allCases[i] == selected
            #expect(s.paint.solidColor?.hexString == (active ? "#00B0F0" : "#8E8E93"))
        }
        #expect(names == ["bubble.left.fill", "person.2.fill", "sparkles", "qrcode"])
        let labels = result.all("Text")
        #expect(labels.map { K.text($0)?.string } == ["Chats", "People", "Discover", "Kik Code"])
        for label in labels {
            #expect(K.text(label)?.runs.first?.font.size == 11)  // pinned at accessibility5
            #expect(K.text(label)?.runs.first?.font.name == "Inter-SemiBold")
        }
        let hairline = try #require(result.all("Rectangle").first { $0.frame.height == 0.5 })
        #expect(hairline.frame.minY == result.root.frame.minY)
        #expect(K.fillHex(hairline) == "#E1E2E5")
        // The bar behind the items: the canvas at 94 %, no blur, the full 49 pt.
        let bar = try #require(result.all("Rectangle").first { $0.frame.height == 49 })
        #expect(K.fillHex(bar) == "#FFFFFFF0")
    }

    /// The tab bar is the engine's `TabView` bar with Kik's `UITabBarAppearance`: the same background at rest
    /// and over content, solid under Reduce Transparency, no material anywhere.
    @Test func tabBarAppearanceFollowsReduceTransparency() throws {
        func barFill(_ env: EnvironmentValues) throws -> String? {
            let result = try K.layout(KikTabView(selection: .chats), environment: env)
            #expect(result.first("TabView") != nil)
            #expect(!result.allNodes.contains { node in
                if case .shape(let s) = node.content, case .fill(let p, _) = s.operation, case .material = p { return true }
                return false
            })
            return K.fillHex(try #require(result.all("Rectangle").first { $0.frame.height == 49 }))
        }
        #expect(try barFill(K.environment(.light)) == "#FFFFFFF0")
        #expect(try barFill(K.environment(.dark)) == "#121316F0")
        #expect(try barFill(K.environment(.light, reduceTransparency: true)) == "#F3F4F6")
        #expect(try barFill(K.environment(.dark, reduceTransparency: true)) == "#1B1D21")
    }

    @Test func receiptLettersAndColours() throws {
        let expected: [(SDR, String, String, String)] = [
            (.sending, "…", "#9A9DA5", "#696B73"), (.sent, "S", "#9A9DA5", "#696B73"),
            (.delivered, "D", "#6C6F77", "#9CA0A8"), (.read, "R", "#00B0F0", "#00B0F0"), (.failed, "!", "#F0473E", "#F0473E"),
        ]
        for (state, letter, light, dark) in expected {
            for scheme in ColorScheme.allCases {
                let result = try K.layout(SDRReceipt(state: state), width: 64, environment: K.environment(scheme))
                let node = try #require(result.first("Text"))
                #expect(K.text(node)?.string == letter)
                #expect(K.textHex(node) == (scheme == .dark ? dark : light), "\(state) \(scheme)")
                #expect(K.text(node)?.runs.first?.tracking == 0.2)
            }
        }
        func hc(_ s: SDR, _ scheme: ColorScheme) throws -> String? {
            K.textHex(try #require(try K.layout(SDRReceipt(state: s), width: 64, environment: K.environment(scheme, contrast: .increased)).first("Text")))
        }
        #expect(try hc(.sent, .light) == "#6C6F77")
        #expect(try hc(.sent, .dark) == "#9CA0A8")
        #expect(try hc(.delivered, .light) == "#414449")
        #expect(try hc(.delivered, .dark) == "#C6C9CE")
        #expect(try hc(.read, .light) == "#00B0F0")
    }
}
