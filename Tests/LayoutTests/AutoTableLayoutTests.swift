import Testing
@testable import Layout

/// `AutoTable` column widths as data (browser auto table layout), at 20 pt text: 10 pt per character,
/// 25 pt per line. Column A holds "aaaa" (min = max = 40); column B "bb bb bb" (min 20, max 80).
@Sendable func autoTable(fills: Bool = true) -> AnyView {
    AnyView(AutoTable(columns: 2, fillsWidth: fills) {
        Text("aaaa"); Text("bb bb bb"); Text("a"); Text("b")
    }.font(.system(size: 20)))
}

let autoTableCases: [LayoutCase] = {
    [
        LayoutCase("room to spare is shared in proportion to the unwrapped widths", width: 240,
                   [("AutoTable", 0, R(0, 0, 240, 50)), ("Text", 0, R(0, 0, 40, 25)), ("Text", 1, R(80, 0, 80, 25)), ("Text", 3, R(80, 25, 10, 25))]) { autoTable() },
        LayoutCase("without filling, columns stay at their unwrapped widths", width: 240,
                   [("AutoTable", 0, R(60, 0, 120, 50)), ("Text", 1, R(100, 0, 80, 25))]) { autoTable(fills: false) },
        LayoutCase("between minimum and maximum each column gets the same share of its range", width: 90,
                   [("AutoTable", 0, R(0, 0, 90, 75)), ("Text", 0, R(0, 0, 40, 25)), ("Text", 1, R(40, 0, 50, 50)), ("Text", 2, R(0, 50, 10, 25))]) { autoTable() },
        LayoutCase("below the minima columns keep their longest word and the table overflows", width: 50,
                   [("AutoTable", 0, R(-5, 0, 60, 100)), ("Text", 1, R(35, 0, 20, 75))]) { autoTable() },
        LayoutCase("an unspecified width gives every column its unwrapped width", width: nil,
                   [("AutoTable", 0, R(0, 0, 120, 50)), ("Text", 1, R(40, 0, 80, 25))]) { autoTable() },
        LayoutCase("AutoTable is a Layout: AnyLayout(AutoTable(…)) sizes and places as AutoTable does", width: 90,
                   [("AutoTable", 0, R(0, 0, 90, 75)), ("Text", 1, R(40, 0, 50, 50)), ("Text", 2, R(0, 50, 10, 25))]) {
            AnyView(AnyLayout(AutoTable(columns: 2)) { Text("aaaa"); Text("bb bb bb"); Text("a"); Text("b") }.font(.system(size: 20)))
        },
        // Centred instead of on the baseline, the 25 pt text would sit at y 17.5 beside the 60 pt padded table.
        LayoutCase("a table's first baseline is its first row's: it lines up with text in a baseline HStack", width: 300,
                   [("Text", 0, R(0, 10, 30, 25)), ("padding", 0, R(30, 0, 120, 60)), ("AutoTable", 0, R(30, 10, 120, 50))]) {
            AnyView(HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("xyz").font(.system(size: 20))
                AutoTable(columns: 2, fillsWidth: false) { Text("aaaa"); Text("bb bb bb"); Text("a"); Text("b") }
                    .font(.system(size: 20)).padding(.top, 10)
            }.frame(maxWidth: .infinity, alignment: .leading))
        },
        LayoutCase("cells fill their slot: a flexible cell takes the column width and the row's height", width: 240,
                   [("Color", 0, R(0, 0, 80, 25)), ("Rectangle", 0, R(80, 0, 160, 25)), ("Text", 1, R(0, 25, 10, 25))]) {
            AnyView(AutoTable(columns: 2) {
                Color.red.frame(minWidth: 40, maxWidth: .infinity, maxHeight: .infinity)
                Text("bb bb bb").frame(maxWidth: .infinity).background(Color.blue)
                Text("a").frame(height: 25)
            }.font(.system(size: 20)))
        },
    ]
}()

@Suite struct AutoTableLayoutTests {
    @Test(arguments: autoTableCases)
    func frames(_ c: LayoutCase) throws { try LayoutCaseTests().frames(c) }

    @Test func minimumContentWidthIsTheLongestWordPlusPadding() throws {
        let r = try LayoutEngine.layout(Text("aa bbbb c").font(.system(size: 20)).padding(.horizontal, 7),
                                        proposal: ProposedViewSize(width: 300, height: nil), measurer: FixedWidthTextMeasurer())
        let context = LayoutContext(measurer: FixedWidthTextMeasurer(), displayScale: 2)
        #expect(r.root.minimumContentWidth(context) == 40 + 14)
    }
}
