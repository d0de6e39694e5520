import Testing
@testable import Layout

// Layout rules of the containers added for issue 12, as data: a view, a proposal, expected frames.
// Fixed-size colours keep the numbers exact; text uses `FixedWidthTextMeasurer` (8.5 × 21.25 pt per
// character and line at 17 pt, 12 pt text 6 × 15, first baseline at 0.8 of a line).

/// A custom guide for the tests: defaults to the vertical centre.
enum MidMarker: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> Double { d[VerticalAlignment.center] }
}
extension VerticalAlignment {
    static let midMarker = VerticalAlignment(MidMarker.self)
}

private func box(_ w: Double, _ h: Double, _ c: Color = .red) -> some View { c.frame(width: w, height: h) }

let alignmentGuideCases: [LayoutCase] = [
    LayoutCase("alignmentGuide: a VStack lines children up on their leading guides", width: 100,
               [("VStack", 0, R(20, 0, 60, 28)), ("frame", 0, R(40, 0, 40, 10)), ("alignmentGuide", 0, R(20, 18, 20, 10))]) {
        AnyView(VStack(alignment: .leading) { box(40, 10); box(20, 10, .blue).alignmentGuide(.leading) { d in d.width } })
    },
    LayoutCase("a custom AlignmentID lines up views in nested stacks", width: 100,
               [("HStack", 0, R(40, 0, 20, 40)), ("frame", 1, R(40, 30, 10, 10)), ("frame", 2, R(50, 30, 10, 10))]) {
        AnyView(HStack(alignment: .midMarker, spacing: 0) {
            VStack(spacing: 0) {
                box(10, 30)
                box(10, 10, .green).alignmentGuide(.midMarker) { d in d[VerticalAlignment.center] }
            }
            box(10, 10, .blue)
        })
    },
    LayoutCase("a ZStack lines children up on explicit guides", width: 100,
               [("ZStack", 0, R(30, 0, 40, 40)), ("alignmentGuide", 0, R(40, 5, 10, 10))]) {
        AnyView(ZStack(alignment: .topLeading) {
            box(40, 40)
            box(10, 10, .blue).alignmentGuide(.leading) { _ in -10 }.alignmentGuide(.top) { _ in -5 }
        })
    },
    LayoutCase("a frame aligns its child by the child's explicit guide", width: 50,
               [("frame", 0, R(0, 0, 50, 10)), ("Color", 0, R(45, 0, 10, 10))]) {
        AnyView(box(10, 10).alignmentGuide(.trailing) { d in d.width / 2 }.frame(width: 50, height: 10, alignment: .trailing))
    },
    LayoutCase("guides pass through padding, moved by the inset", width: 105,
               [("padding", 0, R(35, 0, 30, 10)), ("frame", 1, R(50, 10, 20, 10))]) {
        AnyView(VStack(alignment: .leading, spacing: 0) { box(20, 10).alignmentGuide(.leading) { _ in 5 }.padding(.leading, 10); box(20, 10, .blue) })
    },
    LayoutCase("lastTextBaseline lines up the last lines", width: 201,
               [("frame", 0, R(72, 0, 40, 43)), ("Text", 1, R(112, 21, 17, 22))]) {
        AnyView(HStack(alignment: .lastTextBaseline, spacing: 0) { Text("aaaa bbbb").frame(width: 40); Text("cc") })
    },
]

let aspectRatioCases: [LayoutCase] = [
    LayoutCase("aspectRatio(2, .fit) proposes the largest 2:1 size inside the proposal", width: 100, height: 100,
               [("Color", 0, R(0, 25, 100, 50))]) {
        AnyView(Color.red.aspectRatio(2, contentMode: .fit))
    },
    LayoutCase("aspectRatio(2, .fill) proposes the smallest 2:1 size covering it", width: 100, height: 100,
               [("Color", 0, R(-50, 0, 200, 100))]) {
        AnyView(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100))
    },
    LayoutCase("without a ratio, the child's ideal size sets the proportions (fit)", width: 100, height: 100,
               [("flexFrame", 0, R(0, 25, 100, 50))]) {
        AnyView(Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFit())
    },
    LayoutCase("scaledToFill covers the frame with the ideal proportions", width: 100, height: 100,
               [("flexFrame", 0, R(-50, 0, 200, 100))]) {
        AnyView(Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFill().frame(width: 100, height: 100))
    },
    LayoutCase("an unspecified dimension does not constrain .fit", width: 60,
               [("Color", 0, R(0, 0, 60, 30))]) {
        AnyView(Color.red.aspectRatio(2, contentMode: .fit))
    },
    LayoutCase("a resizable image keeps its natural proportions with scaledToFit (a 40×20 asset in 100×100)", width: 100, height: 100,
               [("Image", 0, R(0, 25, 100, 50))]) {
        ImageCatalog.shared.register(ImageAsset(name: "test-wide-40x20", size: Size(width: 40, height: 20)) { [Path(Rect(x: 0, y: 0, width: 40, height: 20))] })
        return AnyView(Image("test-wide-40x20").resizable().scaledToFit())
    },
    LayoutCase("an unspecified proposal passes straight through (shapes take 10×10)", width: 100,
               [("Color", 0, R(45, 0, 10, 10))]) {
        AnyView(Color.red.aspectRatio(2, contentMode: .fit).fixedSize())
    },
]

let geometryReaderCases: [LayoutCase] = [
    LayoutCase("GeometryReader takes the whole proposal and puts its content top-leading", width: 100, height: 50,
               [("GeometryReader", 0, R(0, 0, 100, 50)), ("frame", 0, R(0, 0, 50, 10))]) {
        AnyView(GeometryReader { p in Color.red.frame(width: p.size.width / 2, height: 10) })
    },
    LayoutCase("the proxy's frame in the global and in a named coordinate space", width: 100, height: 100,
               [("GeometryReader", 0, R(0, 35, 100, 65)), ("frame", 1, R(0, 35, 35, 30))]) {
        AnyView(VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { p in
                Color.red.frame(width: p.frame(in: .global).minY + p.frame(in: .local).minX, height: p.frame(in: .named("outer")).minY)
            }
        }
        .coordinateSpace(name: "outer")
        .padding(.top, 5))
    },
    LayoutCase("an unspecified proposal counts as zero", width: 100,
               [("GeometryReader", 0, R(50, 0, 0, 0))]) {
        AnyView(GeometryReader { _ in Color.red }.fixedSize())
    },
    LayoutCase("a GeometryReader in a stack is as flexible as a colour", width: 100, height: 40,
               [("GeometryReader", 0, R(0, 0, 40, 40)), ("frame", 0, R(0, 0, 40, 40)), ("frame", 1, R(60, 0, 40, 40))]) {
        AnyView(HStack(spacing: 20) { GeometryReader { p in Color.red.frame(width: p.size.width, height: p.size.height) }; Color.blue.frame(width: 40) })
    },
]

let viewThatFitsCases: [LayoutCase] = [
    LayoutCase("ViewThatFits: the first view whose ideal width fits (the long text does not)", width: 100,
               [("ViewThatFits", 0, R(33, 0, 34, 21)), ("Text", 0, R(33, 0, 34, 21))]) {
        AnyView(ViewThatFits(in: .horizontal) { Text("aaaaaaaaaaaaaaaa"); Text("aaaa") })
    },
    LayoutCase("ViewThatFits: the first view when it fits", width: 200,
               [("Text", 0, R(32, 0, 136, 21))]) {
        AnyView(ViewThatFits(in: .horizontal) { Text("aaaaaaaaaaaaaaaa"); Text("aaaa") })
    },
    LayoutCase("ViewThatFits: the last view when none fits", width: 100,
               [("frame", 0, R(-50, 0, 200, 10))]) {
        AnyView(ViewThatFits { box(300, 10); box(200, 10, .blue) })
    },
    LayoutCase("ViewThatFits(in: .vertical): wrapped text too tall for 30 pt gives way", width: 50, height: 30,
               [("Text", 0, R(4, 4, 42, 22))]) {
        AnyView(ViewThatFits(in: .vertical) { Text("aaaa bbbb cccc dddd"); Text("short") })
    },
]

let gridCases: [LayoutCase] = [
    LayoutCase("Grid: each column as wide as its widest cell, each row as tall as its tallest", width: 100,
               [("Grid", 0, R(25, 0, 50, 30)), ("GridRow", 1, R(25, 10, 50, 20)),
                ("frame", 0, R(30, 0, 10, 10)), ("frame", 1, R(45, 0, 30, 10)), ("frame", 2, R(25, 10, 20, 20)), ("frame", 3, R(58, 18, 5, 5))]) {
        AnyView(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10); box(30, 10) }
            GridRow { box(20, 20, .blue); box(5, 5, .blue) }
        })
    },
    LayoutCase("Grid: default spacing 8 both ways; alignment puts cells at the top-leading corner of their area", width: 100,
               [("Grid", 0, R(21, 0, 58, 38)), ("frame", 3, R(49, 18, 5, 5))]) {
        AnyView(Grid(alignment: .topLeading) {
            GridRow { box(10, 10); box(30, 10) }
            GridRow { box(20, 20, .blue); box(5, 5, .blue) }
        })
    },
    LayoutCase("gridCellColumns: a spanning cell widens the columns it covers evenly", width: 100,
               [("Grid", 0, R(24, 0, 52, 20)), ("frame", 0, R(31, 0, 10, 10)), ("frame", 1, R(59, 0, 10, 10)), ("frame", 2, R(24, 10, 52, 10))]) {
        AnyView(Grid(horizontalSpacing: 4, verticalSpacing: 0) {
            GridRow { box(10, 10); box(10, 10) }
            GridRow { box(52, 10, .green).gridCellColumns(2) }
        })
    },
    LayoutCase("gridColumnAlignment aligns every cell of the column", width: 100,
               [("frame", 0, R(55, 0, 10, 10)), ("frame", 1, R(35, 10, 30, 10))]) {
        AnyView(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10).gridColumnAlignment(.trailing) }
            GridRow { box(30, 10, .blue) }
        })
    },
    LayoutCase("gridCellAnchor places a cell by a unit point of its area", width: 100,
               [("frame", 0, R(40, 0, 10, 10)), ("frame", 1, R(50, 0, 10, 30))]) {
        AnyView(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10).gridCellAnchor(.top); box(10, 30, .blue) }
        })
    },
    LayoutCase("a view outside a GridRow spans every column; a flexible one widens the grid to the proposal", width: 100,
               [("Grid", 0, R(0, 0, 100, 11)), ("Divider", 0, R(0, 10, 100, 1)), ("frame", 0, R(15, 0, 10, 10)), ("frame", 1, R(55, 0, 30, 10))]) {
        AnyView(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10); box(30, 10, .blue) }
            Divider()
        })
    },
    LayoutCase("gridCellUnsizedAxes(.horizontal): the divider takes the grid's width instead of sizing it", width: 100,
               [("Grid", 0, R(35, 0, 30, 11)), ("Divider", 0, R(35, 10, 30, 1))]) {
        AnyView(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10); box(20, 10, .blue) }
            Divider().gridCellUnsizedAxes(.horizontal)
        })
    },
    LayoutCase("flexible cells share what fixed columns leave", width: 100,
               [("frame", 0, R(0, 0, 80, 10)), ("frame", 1, R(80, 0, 20, 10))]) {
        AnyView(Grid(horizontalSpacing: 0) { GridRow { Color.red.frame(height: 10); box(20, 10, .blue) } })
    },
    LayoutCase("GridRow(alignment: .firstTextBaseline) lines the row's text up on its baseline", width: 101,
               [("Text", 0, R(36, 5, 12, 15)), ("Text", 1, R(48, 0, 17, 21))]) {
        AnyView(Grid(horizontalSpacing: 0) { GridRow(alignment: .firstTextBaseline) { Text("aa").font(.system(size: 12)); Text("bb") } })
    },
    LayoutCase("a GridRow outside a Grid is an HStack", width: 100,
               [("frame", 0, R(16, 0, 30, 10)), ("frame", 1, R(54, 0, 30, 10))]) {
        AnyView(GridRow { box(30, 10); box(30, 10, .blue) })
    },
]

let lazyGridCases: [LayoutCase] = [
    LayoutCase("LazyVGrid: a fixed 70 and an adaptive ≥40 column in 200 pt: 70 + two adaptive columns of 57", width: 200,
               [("LazyVGrid", 0, R(0, 0, 200, 20)), ("frame", 0, R(0, 0, 70, 10)), ("frame", 1, R(78, 0, 57, 10)),
                ("frame", 2, R(143, 0, 57, 10)), ("frame", 3, R(0, 10, 70, 10)), ("frame", 5, R(143, 10, 57, 10))]) {
        AnyView(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], spacing: 0) {
            ForEach(0..<6) { _ in Color.red.frame(height: 10) }
        })
    },
    LayoutCase("LazyVGrid: flexible minimums are applied in order, so the grid can overflow (96 + 8 + 120)", width: 200,
               [("LazyVGrid", 0, R(-12, 0, 224, 10)), ("frame", 0, R(-12, 0, 96, 10)), ("frame", 1, R(92, 0, 120, 10))]) {
        AnyView(LazyVGrid(columns: [GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120))]) {
            ForEach(0..<2) { _ in Color.red.frame(height: 10) }
        })
    },
    LayoutCase("LazyVGrid: rows as tall as their tallest cell, cells aligned by their item's alignment", width: 108,
               [("frame", 0, R(0, 5, 10, 10)), ("frame", 1, R(78, 0, 10, 20)), ("frame", 2, R(0, 24, 10, 10))]) {
        AnyView(LazyVGrid(columns: [GridItem(.fixed(50), alignment: .leading), GridItem(.fixed(50))], spacing: 4) {
            box(10, 10); box(10, 20, .blue); box(10, 10, .green)
        })
    },
    LayoutCase("LazyVGrid: an adaptive item fits as many ≥30 pt columns as its share holds (200 pt: five of 33.6)", width: 200, scale: 5,
               [("frame", 0, R(0, 0, 33.6, 10)), ("frame", 1, R(41.6, 0, 33.6, 10)), ("frame", 5, R(0, 18, 33.6, 10))]) {
        AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 30, maximum: 40))]) {
            ForEach(0..<6) { _ in Color.red.frame(height: 10) }
        })
    },
    LayoutCase("LazyVGrid: an adaptive column is at most its maximum", width: 100,
               [("LazyVGrid", 0, R(10, 0, 80, 28)), ("frame", 0, R(10, 0, 80, 10)), ("frame", 1, R(10, 18, 80, 10))]) {
        AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 60, maximum: 80))]) {
            ForEach(0..<2) { _ in Color.red.frame(height: 10) }
        })
    },
    LayoutCase("LazyHGrid: views fill the rows top to bottom, then the next column", width: 200,
               [("LazyHGrid", 0, R(88, 0, 24, 48)), ("frame", 0, R(88, 0, 10, 20)), ("frame", 1, R(88, 28, 10, 20)), ("frame", 2, R(102, 0, 10, 20))]) {
        AnyView(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 4) {
            ForEach(0..<3) { _ in Color.red.frame(width: 10) }
        })
    },
    LayoutCase("LazyVGrid at its ideal width: a flexible column as wide as its widest cell", width: 390,
               [("LazyVGrid", 0, R(178, 0, 34, 51)), ("Text", 1, R(187, 29, 17, 22))]) {
        AnyView(LazyVGrid(columns: [GridItem(.flexible())]) { Text("abcd"); Text("ab") }.fixedSize())
    },
]

@Suite struct ContainerLayoutTests {
    @Test(arguments: alignmentGuideCases) func alignmentGuides(_ c: LayoutCase) throws { try assertFrames(c) }
    @Test(arguments: aspectRatioCases) func aspectRatio(_ c: LayoutCase) throws { try assertFrames(c) }
    @Test(arguments: geometryReaderCases) func geometryReader(_ c: LayoutCase) throws { try assertFrames(c) }
    @Test(arguments: viewThatFitsCases) func viewThatFits(_ c: LayoutCase) throws { try assertFrames(c) }
    @Test(arguments: gridCases) func grid(_ c: LayoutCase) throws { try assertFrames(c) }
    @Test(arguments: lazyGridCases) func lazyGrid(_ c: LayoutCase) throws { try assertFrames(c) }

    /// Only the chosen view of a ViewThatFits is placed, drawn and dumped.
    @Test func viewThatFitsDrawsOnlyTheChosenView() throws {
        let r = try LayoutEngine.layout(ViewThatFits(in: .horizontal) { Text("aaaaaaaaaaaaaaaa"); Text("aaaa") },
                                        proposal: ProposedViewSize(width: 100, height: nil), measurer: FixedWidthTextMeasurer(), scale: 1)
        let drawn = r.commands.compactMap { c -> String? in if case .text(let t, _, _, _) = c { return t.string } else { return nil } }
        #expect(drawn == ["aaaa"])
        #expect(r.dumpJSON().contains("\"aaaa\"") && !r.dumpJSON().contains("\"aaaaaaaaaaaaaaaa\""))
    }

    /// A reader's safe-area insets are those of the unsafe regions its frame touches: a reader filling a
    /// safe area sees its insets, one in the middle sees none.
    @Test func geometryReaderSeesTheSafeAreaItTouches() throws {
        func reader() -> some View {
            GeometryReader { p in
                Color.red.frame(width: p.safeAreaInsets.top + p.safeAreaInsets.bottom / 100, height: p.safeAreaInsets.leading + 1)
            }
        }
        let view = VStack(spacing: 0) {
            reader()
            reader().frame(height: 50)
            reader()
        }
        .safeAreaPadding(EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0))
        let r = try LayoutEngine.layout(view, proposal: ProposedViewSize(width: 100, height: 200), measurer: FixedWidthTextMeasurer(), scale: 1)
        let marks = r.all("frame").filter { $0.children.first?.kind == "Color" }.map(\.unroundedFrame.size)
        // Top reader: touches the 20 pt top inset; middle: nothing; bottom: the 10 pt bottom inset.
        #expect(marks == [Size(width: 20, height: 1), Size(width: 0, height: 1), Size(width: 0.1, height: 1)])
    }

    /// The dump names each new container and its settings.
    @Test func dumpDescribesTheContainers() throws {
        let view = VStack {
            Grid(alignment: .leading, horizontalSpacing: 4) {
                GridRow(alignment: .firstTextBaseline) { Text("a").gridColumnAlignment(.trailing); Text("b").gridCellAnchor(.top) }
                Divider().gridCellUnsizedAxes(.horizontal)
                Text("c").gridCellColumns(2)
            }
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40), spacing: 4)], spacing: 6) { Text("x") }
            Text("g").alignmentGuide(.midMarker) { $0.height }
            Color.red.aspectRatio(1.5, contentMode: .fill).frame(width: 30, height: 30)
            ViewThatFits(in: .horizontal) { Text("v") }
            GeometryReader { _ in Text("r") }.coordinateSpace(name: "space").frame(height: 20)
        }
        let dump = try LayoutEngine.layout(view, proposal: ProposedViewSize(width: 390, height: nil), measurer: FixedWidthTextMeasurer(), scale: 1).dumpJSON()
        for fragment in ["\"kind\" : \"Grid\"", "\"horizontalSpacing\" : 4", "\"verticalSpacing\" : 8", "\"kind\" : \"GridRow\"",
                         "\"alignment\" : \"firstTextBaseline\"", "\"gridColumnAlignment\" : 1", "\"gridCellAnchor\" : [",
                         "\"gridCellUnsizedAxes\" : [", "\"gridCellColumns\" : 2", "\"kind\" : \"LazyVGrid\"",
                         "\"fixed(70)\"", "\"adaptive(40…∞) spacing 4\"", "\"spacing\" : 6", "\"guide\" : \"MidMarker\"",
                         "\"aspectRatio\" : 1.5", "\"contentMode\" : \"fill\"", "\"kind\" : \"ViewThatFits\"", "\"horizontal\"",
                         "\"kind\" : \"GeometryReader\"", "\"name\" : \"space\"", "\"text\" : \"r\""] {
            #expect(dump.contains(fragment), "\(fragment)")
        }
    }
}
