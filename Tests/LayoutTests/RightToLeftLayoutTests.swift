import Icons
import Testing
@testable import Layout

/// Right-to-left layout as data: each case's view is laid out in a right-to-left environment and the
/// listed frames are checked (same conventions as `LayoutCaseTests`).
let rightToLeftCases: [LayoutCase] = [
    LayoutCase("HStack: the first child is on the right", width: 100,
               [("frame", 0, R(55, 0, 10, 10)), ("frame", 1, R(35, 0, 20, 10))]) {
        AnyView(HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.green.frame(width: 20, height: 10) })
    },
    LayoutCase("VStack leading alignment is the right edge", width: 100,
               [("frame", 0, R(0, 0, 100, 20)), ("frame", 1, R(55, 0, 10, 10)), ("frame", 2, R(35, 10, 30, 10))]) {
        AnyView(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 10); Color.green.frame(width: 30, height: 10)
        }.frame(width: 100))
    },
    LayoutCase("padding(.leading) insets from the right", width: 100,
               [("padding", 0, R(70, 0, 30, 10)), ("Color", 0, R(70, 0, 10, 10))]) {
        AnyView(Color.red.frame(width: 10, height: 10).padding(.leading, 20).frame(width: 100, alignment: .leading))
    },
    LayoutCase("ZStack topLeading is the top-right corner", width: 100, [("frame", 1, R(65, 0, 10, 10))]) {
        AnyView(ZStack(alignment: .topLeading) { Color.clear.frame(width: 50, height: 50); Color.red.frame(width: 10, height: 10) })
    },
    LayoutCase("overlay topTrailing is the top-left corner", width: 100, [("Circle", 0, R(20, 0, 8, 8))]) {
        AnyView(Color.red.frame(width: 60, height: 20).overlay(Circle().frame(width: 8, height: 8), alignment: .topTrailing))
    },
    LayoutCase("a left-to-right island keeps its own order while placed mirrored", width: 100,
               [("frame", 0, R(70, 0, 10, 10)), ("HStack", 1, R(20, 0, 50, 10)), ("frame", 1, R(20, 0, 20, 10)), ("frame", 2, R(40, 0, 30, 10))]) {
        AnyView(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            HStack(spacing: 0) { Color.green.frame(width: 20, height: 10); Color.blue.frame(width: 30, height: 10) }
                .environment(\.layoutDirection, .leftToRight)
        })
    },
    LayoutCase("flexible frame alignment leading puts text on the right", width: 100, [("Text", 0, R(83, 0, 17, 21))]) {
        AnyView(Text("ab").frame(maxWidth: .infinity, alignment: .leading))
    },
    LayoutCase("Flow rows fill from the right", width: 100,
               [("Flow", 0, R(15, 0, 70, 20)), ("frame", 0, R(55, 0, 30, 10)), ("frame", 1, R(15, 0, 30, 10)), ("frame", 2, R(55, 10, 30, 10))]) {
        AnyView(Flow(itemSpacing: 10, lineSpacing: 0) {
            Color.red.frame(width: 30, height: 10); Color.green.frame(width: 30, height: 10); Color.blue.frame(width: 30, height: 10)
        })
    },
    // The text is 297.5 pt wide: its right edge at 297.5 rounds up to 298 (left to right, its left edge
    // at 92.5 rounded up to 93).
    LayoutCase("chat bubble idiom: the spacer is on the left of an outgoing bubble", width: 390,
               [("Text", 0, R(0, 0, 298, 43)), ("Spacer", 0, R(298, 21, 92, 0))]) {
        AnyView(HStack(spacing: 0) { Spacer(minLength: 60); Text(String(repeating: "word ", count: 14)) })
    },
]

@Suite struct RightToLeftLayoutTests {
    func layout(_ view: some View, width: Double? = 100, direction: LayoutDirection = .rightToLeft, scale: Double = 1) throws -> LayoutResult {
        try LayoutEngine.layout(view.environment(\.layoutDirection, direction), proposal: ProposedViewSize(width: width, height: nil),
                                measurer: FixedWidthTextMeasurer(), scale: scale)
    }

    @Test(arguments: rightToLeftCases)
    func frames(_ c: LayoutCase) throws {
        try assertFrames(c, in: layout(c.view(), width: c.width, scale: c.scale))
    }

    /// Every frame of every layout case is mirrored about the canvas's centre right to left: x' = canvas −
    /// maxX, same y and size (frames before pixel rounding). Not the island case, which keeps its order.
    @Test(arguments: layoutCases + rightToLeftCases.filter { !$0.name.contains("island") } + spacerSpacingCases + placementCases
          + alignmentGuideCases + aspectRatioCases + geometryReaderCases + viewThatFitsCases + gridCases + lazyGridCases
          + customLayoutCases + autoTableCases + safeAreaCases + scrollAnchorCases + systemControlCases)
    func everyFrameIsTheMirrorImage(_ c: LayoutCase) throws {
        let ltr = try layout(c.view(), width: c.width, direction: .leftToRight, scale: c.scale)
        let rtl = try layout(c.view(), width: c.width, direction: .rightToLeft, scale: c.scale)
        // Directional symbols gain a flip node right to left, with the symbol's own frame.
        let flip = "flipsForRightToLeftLayoutDirection"
        let a = ltr.allNodes.filter { $0.kind != flip }, b = rtl.allNodes.filter { $0.kind != flip }
        try #require(a.count == b.count && a.map(\.kind) == b.map(\.kind), "same tree in \(c.name)")
        let width = ltr.canvasSize.width
        for (l, r) in zip(a, b) {
            let lf = l.unroundedFrame, rf = r.unroundedFrame
            #expect(abs(rf.minX - (width - lf.maxX)) < 1e-9 && rf.minY == lf.minY && rf.size == lf.size,
                    "\(c.name): \(l.kind) \(lf) mirrors to \(rf)")
        }
    }

    @Test func theLayoutDumpShowsMirroredFrames() throws {
        let view = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.green.frame(width: 20, height: 10) }
        func frames(_ direction: LayoutDirection) throws -> String {
            try layout(view, direction: direction).dumpJSON().filter { !$0.isWhitespace }
        }
        #expect(try frames(.leftToRight).contains(#""frame":[35,0,10,10]"#))
        #expect(try frames(.rightToLeft).contains(#""frame":[55,0,10,10]"#))
        #expect(try frames(.rightToLeft).contains(#""frame":[35,0,20,10]"#))
    }

    @Test func nothingMovesLeftToRight() throws {
        // A left-to-right tree is not stamped, so the mirroring pass leaves it alone.
        let r = try layout(HStack { Text("a"); Text("b") }, direction: .leftToRight)
        #expect(r.allNodes.allSatisfy { $0.layoutDirection == nil })
    }

    @Test func offsetsAndRotationsAreMirrored() throws {
        let r = try layout(Color.red.frame(width: 10, height: 10).offset(x: 6, y: 2).rotationEffect(.degrees(30), anchor: .topLeading))
        guard case .effect(.offset(let x, let y)) = try #require(r.first("offset")).content else { Issue.record("no offset"); return }
        #expect(x == -6 && y == 2)
        guard case .effect(.rotation(let degrees, let anchor)) = try #require(r.first("rotationEffect")).content else { Issue.record("no rotation"); return }
        #expect(degrees == -30 && anchor == .topTrailing)
        let ltr = try layout(Color.red.frame(width: 10, height: 10).offset(x: 6), direction: .leftToRight)
        guard case .effect(.offset(let lx, _)) = try #require(ltr.first("offset")).content else { Issue.record("no offset"); return }
        #expect(lx == 6)
    }

    @Test func shadowsKeepTheirOffset() throws {
        // SwiftUI's shadow is a drawing filter, not a geometry effect: not mirrored.
        let r = try layout(Color.red.frame(width: 10, height: 10).shadow(radius: 2, x: 4, y: 1))
        guard case .effect(.shadow(_, _, let x, _)) = try #require(r.first("shadow")).content else { Issue.record("no shadow"); return }
        #expect(x == 4)
    }

    /// Points a path visits (ends of its segments).
    func points(_ path: Path) -> [Point] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
            case .closeSubpath: nil
            }
        }
    }

    func shapePath(_ view: some View, direction: LayoutDirection) throws -> Path {
        let node = try #require(try layout(view.frame(width: 100, height: 50), direction: direction).allNodes.first {
            if case .shape = $0.content { return true } else { return false }
        })
        guard case .shape(let drawing) = node.content else { throw LayoutError.invalidView(["no shape"]) }
        return drawing.path(Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func unevenCornersSwapSides() throws {
        // Only the top-leading corner is round; its sharp neighbour is the top-trailing corner.
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20)
        let ltr = points(try shapePath(shape.fill(Color.red), direction: .leftToRight))
        let rtl = points(try shapePath(shape.fill(Color.red), direction: .rightToLeft))
        #expect(ltr.contains(Point(x: 100, y: 0)) && !ltr.contains(Point(x: 0, y: 0)))
        #expect(rtl.contains(Point(x: 0, y: 0)) && !rtl.contains(Point(x: 100, y: 0)))
        // Strokes, clips and backgrounds in a shape mirror the same way; symmetric shapes do not move.
        let clipped = try layout(Color.red.frame(width: 100, height: 50).clipShape(shape))
        guard case .effect(.clip(let clip, _, _)) = try #require(clipped.first("clipShape")).content else { Issue.record("no clip"); return }
        #expect(points(clip(Rect(x: 0, y: 0, width: 100, height: 50))).contains(Point(x: 0, y: 0)))
        let rect = points(try shapePath(Rectangle().stroke(Color.red), direction: .rightToLeft))
        #expect(rect.first == Point(x: 0, y: 0))
    }

    @Test func shapesDeclareTheirBehaviour() {
        #expect(Rectangle().layoutDirectionBehavior == .fixed)
        #expect(Capsule().layoutDirectionBehavior == .fixed)
        #expect(Circle().layoutDirectionBehavior == .fixed)
        #expect(RoundedRectangle(cornerRadius: 4).layoutDirectionBehavior == .fixed)
        #expect(UnevenRoundedRectangle(topLeadingRadius: 4).layoutDirectionBehavior == .mirrors)
        #expect(AnyShape(Circle()).layoutDirectionBehavior == .fixed)
        #expect(UnevenRoundedRectangle(topLeadingRadius: 4).inset(by: 2).layoutDirectionBehavior == .mirrors)
        #expect(LayoutDirectionBehavior.mirrors(in: .leftToRight).flips(in: .leftToRight))
        #expect(!LayoutDirectionBehavior.mirrors.flips(in: .leftToRight))
    }

    @Test func directionalSymbolsAreDrawnMirrored() throws {
        let names = ["chevron.backward", "arrow.forward", "paperplane", "square.and.pencil", "chevron.left", "heart"]
        let rtl = try layout(HStack { ForEach(names, id: \.self) { Image(systemName: $0) } }.frame(width: 100), width: nil)
        let flipped = rtl.all("flipsForRightToLeftLayoutDirection")
        #expect(flipped.count == 4)
        for node in flipped {
            guard case .effect(.scale(let x, let y, let anchor)) = node.content else { Issue.record("not a flip"); continue }
            #expect(x == -1 && y == 1 && anchor == .center)
        }
        // chevron.backward is drawn with chevron.left's geometry.
        guard case .symbol(let drawing) = try #require(rtl.first("Image")).content, case .symbol(let name) = drawing.source else {
            Issue.record("no symbol"); return
        }
        #expect(name == "chevron.left")
        let ltr = try layout(HStack { ForEach(names, id: \.self) { Image(systemName: $0) } }, width: nil, direction: .leftToRight)
        #expect(ltr.all("flipsForRightToLeftLayoutDirection").isEmpty)
        #expect(DirectionalSymbols.mirrorsInRightToLeft("sidebar.leading"))
        #expect(!DirectionalSymbols.mirrorsInRightToLeft("forward.end.fill"))
        #expect(!DirectionalSymbols.mirrorsInRightToLeft("arrow.right"))
    }

    /// The hand-drawn symbols (`Icons/Drawn`) go through the same direction-aware lookup: each is found
    /// under its own name and, being a picture of an object (people, a gear, a hand, sparkles, speech
    /// bubbles named by their absolute sides), is not flipped; a directional name next to them still is.
    @Test func drawnSymbolsAreLookedUpAndNotFlipped() throws {
        let drawn = SymbolLibrary.drawnNames
        try #require(drawn.contains("person.2.fill") && drawn.contains("sparkles"))
        for name in drawn {
            #expect(DirectionalSymbols.drawnName(for: name) == name)
            #expect(!DirectionalSymbols.mirrorsInRightToLeft(name), "\(name)")
        }
        let row = HStack { ForEach(drawn + ["chevron.backward"], id: \.self) { Image(systemName: $0) } }
        let rtl = try layout(row, width: nil)
        #expect(rtl.all("Image").count == drawn.count + 1)
        let flipped = rtl.all("flipsForRightToLeftLayoutDirection")
        try #require(flipped.count == 1)
        guard case .symbol(let drawing) = try #require(flipped[0].children.first).content, case .symbol(let name) = drawing.source else {
            Issue.record("no symbol"); return
        }
        #expect(name == "chevron.left")
    }

    @Test func flipsForRightToLeftLayoutDirectionMirrorsTheDrawing() throws {
        let view = Color.red.frame(width: 10, height: 10).flipsForRightToLeftLayoutDirection(true)
        for (direction, expected) in [(LayoutDirection.rightToLeft, -1.0), (.leftToRight, 1.0)] {
            let r = try layout(view, direction: direction)
            guard case .effect(.scale(let x, _, _)) = try #require(r.first("flipsForRightToLeftLayoutDirection")).content else {
                Issue.record("no flip"); continue
            }
            #expect(x == expected)
        }
    }

    @Test func textCarriesTheDirectionAndLocale() {
        var env = EnvironmentValues()
        env.setLocale("ar-EG")
        let text = Text("مرحبا").resolve(in: env)
        #expect(text.layoutDirection == .rightToLeft && text.locale.identifier == "ar-EG")
        env.setLocale("ar", layoutDirection: .leftToRight)
        #expect(Text("x").resolve(in: env).layoutDirection == .leftToRight)
        #expect(Text("x").resolve(in: EnvironmentValues()).locale == .englishUS)
    }

    @Test func localeTags() throws {
        let tag = try #require(LocaleTag(identifier: "zh_hant_tw"))
        #expect(tag.identifier == "zh-Hant-TW" && tag.languageCode == "zh" && tag.scriptCode == "Hant" && tag.regionCode == "TW")
        #expect(LocaleTag(identifier: "es-419")?.regionCode == "419")
        #expect(LocaleTag(identifier: "en-US-u-ca-gregory")?.identifier == "en-US")
        for rtl in ["ar", "he", "iw", "fa-IR", "ur", "ps", "yi", "ckb", "pa-Arab", "az-Arab"] {
            #expect(LocaleTag(identifier: rtl)?.characterDirection == .rightToLeft, "\(rtl)")
        }
        for ltr in ["en", "ja", "zh-Hans", "ru", "hi", "ku-Latn", "tr", "ar-Latn"] {
            #expect(LocaleTag(identifier: ltr)?.characterDirection == .leftToRight, "\(ltr)")
        }
        for bad in ["", "e", "english", "12", "-ar", "a_b"] {
            #expect(LocaleTag(identifier: bad) == nil, "\(bad)")
        }
    }
}
