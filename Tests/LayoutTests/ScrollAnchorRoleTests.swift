import Testing
@testable import Layout

/// `defaultScrollAnchor(_:for:)` as data: which role places content that overflows (initial offset)
/// and content that fits (alignment), and which modifier wins when two set the same role.
let scrollAnchorCases: [LayoutCase] = [
    LayoutCase("initialOffset bottom: overflowing content shows its end", width: 100, height: 50,
               [("ScrollView", 0, R(0, 0, 100, 50)), ("Color", 0, R(0, -150, 100, 200))]) {
        AnyView(ScrollView { Color.red.frame(height: 200) }.defaultScrollAnchor(.bottom, for: .initialOffset))
    },
    LayoutCase("initialOffset bottom: content that fits still starts at the top", width: 100, height: 50,
               [("Color", 0, R(0, 0, 100, 20))]) {
        AnyView(ScrollView { Color.red.frame(height: 20) }.defaultScrollAnchor(.bottom, for: .initialOffset))
    },
    LayoutCase("alignment bottom: content that fits rests on the bottom", width: 100, height: 50,
               [("Color", 0, R(0, 30, 100, 20))]) {
        AnyView(ScrollView { Color.red.frame(height: 20) }.defaultScrollAnchor(.bottom, for: .alignment))
    },
    LayoutCase("alignment bottom: overflowing content still shows its start", width: 100, height: 50,
               [("Color", 0, R(0, 0, 100, 200))]) {
        AnyView(ScrollView { Color.red.frame(height: 200) }.defaultScrollAnchor(.bottom, for: .alignment))
    },
    LayoutCase("every role at once is defaultScrollAnchor(_:)", width: 100, height: 50,
               [("Color", 0, R(0, 30, 100, 20))]) {
        AnyView(ScrollView { Color.red.frame(height: 20) }.defaultScrollAnchor(.bottom))
    },
    LayoutCase("the modifier nearer the scroll view wins its role; the outer one fills the rest", width: 100, height: 100,
               [("Color", 0, R(0, 15, 100, 20)), ("Color", 1, R(0, -100, 100, 200))]) {
        AnyView(VStack(spacing: 0) {
            ScrollView { Color.red.frame(height: 20) }
                .defaultScrollAnchor(.center, for: .alignment)
                .defaultScrollAnchor(.bottom)
                .frame(height: 50)
            ScrollView { Color.blue.frame(height: 200) }
                .defaultScrollAnchor(.center, for: .alignment)
                .defaultScrollAnchor(.bottom)
                .frame(height: 50)
        })
    },
    LayoutCase("sizeChanges alone places nothing", width: 100, height: 50,
               [("Color", 0, R(0, 0, 100, 200))]) {
        AnyView(ScrollView { Color.red.frame(height: 200) }.defaultScrollAnchor(.bottom, for: .sizeChanges))
    },
]

@Suite struct ScrollAnchorRoleTests {
    @Test(arguments: scrollAnchorCases)
    func frames(_ c: LayoutCase) throws {
        try assertFrames(c)
    }
}
