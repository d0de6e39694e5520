import Testing
@testable import Layout

/// The layout containers and system controls right to left, as data: the first grid column, tab, segment
/// and stack child on the right, the back button on the right with its chevron pointing right, a list
/// row's disclosure chevron on the left, a switch on the left with its thumb at the left end when on, a
/// GeometryReader's content at its top-right corner. (`RightToLeftLayoutTests.everyFrameIsTheMirrorImage`
/// checks every frame of every layout case is mirrored; these name what that means for each container.)
let rightToLeftContainerCases: [LayoutCase] = [
    LayoutCase("Grid: the first column is on the right", width: 100,
               [("frame", 0, R(55, 0, 10, 10)), ("frame", 1, R(35, 0, 20, 10)), ("frame", 2, R(55, 10, 10, 10))]) {
        AnyView(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
            GridRow { Color.green.frame(width: 10, height: 10); Color.clear.frame(width: 20, height: 10) }
        })
    },
    LayoutCase("LazyVGrid: items fill each row from the right", width: 100,
               [("Color", 0, R(50, 0, 50, 10)), ("Color", 1, R(0, 0, 50, 10)), ("Color", 2, R(50, 10, 50, 10))]) {
        AnyView(LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible())], spacing: 0) {
            Color.red.frame(height: 10); Color.blue.frame(height: 10); Color.green.frame(height: 10)
        })
    },
    LayoutCase("a custom Layout places left to right and is mirrored: the diagonal runs down to the left", width: 100,
               [("Diagonal", 0, R(40, 0, 20, 30)), ("frame", 0, R(50, 0, 10, 10)), ("frame", 1, R(40, 10, 10, 20))]) {
        AnyView(Diagonal { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 20) })
    },
    LayoutCase("GeometryReader: its content at the top-leading corner, the top right", width: 100,
               [("GeometryReader", 0, R(25, 0, 50, 20)), ("frame", 1, R(65, 0, 10, 10))]) {
        AnyView(GeometryReader { _ in Color.red.frame(width: 10, height: 10) }.frame(width: 50, height: 20))
    },
    LayoutCase("Toggle: the label on the right, the switch on the left, its thumb at the left end when on", scale: 2,
               [("Capsule", 0, R(0, 0, 51, 31)), ("Circle", 0, R(1.5, 1.5, 28, 28)), ("Text", 0, R(347.5, 5, 42.5, 21))]) {
        AnyView(Toggle("Wi-Fi", isOn: .constant(true)))
    },
    LayoutCase("Toggle off: the thumb at the right end", scale: 2, [("Circle", 0, R(21.5, 1.5, 28, 28))]) {
        AnyView(Toggle("Wi-Fi", isOn: .constant(false)))
    },
    LayoutCase("segmented picker: the first segment on the right, the selected second one next to it", width: 404, scale: 2,
               [("RoundedRectangle", 0, R(202, 2, 100, 28)), ("Text", 1, R(239, 8, 26, 16))]) {
        AnyView(Picker("Range", selection: .constant(1)) {
            Text("Day").tag(0); Text("Week").tag(1); Text("Month").tag(2); Text("Year").tag(3)
        }.pickerStyle(.segmented))
    },
    LayoutCase("insetGrouped list: row text inset from the right, the separator from the text to the card's left edge", scale: 2,
               [("flexFrame", 1, R(16, 35, 358, 44)), ("Text", 0, R(326, 47, 32, 20)), ("Rectangle", 0, R(16, 78.5, 342, 0.5))]) {
        AnyView(List { Text("Name"); Text("Email") }.font(.system(size: 16)))
    },
    // The symbols' boxes start at 84.25 and 279.25 pt either way, rounded to the @2x grid.
    LayoutCase("TabView: the first tab on the right", height: 300, scale: 2,
               [("Image", 0, R(279.5, 254, 26.5, 26.5)), ("Image", 1, R(84.5, 254, 26.5, 26.5)), ("Text", 0, R(290, 286, 5, 12.5))]) {
        AnyView(TabView(selection: .constant(1)) {
            Color.red.tabItem { Label("A", systemImage: "house") }.tag(0)
            Color.blue.tabItem { Label("B", systemImage: "person") }.tag(1)
        })
    },
    LayoutCase("NavigationStack: a trailing item at the left margin", height: 300, scale: 2,
               [("Text", 0, R(169.5, 11.5, 51, 21)), ("Text", 1, R(16, 11.5, 34, 21))]) {
        AnyView(NavigationStack {
            Color.red.navigationTitle("Titles").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Done") } }
        })
    },
    LayoutCase("a pushed screen: the back button on the right, chevron 8 pt from the edge, title to its left", height: 300, scale: 2,
               [("BackChevron", 0, R(370, 11.5, 12, 21)), ("Text", 0, R(321.5, 11.5, 42.5, 21))]) {
        AnyView(NavigationStack(path: .constant([1])) {
            Color.clear.navigationTitle("Inbox").navigationDestination(for: Int.self) { _ in
                Color.red.navigationTitle("Alice").navigationBarTitleDisplayMode(.inline)
            }
        })
    },
    LayoutCase("NavigationStack large: the title at the right margin", height: 300, scale: 2, [("Text", 0, R(289, 45.5, 85, 42.5))]) {
        AnyView(NavigationStack { Color.red.navigationTitle("Chats") })
    },
]

/// A custom layout that is 20 pt wide right to left and 10 pt left to right: what its subviews say.
struct DirectionProbe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.layoutDirection == .rightToLeft ? 20 : 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// What a GeometryReader's content saw: the proxy's global and named frames and its environment's direction.
final class ProxyRecord: @unchecked Sendable {
    var global: Rect?
    var named: Rect?
    var direction: LayoutDirection?
}

/// Records the layout direction of the environment it is built in.
struct DirectionRecorder: View {
    let record: ProxyRecord
    @Environment(\.layoutDirection) var direction
    var body: some View {
        record.direction = direction
        return Color.clear
    }
}

@Suite struct RightToLeftContainerTests {
    func layout(_ view: some View, width: Double = 100, direction: LayoutDirection = .rightToLeft) throws -> LayoutResult {
        try LayoutEngine.layout(view.environment(\.layoutDirection, direction), proposal: ProposedViewSize(width: width, height: nil),
                                measurer: FixedWidthTextMeasurer(), scale: 1)
    }

    @Test(arguments: rightToLeftContainerCases)
    func frames(_ c: LayoutCase) throws {
        try assertFrames(c, direction: .rightToLeft)
    }

    /// SwiftUI's `LayoutSubviews.layoutDirection`: the direction the container inherits.
    @Test func layoutSubviewsKnowTheirDirection() throws {
        #expect(try layout(DirectionProbe { Color.red }).first("DirectionProbe")?.frame.width == 20)
        #expect(try layout(DirectionProbe { Color.red }, direction: .leftToRight).first("DirectionProbe")?.frame.width == 10)
        let island = try layout(HStack { DirectionProbe { Color.red }.environment(\.layoutDirection, .leftToRight) })
        #expect(island.first("DirectionProbe")?.frame.width == 10)
    }

    /// A GeometryReader's content sees the direction in its environment, and its proxy reports frames
    /// where the reader is on screen: the first 30 pt of a right-to-left row are its right-hand 30 pt.
    @Test func geometryProxyFramesAreOnScreen() throws {
        let record = ProxyRecord()
        let view = HStack(spacing: 0) {
            GeometryReader { proxy in
                record.global = proxy.frame(in: .global)
                record.named = proxy.frame(in: .named("row"))
                return DirectionRecorder(record: record)
            }.frame(width: 30, height: 10)
            Color.blue.frame(width: 50, height: 10)
        }
        .padding(.leading, 20)
        .coordinateSpace(name: "row")
        let r = try layout(view)
        let reader = try #require(r.first("GeometryReader"))
        #expect(record.global == reader.unroundedFrame)
        #expect(record.global == R(50, 0, 30, 10))
        // The named space is the padded row, which starts at 0 on screen (its padding is on the right).
        #expect(record.named == R(50, 0, 30, 10))
        #expect(record.direction == .rightToLeft)
        // Left to right nothing changes.
        let ltr = try layout(view, direction: .leftToRight)
        #expect(record.global == R(20, 0, 30, 10) && record.global == ltr.first("GeometryReader")?.unroundedFrame)
        #expect(record.named == R(20, 0, 30, 10))
        #expect(record.direction == .leftToRight)
    }

    /// The proxy's frame is the reader's final frame however the right-to-left and left-to-right
    /// containers around it nest (a left-to-right island, a right-to-left island inside it, padding, frames).
    @Test func geometryProxyMatchesTheMirroredFrameWhenDirectionsNest() throws {
        let records = (0..<3).map { _ in ProxyRecord() }
        func reader(_ i: Int) -> some View {
            GeometryReader { proxy in
                records[i].global = proxy.frame(in: .global)
                return Color.clear
            }.frame(width: 10, height: 10)
        }
        let view = HStack(spacing: 5) {
            reader(0)
            HStack(spacing: 3) {
                reader(1)
                HStack(spacing: 2) { Color.red.frame(width: 7, height: 10); reader(2) }
                    .padding(.leading, 4)
                    .environment(\.layoutDirection, .rightToLeft)
            }
            .environment(\.layoutDirection, .leftToRight)
            Color.blue.frame(width: 9, height: 10)
        }
        let r = try layout(view, width: 120)
        let readers = r.all("GeometryReader")
        try #require(readers.count == 3)
        for (i, node) in readers.enumerated() {
            #expect(records[i].global == node.unroundedFrame, "reader \(i): proxy \(String(describing: records[i].global)), placed \(node.unroundedFrame)")
        }
    }

    /// The back chevron and a list row's disclosure chevron point the other way right to left, as iOS
    /// draws `chevron.backward` and `chevron.forward`: their outlines are mirrored.
    @Test func navigationChevronsAreMirrored() throws {
        func tipX(_ view: some View, _ kind: String, _ direction: LayoutDirection) throws -> Double {
            let r = try LayoutEngine.layout(view.environment(\.layoutDirection, direction),
                                            proposal: ProposedViewSize(width: 390, height: 300), measurer: FixedWidthTextMeasurer(), scale: 2)
            let node = try #require(r.first(kind))
            guard case .shape(let drawing) = node.content else { Issue.record("no shape"); return 0 }
            // The chevron's middle point (its tip) relative to its box: left for backward, right for forward.
            let box = Rect(x: 0, y: 0, width: 12, height: 21)
            let points = drawing.path(box).elements.compactMap { e -> Point? in if case .line(let p) = e { p } else { nil } }
            return try #require(points.first).x
        }
        let pushed = NavigationStack(path: .constant([1])) {
            Color.clear.navigationTitle("Inbox").navigationDestination(for: Int.self) { _ in Color.red.navigationTitle("Alice") }
        }
        #expect(try tipX(pushed, "BackChevron", .leftToRight) < 6)
        #expect(try tipX(pushed, "BackChevron", .rightToLeft) > 6)
        let row = List { NavigationLink("Wallpaper", value: 1) }
        #expect(try tipX(row, "DisclosureChevron", .leftToRight) > 6)
        #expect(try tipX(row, "DisclosureChevron", .rightToLeft) < 6)
    }

    /// A navigation link row's chevron sits at the left edge of the card right to left.
    @Test func disclosureChevronIsOnTheLeft() throws {
        let view = List { NavigationLink("Wallpaper", value: 1) }.font(.system(size: 16))
        let ltr = try LayoutEngine.layout(view, proposal: ProposedViewSize(width: 390, height: 300), measurer: FixedWidthTextMeasurer(), scale: 2)
        let rtl = try LayoutEngine.layout(view.environment(\.layoutDirection, .rightToLeft), proposal: ProposedViewSize(width: 390, height: 300),
                                          measurer: FixedWidthTextMeasurer(), scale: 2)
        let l = try #require(ltr.first("DisclosureChevron")).frame, r = try #require(rtl.first("DisclosureChevron")).frame
        #expect(l.maxX > 350 && r.minX < 40)
        #expect(r.minX == 390 - l.maxX)
        let lt = try #require(ltr.first("Text")).frame, rt = try #require(rtl.first("Text")).frame
        #expect(lt.minX < 40 && rt.maxX > 350)
    }
}
