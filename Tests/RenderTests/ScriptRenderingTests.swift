import CCairo
import Imaging
import Layout
import Testing
@testable import Render

/// Text in every script: each character is drawn by a real face (never Pango's hex box), emoji are
/// colour and one glyph per sequence, lines keep the requested font's height, bidi text is ordered and
/// aligned, and characters no face has are reported.
@Suite struct ScriptRenderingTests {
    static let body = Font.custom("Inter-Regular", fixedSize: 17)

    func text(_ string: String, locale: LocaleTag = .englishUS, direction: LayoutDirection = .leftToRight,
              _ modify: (Text) -> Text = { $0 }) -> ResolvedText {
        resolved(modify(Text(verbatim: string).font(Self.body))) { env in
            env.locale = locale
            env.layoutDirection = direction
        }
    }

    /// The families of the faces Pango drew `text` with, in visual order, each once.
    func families(_ text: ResolvedText, measurer: PangoTextMeasurer) throws -> [String] {
        let handle = try #require(measurer.measure(text, width: nil).handle as? PangoLayoutHandle)
        let layout = try #require(handle.pointer)
        let iterator = try #require(pango_layout_get_iter(layout))
        defer { pango_layout_iter_free(iterator) }
        var found: [String] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font else { continue }
            let family = FontResolver.family(of: font)
            if !found.contains(family) { found.append(family) }
        } while pango_layout_iter_next_run(iterator) != 0
        return found
    }

    /// The weight (CSS) of the face the first run of `text` that is not in `except` was drawn with.
    func weight(_ text: ResolvedText, except family: String, measurer: PangoTextMeasurer) throws -> Int {
        let handle = try #require(measurer.measure(text, width: nil).handle as? PangoLayoutHandle)
        let layout = try #require(handle.pointer)
        let iterator = try #require(pango_layout_get_iter(layout))
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font,
                  FontResolver.family(of: font) != family else { continue }
            let description = pango_font_describe(font)
            defer { pango_font_description_free(description) }
            return Int(pango_font_description_get_weight(description).rawValue)
        } while pango_layout_iter_next_run(iterator) != 0
        return 0
    }

    @Test(arguments: [
        ("日本語のテキスト", "en", "Noto Sans CJK JP"), ("日本語、テキスト。", "ja", "Noto Sans CJK JP"),
        ("汉字简体", "zh-Hans", "Noto Sans CJK SC"), ("漢字繁體", "zh-TW", "Noto Sans CJK TC"), ("香港字", "zh-HK", "Noto Sans CJK HK"),
        ("한국어", "ko", "Noto Sans CJK KR"), ("مرحبا", "ar", "Noto Sans Arabic"), ("سلام دنیا", "fa", "Noto Sans Arabic"),
        ("اردو", "ur", "Noto Nastaliq Urdu"), ("שלום", "he", "Noto Sans Hebrew"), ("नमस्ते", "hi", "Noto Sans Devanagari"),
        ("নমস্কার", "bn", "Noto Sans Bengali"), ("வணக்கம்", "ta", "Noto Sans Tamil"), ("สวัสดี", "th", "Noto Sans Thai"),
        ("გამარჯობა", "ka", "Noto Sans Georgian"), ("Привет", "ru", "Inter"), ("Γειά σου", "el", "Inter"),
        ("👍🏽", "en", "Noto Color Emoji"), ("▍", "en", "JetBrains Mono"),
    ] as [(String, String, String)])
    func everyScriptHasItsFace(_ sample: String, _ locale: String, _ family: String) throws {
        let measurer = try makeMeasurer()
        defer { measurer.releaseLayouts() }
        #expect(try families(text(sample, locale: LocaleTag(stringLiteral: locale)), measurer: measurer) == [family])
        #expect(measurer.warnings.isEmpty, "\(measurer.warnings)")
    }

    @Test func fallbackFacesFollowTheRunsWeight() throws {
        let measurer = try makeMeasurer()
        defer { measurer.releaseLayouts() }
        // Debian ships CJK and Arabic in Regular and Bold: Medium and below use Regular, SemiBold and up Bold.
        for (weight, expected) in [(Font.Weight.regular, 400), (.medium, 400), (.semibold, 700), (.bold, 700), (.black, 700)] {
            #expect(try self.weight(text("Hi 日本", { $0.fontWeight(weight) }), except: "Inter", measurer: measurer) == expected)
            #expect(try self.weight(text("Hi عربي", { $0.fontWeight(weight) }), except: "Inter", measurer: measurer) == expected)
        }
    }

    // MARK: - No tofu

    /// Whether the ink in `rect` looks like Pango's box for a missing character: a rectangle outline,
    /// i.e. ink along most of all four edges of the ink's bounding box.
    func looksLikeTofu(_ image: RGBAImage, in rect: (x: Range<Int>, y: Range<Int>)) -> Bool {
        func ink(_ x: Int, _ y: Int) -> Bool { let p = image[x, y]; return Int(p.r) + Int(p.g) + Int(p.b) < 3 * 160 }
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in rect.y { for x in rect.x where ink(x, y) { minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y) } }
        guard minX < maxX && minY < maxY else { return false }
        func covered(_ points: [(Int, Int)]) -> Double {
            Double(points.filter { p in (-1...1).contains { d in ink(min(max(p.0 + d, minX), maxX), p.1) || ink(p.0, min(max(p.1 + d, minY), maxY)) } }.count) / Double(points.count)
        }
        let top = covered((minX...maxX).map { ($0, minY) }), bottom = covered((minX...maxX).map { ($0, maxY) })
        let left = covered((minY...maxY).map { (minX, $0) }), right = covered((minY...maxY).map { (maxX, $0) })
        return min(top, bottom, left, right) > 0.8
    }

    func render(_ view: some View, width: Double = 400, height: Double = 60, scale: Double = 2) throws -> RenderedImage {
        try Renderer.render(view, proposal: ProposedViewSize(width: width, height: height),
                            options: RenderOptions(scale: scale, background: .white))
    }

    @Test(arguments: ["語", "あ", "한", "ع", "ש", "क", "ก", "€", "Ж"])
    func glyphsAreDrawnNotBoxed(_ character: String) throws {
        let rendered = try render(Text(character).font(.custom("Inter-Regular", fixedSize: 40)).foregroundStyle(Color.black),
                                  width: 80, height: 80)
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        #expect(!looksLikeTofu(rendered.rgbaImage(), in: (0..<160, 0..<160)))
    }

    @Test func aMissingCharacterIsABoxAndAWarning() throws {
        let rendered = try render(Text("\u{0378}").font(.custom("Inter-Regular", fixedSize: 40)).foregroundStyle(Color.black),
                                  width: 80, height: 80)
        // The check above would see this box: it is the control for `glyphsAreDrawnNotBoxed`.
        #expect(looksLikeTofu(rendered.rgbaImage(), in: (0..<160, 0..<160)))
        #expect(rendered.warnings == ["no font has a glyph for U+0378 in \"\u{0378}\" (drawn as a box)"])
        // One warning per character, naming the text it is in (cut at 40 characters).
        let long = try render(Text("Unassigned code points like \u{0378} and \u{0380} are boxes in every font here"))
        #expect(long.warnings == [
            "no font has a glyph for U+0378 in \"Unassigned code points like \u{0378} and \u{0380} are…\" (drawn as a box)",
            "no font has a glyph for U+0380 in \"Unassigned code points like \u{0378} and \u{0380} are…\" (drawn as a box)",
        ])
    }

    @Test func strictRendersFailOnWarnings() throws {
        let view = Text("a\u{0378}b").font(.custom("NoSuchFont-Bold", size: 17))
        let error = #expect(throws: RenderWarningsError.self) {
            try Renderer.render(view, proposal: ProposedViewSize(width: 200, height: 40), options: RenderOptions(strict: true))
        }
        #expect(error?.warnings == ["unknown font 'NoSuchFont-Bold', using Inter",
                                    "no font has a glyph for U+0378 in \"a\u{0378}b\" (drawn as a box)"])
        #expect(error?.description.hasPrefix("2 render warning(s) in strict mode: unknown font") == true)
        // Without warnings a strict render is an ordinary one.
        #expect(try Renderer.render(Text("日本 مرحبا 👍"), proposal: ProposedViewSize(width: 200, height: 40),
                                    options: RenderOptions(strict: true)).warnings.isEmpty)
    }

    // MARK: - Emoji

    /// Pixels whose colour is saturated (far from grey), the mark of a colour emoji on white.
    func colourful(_ image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            if Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 120 { count += 1 }
        } }
        return count
    }

    /// Rows that hold ink (not white).
    func inkRows(_ image: RGBAImage) -> Range<Int> {
        var rows: [Int] = []
        for y in 0..<image.height where (0..<image.width).contains(where: { x in let p = image[x, y]; return p.r < 245 || p.g < 245 || p.b < 245 }) {
            rows.append(y)
        }
        return (rows.first ?? 0)..<((rows.last ?? -1) + 1)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func emojiAreColourAndSizedLikeApples(_ scale: Double) throws {
        let emoji = try render(Text("😀").font(.custom("Inter-Regular", fixedSize: 17)), width: 40, height: 30, scale: scale)
        #expect(emoji.warnings.isEmpty)
        let image = emoji.rgbaImage()
        // A colour face: yellow, not one text colour.
        #expect(colourful(image) > Int(60 * scale * scale))
        // The artwork is about one em tall (Apple's emoji fill the em square), taller than a capital.
        let capital = try render(Text("H").font(.custom("Inter-Regular", fixedSize: 17)), width: 40, height: 30, scale: scale).rgbaImage()
        let emojiHeight = Double(inkRows(image).count) / scale, capHeight = Double(inkRows(capital).count) / scale
        #expect(emojiHeight > capHeight * 1.15 && emojiHeight <= 17.5, "emoji \(emojiHeight) pt, cap \(capHeight) pt")
    }

    @Test(arguments: ["👍🏽", "🇯🇵", "👨‍👩‍👧‍👦", "🏳️‍🌈", "1️⃣", "🧑🏿‍💻", "❤️"])
    func sequencesAreOneGlyph(_ sequence: String) throws {
        let measurer = try makeMeasurer()
        defer { measurer.releaseLayouts() }
        let single = measurer.measure(text("😀"), width: nil).size.width
        #expect(abs(measurer.measure(text(sequence), width: nil).size.width - single) < 0.01)
        #expect(try families(text(sequence), measurer: measurer) == ["Noto Color Emoji"])
    }

    // MARK: - Line heights

    @Test func fallbackGlyphsKeepTheLineHeight() throws {
        let measurer = try makeMeasurer()
        defer { measurer.releaseLayouts() }
        let latin = measurer.measure(text("Hello"), width: nil)
        for sample in ["こんにちは", "Hello 日本語", "مرحبا", "שלום", "नमस्ते", "สวัสดี", "😀", "👍🎉", "Hi 👋🏽", "▍"] {
            let m = measurer.measure(text(sample), width: nil)
            #expect(m.size.height == latin.size.height && m.firstBaseline == latin.firstBaseline, "\(sample): \(m.size.height) vs \(latin.size.height)")
        }
        // Three lines, a Japanese one in the middle: as tall as three Latin lines, baselines evenly spaced.
        let mixed = measurer.measure(text("Hello\n日本語のテキスト\nworld 😀"), width: nil)
        let plain = measurer.measure(text("Hello\nthere\nworld"), width: nil)
        #expect(mixed.size.height == plain.size.height)
        let origins = try #require((mixed.handle as? PangoLayoutHandle)?.lineOrigins)
        #expect(origins.count == 3)
        let gaps = zip(origins.dropFirst(), origins).map { $0.baseline - $1.baseline }
        #expect(gaps.allSatisfy { abs($0 - latin.size.height) < 1e-9 }, "\(gaps)")
        // Latin alone keeps Pango's own line boxes.
        #expect((plain.handle as? PangoLayoutHandle)?.lineOrigins == nil)
    }

    @Test func bubblesWithOtherScriptsAreAsTallAsLatinOnes() throws {
        let words = ["Hello", "こんにちは", "مرحبا", "नमस्ते", "👍🎉"]
        let view = HStack(alignment: .top, spacing: 4) {
            ForEach(words, id: \.self) { word in
                Text(word).font(Self.body).padding(8).background(Capsule().fill(Color.blue))
            }
        }
        let rendered = try render(view, width: 500, height: 60)
        let heights = rendered.layout.all("background").map(\.frame.height)
        #expect(heights.count == words.count && Set(heights).count == 1, "\(heights)")
    }

    /// Run backgrounds (inline code) sit on the lines mockshot placed, whether the text is drawn in one
    /// colour (Pango fills them) or through a gradient (`TextRunBackgrounds` fills them).
    @Test func runBackgroundsFollowThePlacedLines() throws {
        func yellowRows(_ style: AnyShapeStyle) throws -> [Int] {
            let text = (Text("ab\nab ") + Text("日本").background(Color(hex: 0xFFFF00)) + Text(" cd")).font(Self.body)
            let image = try render(text.foregroundStyle(style), width: 200, height: 60).rgbaImage()
            return (0..<image.height).filter { y in
                (0..<image.width).contains { x in let p = image[x, y]; return p.r > 230 && p.g > 230 && p.b < 40 }
            }
        }
        let solid = try yellowRows(AnyShapeStyle(Color.black))
        let gradient = try yellowRows(AnyShapeStyle(LinearGradient(colors: [.black, .blue], startPoint: .leading, endPoint: .trailing)))
        #expect(!solid.isEmpty && solid == gradient)
    }

    // MARK: - Bidi and direction

    /// The x (points) where the character at byte `index` of the layout's text starts, and whether it runs
    /// right to left there.
    func position(_ layout: OpaquePointer, byte index: Int) -> Double {
        var rect = PangoRectangle()
        pango_layout_index_to_pos(layout, Int32(index), &rect)
        return Double(min(rect.x, rect.x + rect.width)) / Double(PANGO_SCALE)
    }

    @Test func mixedArabicNumbersAndEnglishAreOrderedByBidi() throws {
        let measurer = try makeMeasurer()
        defer { measurer.releaseLayouts() }
        let string = "مرحبا 123 world"
        let layout = try #require((measurer.measure(text(string), width: nil).handle as? PangoLayoutHandle)?.pointer)
        func byte(_ s: String) -> Int { string.utf8.count - string[string.range(of: s)!.lowerBound...].utf8.count }
        // The paragraph is Arabic (its first strong letter): Arabic on the right, then the number, then
        // the English word on the left; digits and Latin letters keep their own left-to-right order.
        let arabic = position(layout, byte: 0), one = position(layout, byte: byte("1")), three = position(layout, byte: byte("3"))
        let w = position(layout, byte: byte("w")), d = position(layout, byte: byte("d"))
        #expect(w < d && d < one && one < three && three < arabic)
        #expect(pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL)
        // In a left-to-right paragraph (English first), the Arabic word is a right-to-left island after it.
        let english = "Say مرحبا now"
        let l2 = try #require((measurer.measure(text(english), width: nil).handle as? PangoLayoutHandle)?.pointer)
        let say = position(l2, byte: 0), now = position(l2, byte: english.utf8.count - 3)
        let alef = position(l2, byte: 4)   // the first Arabic letter is the island's rightmost
        #expect(say < alef && alef < now)
    }

    @Test func rightToLeftTextAlignsByParagraph() throws {
        let measurer = try makeMeasurer()
        defer { measurer.releaseLayouts() }
        // Leading alignment in a right-to-left environment: an Arabic paragraph's short last line hugs
        // the right edge; an English paragraph aligns to its own start, the left, as iOS aligns a
        // paragraph by its language.
        let arabic = text("هذه جملة طويلة بما يكفي لتلتف على سطرين على الأقل هنا", locale: "ar", direction: .rightToLeft)
        let m = measurer.measure(arabic, width: 200)
        let origins = try lineStarts(m)
        #expect(origins.count >= 2)
        let lastWidth = try lastLineWidth(m)
        #expect(abs(origins.last! + lastWidth - m.size.width) < 0.5 && origins.last! > 1)
        let english = text("This sentence is long enough to wrap over two lines here", locale: "ar", direction: .rightToLeft)
        let e = measurer.measure(english, width: 200)
        #expect(try lineStarts(e).allSatisfy { abs($0) < 0.01 })
        // The same Arabic text left to right (an Arabic message in an English app) is right-aligned too.
        let inEnglishApp = measurer.measure(text(arabic.string, locale: "en"), width: 200)
        #expect(try lineStarts(inEnglishApp).last! > 1)
    }

    /// Each line's logical left edge, in points from the text's left.
    func lineStarts(_ m: TextMeasurement) throws -> [Double] {
        let handle = try #require(m.handle as? PangoLayoutHandle)
        let layout = try #require(handle.pointer)
        let iterator = try #require(pango_layout_get_iter(layout))
        defer { pango_layout_iter_free(iterator) }
        var starts: [Double] = []
        repeat {
            var box = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &box)
            starts.append(Double(box.x) / Double(PANGO_SCALE) - handle.logicalOrigin.x)
        } while pango_layout_iter_next_line(iterator) != 0
        return starts
    }

    func lastLineWidth(_ m: TextMeasurement) throws -> Double {
        let layout = try #require((m.handle as? PangoLayoutHandle)?.pointer)
        var box = PangoRectangle()
        pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, pango_layout_get_line_count(layout) - 1), nil, &box)
        return Double(box.width) / Double(PANGO_SCALE)
    }

    // MARK: - Determinism

    @Test func sameBytesOnRepeat() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("日本語 한국어 中文 مرحبا 123 שלום नमस्ते สวัสดี")
            Text("👋🏽 👨‍👩‍👧‍👦 🇯🇵 1️⃣ ❤️").environment(\.layoutDirection, .rightToLeft)
        }
        let first = try render(view, width: 360, height: 80, scale: 3).pngData()
        let second = try render(view, width: 360, height: 80, scale: 3).pngData()
        #expect(first == second)
    }
}
