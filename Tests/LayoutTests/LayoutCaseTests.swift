import Testing
@testable import Layout

/// Layout rules as data: a view, a proposal, and the expected frames of nodes picked by kind.
/// Text is measured by `FixedWidthTextMeasurer`: 0.5·size per character and 1.25·size per line,
/// so at the default 17 pt a character is 8.5 pt wide and a line 21.25 pt tall.
struct LayoutCase: CustomTestStringConvertible, Sendable {
    let name: String
    let width: Double?
    let height: Double?
    let scale: Double
    /// (kind, occurrence index, expected frame x y w h)
    let expected: [(String, Int, Rect)]
    let view: @Sendable () -> AnyView
    var testDescription: String { name }

    init(_ name: String, width: Double? = 390, height: Double? = nil, scale: Double = 1,
         _ expected: [(String, Int, Rect)], _ view: @escaping @Sendable () -> AnyView) {
        self.name = name; self.width = width; self.height = height; self.scale = scale; self.expected = expected; self.view = view
    }
}

func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

let layoutCases: [LayoutCase] = [
    LayoutCase("VStack default spacing is 8 and centres children", [("Text", 0, R(187, 0, 17, 21)), ("Text", 1, R(182, 29, 26, 22))]) {
        AnyView(VStack { Text("ab"); Text("abc") })
    },
    LayoutCase("VStack leading alignment inside a centred stack", [("VStack", 0, R(161, 0, 68, 51)), ("Text", 1, R(161, 29, 26, 22))]) {
        AnyView(VStack(alignment: .leading) { Text("abcdefgh"); Text("abc") })
    },
    LayoutCase("text beside a Spacer gets all but the spacer's minimum", width: 100, [("Text", 0, R(0, 0, 60, 21)), ("Spacer", 0, R(60, 11, 40, 0))]) {
        AnyView(HStack(spacing: 0) { Text("abcdefg").lineLimit(1); Spacer(minLength: 40) })
    },
    LayoutCase("fixed frame reports its size whatever the child", [("frame", 0, R(179, 0, 32, 32))]) {
        AnyView(Color.red.frame(width: 32, height: 32))
    },
    LayoutCase("flexible frame: minWidth grows a small child", [("flexFrame", 0, R(145, 0, 100, 21))]) {
        AnyView(Text("ab").frame(minWidth: 100))
    },
    LayoutCase("flexible frame: maxWidth caps the proposal", [("flexFrame", 0, R(95, 0, 200, 21)), ("Text", 0, R(95, 0, 17, 21))]) {
        AnyView(Text("ab").frame(maxWidth: 200, alignment: .leading))
    },
    LayoutCase("fixedSize: text ignores a narrow proposal", width: 40, [("Text", 0, R(-23, 0, 86, 21))]) {
        AnyView(Text("abcde fghi").fixedSize())
    },
    LayoutCase("ZStack takes the largest child and aligns", [("Text", 0, R(180, 0, 17, 21))]) {
        AnyView(ZStack(alignment: .topLeading) { Color.clear.frame(width: 30, height: 30); Text("ab") })
    },
    LayoutCase("overlay is sized to the content and aligned", [("Circle", 0, R(227, 10, 8, 8))]) {
        AnyView(Color.red.frame(width: 80, height: 40).overlay(Circle().frame(width: 8, height: 8), alignment: .topTrailing).padding(10))
    },
    LayoutCase("three flexible children: least flexible first", width: 300, [("Color", 0, R(0, 0, 50, 10)), ("Color", 1, R(50, 0, 125, 10)), ("Color", 2, R(175, 0, 125, 10))]) {
        AnyView(HStack(spacing: 0) { Color.red.frame(maxWidth: 50); Color.green; Color.blue }.frame(height: 10))
    },
    LayoutCase("priority groups: the high-priority child is offered space first", width: 200,
               [("Color", 0, R(0, 0, 50, 10)), ("Color", 1, R(50, 0, 150, 10))]) {
        AnyView(HStack(spacing: 0) { Color.red.frame(minWidth: 50); Color.blue.frame(maxWidth: 150).layoutPriority(1) }.frame(height: 10))
    },
    LayoutCase("padding default is 16 on every edge", [("Text", 0, R(187, 16, 17, 21)), ("padding", 0, R(171, 0, 49, 53))]) {
        AnyView(Text("ab").padding())
    },
    LayoutCase("frames round to the pixel grid at @2x", width: 100, scale: 2, [("Color", 0, R(0, 0, 33.5, 10)), ("Color", 1, R(33.5, 0, 33, 10)), ("Color", 2, R(66.5, 0, 33.5, 10))]) {
        AnyView(HStack(spacing: 0) { Color.red; Color.green; Color.blue }.frame(height: 10))
    },
    LayoutCase("Divider is one pixel: 0.5 pt at @2x", width: 100, scale: 2, [("Divider", 0, R(0, 29.5, 100, 0.5))]) {
        AnyView(VStack { Text("ab"); Divider() })
    },
    LayoutCase("ScrollView gives content its ideal height and fills the proposal", width: 100, height: 50,
               [("ScrollView", 0, R(0, 0, 100, 50)), ("Color", 0, R(0, 0, 100, 200))]) {
        AnyView(ScrollView { Color.red.frame(height: 200) })
    },
    LayoutCase("lineLimit(2) caps wrapped lines", width: 60, [("Text", 0, R(0, 0, 60, 43))]) {
        AnyView(Text("aaa bbb ccc ddd eee").lineLimit(2).frame(maxWidth: .infinity, alignment: .leading))
    },
    LayoutCase("firstTextBaseline aligns text of two sizes", [("Text", 0, R(0, 5, 18, 15)), ("Text", 1, R(26, 0, 26, 21))]) {
        AnyView(HStack(alignment: .firstTextBaseline) { Text("abc").font(.system(size: 12)); Text("abc") }.frame(maxWidth: .infinity, alignment: .leading))
    },
    LayoutCase("equal shares among non-spacers: text between two colours is offered a third", width: 300,
               [("Color", 0, R(0, 16, 108, 10)), ("Text", 0, R(108, 0, 85, 43)), ("Color", 1, R(193, 16, 107, 10))]) {
        AnyView(HStack(spacing: 0) { Color.red.frame(height: 10); Text("aaaaaaaaaa bbbbbbbbbb"); Color.blue.frame(height: 10) }
            .frame(maxWidth: .infinity, alignment: .topLeading))
    },
    LayoutCase("chat bubble idiom: Spacer(minLength: 60) lets the text wrap at 330 of 390", width: 390,
               [("Text", 0, R(93, 0, 297, 43)), ("Spacer", 0, R(0, 21, 93, 0))]) {
        AnyView(HStack(spacing: 0) { Spacer(minLength: 60); Text(String(repeating: "word ", count: 14)) })
    },
]

@Suite struct LayoutCaseTests {
    @Test(arguments: layoutCases)
    func frames(_ c: LayoutCase) throws {
        try assertFrames(c)
    }
}
