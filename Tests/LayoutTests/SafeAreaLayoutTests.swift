import Testing
@testable import Layout

/// A 390×844 window whose status bar (47 pt) and home indicator (34 pt) are its safe area, as a device
/// window lays out an app's root view.
private func window(_ content: some View) -> AnyView {
    AnyView(content.frame(maxWidth: .infinity, maxHeight: .infinity)
        .safeAreaPadding(EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)))
}

private func screen(_ name: String, _ expected: [(String, Int, Rect)], _ view: @escaping @Sendable () -> AnyView) -> LayoutCase {
    LayoutCase(name, width: 390, height: 844, expected, view)
}

/// Safe-area rules as data: a view in a 390×844 window with a 47/34 pt safe area, and the frames SwiftUI gives.
let safeAreaCases: [LayoutCase] = [
    screen("content is laid out inside the safe area", [("Color", 0, R(0, 47, 390, 763))]) {
        window(Color.red)
    },
    screen("ignoresSafeArea grows a full-screen colour over the status bar and home indicator",
           [("Color", 0, R(0, 0, 390, 844)), ("ignoresSafeArea", 0, R(0, 47, 390, 763))]) {
        window(Color.red.ignoresSafeArea())
    },
    screen("ignoresSafeArea(edges: .top) reaches up only", [("Color", 0, R(0, 0, 390, 810))]) {
        window(Color.red.ignoresSafeArea(edges: .top))
    },
    screen("edgesIgnoringSafeArea is the same modifier", [("Color", 0, R(0, 47, 390, 797))]) {
        window(Color.red.edgesIgnoringSafeArea(.bottom))
    },
    screen("a view in the middle touches no unsafe region and is not grown", [("Color", 0, R(0, 378, 390, 101))]) {
        window(VStack(spacing: 0) { Spacer(minLength: 0); Color.red.frame(height: 101).ignoresSafeArea(); Spacer(minLength: 0) })
    },
    screen("a text that ignores the safe area at the top moves up under the status bar", [("Text", 0, R(187, 0, 17, 21))]) {
        window(VStack(spacing: 0) { Text("ab").ignoresSafeArea(); Spacer(minLength: 0) })
    },
    screen("a bar's background style continues under the status bar; the bar stays below it",
           [("flexFrame", 1, R(0, 47, 390, 44)), ("Rectangle", 0, R(0, 0, 390, 91))]) {
        window(VStack(spacing: 0) {
            Text("ab").frame(maxWidth: .infinity, minHeight: 44).background(Color.blue)
            Spacer(minLength: 0)
        })
    },
    screen("background(_:ignoresSafeAreaEdges: []) stays in the frame", [("Rectangle", 0, R(0, 47, 390, 44))]) {
        window(VStack(spacing: 0) {
            Text("ab").frame(maxWidth: .infinity, minHeight: 44).background(Color.blue, ignoresSafeAreaEdges: [])
            Spacer(minLength: 0)
        })
    },
    screen("a background in a shape does not ignore the safe area", [("Rectangle", 0, R(0, 47, 390, 44))]) {
        window(VStack(spacing: 0) {
            Text("ab").frame(maxWidth: .infinity, minHeight: 44).background(Color.blue, in: Rectangle())
            Spacer(minLength: 0)
        })
    },
    screen("safeAreaInset(.bottom): the bar at the bottom of the safe area, the view above it",
           [("Color", 0, R(0, 47, 390, 713)), ("Color", 1, R(0, 760, 390, 50)), ("safeAreaInset", 0, R(0, 47, 390, 763))]) {
        window(Color.red.safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
    },
    screen("safeAreaInset without spacing leaves the default 8 pt", [("Color", 0, R(0, 47, 390, 705)), ("Color", 1, R(0, 760, 390, 50))]) {
        window(Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) })
    },
    screen("safeAreaInset(.top) puts the bar at the top of the safe area", [("Color", 0, R(0, 91, 390, 719)), ("Color", 1, R(0, 47, 390, 44))]) {
        window(Color.red.safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 44) })
    },
    screen("safeAreaInset aligns a narrower bar by its alignment", [("Color", 1, R(0, 760, 100, 50))]) {
        window(Color.red.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) { Color.blue.frame(width: 100, height: 50) })
    },
    screen("safeAreaInset(.leading) insets the view from the side", [("Color", 0, R(80, 47, 310, 763)), ("Color", 1, R(0, 47, 80, 763))]) {
        window(Color.red.safeAreaInset(edge: .leading, spacing: 0) { Color.blue.frame(width: 80) })
    },
    screen("the main view's safe area grows by the bar: ignoring it reaches under the bar and on under the home indicator",
           [("Color", 0, R(0, 0, 390, 844)), ("Color", 1, R(0, 760, 390, 50))]) {
        window(Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
    },
    screen("the bar's own background reaches under the home indicator", [("Rectangle", 0, R(0, 760, 390, 84))]) {
        window(Color.red.safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: 50).background(Color.blue) })
    },
    screen("a bottom-anchored scroll view runs under the bar and the bars above; its last item rests on the bar",
           [("ScrollView", 0, R(0, 0, 390, 844)), ("Color", 0, R(0, -240, 390, 1000)), ("Color", 1, R(0, 760, 390, 50))]) {
        window(ScrollView { Color.green.frame(height: 1000) }
            .defaultScrollAnchor(.bottom)
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) })
    },
    screen("a scroll view's content at rest starts where it would without the safe area",
           [("ScrollView", 0, R(0, 0, 390, 844)), ("Color", 0, R(0, 47, 390, 100))]) {
        window(ScrollView { Color.green.frame(height: 100) })
    },
    screen("scrolled content sees no safe area: its backgrounds do not grow", [("Rectangle", 0, R(0, 47, 390, 100))]) {
        window(ScrollView { Color.clear.frame(height: 100).background(Color.blue) })
    },
    screen("a scroll view between two bars touches no unsafe region", [("ScrollView", 0, R(0, 91, 390, 669))]) {
        window(VStack(spacing: 0) {
            Color.blue.frame(height: 44)
            ScrollView { Color.green.frame(height: 100) }
            Color.blue.frame(height: 50)
        })
    },
    screen("safeAreaPadding insets the view and adds to its safe area", [("Color", 0, R(20, 47, 350, 763))]) {
        window(Color.red.safeAreaPadding(.horizontal, 20))
    },
    screen("what ignores the safe area reaches out through safeAreaPadding and the window", [("Color", 0, R(0, 0, 390, 844))]) {
        window(Color.red.ignoresSafeArea().safeAreaPadding(.horizontal, 20))
    },
    LayoutCase("outside any safe area ignoresSafeArea changes nothing", width: 390, [("Color", 0, R(145, 0, 100, 50))]) {
        AnyView(Color.red.frame(width: 100, height: 50).ignoresSafeArea())
    },
    LayoutCase("safeAreaInset with an open height stacks the bar under the view's ideal height", width: 390,
               [("Color", 0, R(0, 0, 390, 30)), ("Color", 1, R(0, 38, 390, 20)), ("safeAreaInset", 0, R(0, 0, 390, 58))]) {
        AnyView(Color.red.frame(height: 30).safeAreaInset(edge: .bottom) { Color.blue.frame(height: 20) })
    },
]

@Suite struct SafeAreaLayoutTests {
    @Test(arguments: safeAreaCases)
    func frames(_ c: LayoutCase) throws {
        try assertFrames(c)
    }

    /// The insets a frame is told: the whole inset where it touches a safe edge, nothing in the middle,
    /// chained outwards through nested layers, and only for the regions asked about.
    @Test func insetsOfAFrame() {
        let device = SafeArea.Layer(bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                                    insets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let area = SafeArea.none.adding(device)
        #expect(area.insets(of: Rect(x: 0, y: 47, width: 390, height: 763)) == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(area.insets(of: Rect(x: 10, y: 100, width: 100, height: 100)) == EdgeInsets())
        #expect(area.insets(of: Rect(x: 10, y: 47.2, width: 100, height: 100)) == EdgeInsets(top: 47.2, leading: 0, bottom: 0, trailing: 0),
                "within half a pixel of the safe edge counts as touching it")
        #expect(area.insets(of: Rect(x: 10, y: 48, width: 100, height: 100)) == EdgeInsets())
        #expect(area.insets(of: Rect(x: 0, y: 47, width: 390, height: 763), regions: .keyboard) == EdgeInsets())
        // A bar of 50 pt inset at the bottom of the safe area: the main view's bottom reaches 50 pt under
        // the bar, then on to the screen's bottom edge.
        let bar = SafeArea.Layer(bounds: Rect(x: 0, y: 47, width: 390, height: 763), insets: EdgeInsets(top: 0, leading: 0, bottom: 50, trailing: 0))
        #expect(area.adding(bar).insets(of: Rect(x: 0, y: 47, width: 390, height: 713)) == EdgeInsets(top: 47, leading: 0, bottom: 84, trailing: 0))
        #expect(SafeArea.none.insets(of: Rect(x: 0, y: 0, width: 10, height: 10)) == EdgeInsets())
    }

    /// The dump names what each safe-area node does.
    @Test func dumpDescribesSafeAreaNodes() throws {
        let r = try LayoutEngine.layout(window(Color.red.ignoresSafeArea(edges: .top).safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }),
                                        proposal: ProposedViewSize(width: 390, height: 844), measurer: FixedWidthTextMeasurer(), scale: 1)
        let json = r.dumpJSON()
        #expect(json.contains("\"edge\" : \"bottom\""))
        #expect(json.contains("\"edges\" : \"top\""))
        #expect(json.contains("\"safeAreaPadding\" : [\n"))
    }
}
