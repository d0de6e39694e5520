import Layout
import Testing
@testable import MockshotKit

/// The component sheet's section packing as data: a tree, a proposal, and the expected frames of nodes
/// picked by kind (text measured by `FixedWidthTextMeasurer`: 0.5 · size per character, 1.25 · size per line).
struct SheetPackingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let width: Double
    /// (kind, occurrence index, expected frame x y w h)
    let expected: [(String, Int, Rect)]
    let view: @Sendable () -> AnyView
    var testDescription: String { name }

    init(_ name: String, width: Double, _ expected: [(String, Int, Rect)], _ view: @escaping @Sendable () -> AnyView) {
        self.name = name; self.width = width; self.expected = expected; self.view = view
    }
}

private func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// Four 100 × 50 cells in a flow with 10 pt gaps.
private func fourCells() -> some View {
    Flow(itemSpacing: 10, lineSpacing: 10) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 100, height: 50) } }
}

let sheetPackingCases: [SheetPackingCase] = [
    SheetPackingCase("a short section fills the space beside a tall one; a wide one goes below", width: 300,
                     [("frame", 0, R(0, 0, 200, 100)), ("frame", 1, R(0, 110, 250, 50)), ("frame", 2, R(210, 0, 80, 40))]) {
        AnyView(SheetPacking(horizontalSpacing: 10, verticalSpacing: 10) {
            Color.red.frame(width: 200, height: 100)
            Color.green.frame(width: 250, height: 50)
            Color.blue.frame(width: 80, height: 40)
        })
    },
    SheetPackingCase("the place where a section ends highest wins over the leftmost", width: 320,
                     [("frame", 3, R(220, 30, 100, 20))]) {
        AnyView(SheetPacking(horizontalSpacing: 10, verticalSpacing: 10) {
            Color.red.frame(width: 100, height: 30)
            Color.green.frame(width: 100, height: 60)
            Color.blue.frame(width: 100, height: 20)
            Color.gray.frame(width: 100, height: 20)   // x 0 ends at 60, x 110 at 90, x 220 at 50
        })
    },
    SheetPackingCase("a section keeps its gap to a neighbour on its right", width: 320,
                     [("frame", 1, R(110, 0, 100, 100)), ("frame", 2, R(0, 110, 105, 10))]) {
        AnyView(SheetPacking(horizontalSpacing: 10, verticalSpacing: 10) {
            Color.red.frame(width: 100, height: 10)
            Color.green.frame(width: 100, height: 100)
            Color.blue.frame(width: 105, height: 10)    // at x 0 it would end 5 pt from the green one: below it
        })
    },
    SheetPackingCase("four cells become two rows of two when three and one end no lower, freeing a column", width: 320,
                     [("Flow", 0, R(0, 0, 210, 110)), ("frame", 4, R(220, 0, 100, 100))]) {
        AnyView(SheetPacking(horizontalSpacing: 10, verticalSpacing: 10) {
            fourCells()
            Color.blue.frame(width: 100, height: 100)
        })
    },
    SheetPackingCase("a section wider than the page starts at the left edge below the others", width: 200,
                     [("frame", 1, R(0, 60, 260, 20))]) {
        AnyView(SheetPacking(horizontalSpacing: 10, verticalSpacing: 10) {
            Color.red.frame(width: 50, height: 50)
            Color.green.frame(width: 260, height: 20)
        })
    },
    SheetPackingCase("a section's title wraps to its cells' width", width: 400,
                     [("Text", 0, R(0, 0, 178.5, 42.5)), ("Flow", 0, R(0, 54.5, 210, 110))]) {
        AnyView(SheetSectionLayout(spacing: 12, minimumTitleWidth: 150) {
            Text(verbatim: "aaaaaaaaaa bbbbbbbbbb cccccccccc")
            Flow(itemSpacing: 10, lineSpacing: 10) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 100, height: 50) } }
        }.frame(width: 210, alignment: .topLeading).frame(maxWidth: .infinity, alignment: .leading))
    },
    SheetPackingCase("a title never wraps narrower than its minimum, however narrow the cells", width: 400,
                     [("Text", 0, R(0, 0, 272, 21.25)), ("frame", 0, R(0, 33.25, 40, 40))]) {
        AnyView(SheetSectionLayout(spacing: 12, minimumTitleWidth: 300) {
            Text(verbatim: "aaaaaaaaaa bbbbbbbbbb cccccccccc")
            Color.red.frame(width: 40, height: 40)
        }.frame(maxWidth: .infinity, alignment: .topLeading))
    },
]

@Suite struct SheetPackingTests {
    @Test(arguments: sheetPackingCases)
    func frames(_ c: SheetPackingCase) throws {
        let r = try LayoutEngine.layout(c.view(), proposal: ProposedViewSize(width: c.width, height: nil),
                                        measurer: FixedWidthTextMeasurer(), scale: 4)
        for (kind, index, expected) in c.expected {
            let nodes = r.all(kind)
            try #require(nodes.count > index, "no \(kind) #\(index) in \(c.name)")
            let f = nodes[index].frame
            #expect(abs(f.minX - expected.minX) < 0.01 && abs(f.minY - expected.minY) < 0.01
                    && abs(f.width - expected.width) < 0.01 && abs(f.height - expected.height) < 0.01,
                    "\(kind) #\(index): got \(f), expected \(expected)")
        }
    }

    /// Taking a section out of the free space: the rectangle it overlaps splits into the parts around
    /// it, and parts inside others are dropped.
    @Test func takingASectionOutSplitsTheFreeSpace() {
        typealias S = SheetPacking.Space
        let page = S(minX: 0, minY: 0, maxX: 300, maxY: .infinity)
        let free = S.remove(S(minX: 0, minY: 0, maxX: 110, maxY: 60), from: [page])
        #expect(free == [S(minX: 110, minY: 0, maxX: 300, maxY: .infinity), S(minX: 0, minY: 60, maxX: 300, maxY: .infinity)])
        // A second section below the first: the strip right of the first stays, above the second.
        let next = S.remove(S(minX: 0, minY: 60, maxX: 300, maxY: 100), from: free)
        #expect(next == [S(minX: 110, minY: 0, maxX: 300, maxY: 60), S(minX: 0, minY: 100, maxX: 300, maxY: .infinity)])
    }

    /// The documented page: 16 384 px per side at @3x, and within the 64 Mi pixel budget at the sheet's width.
    @Test func thePageFitsTheDefaultBudgetAtThreeX() {
        #expect(SheetStyle.maxHeight * 3 == 16_384)
        #expect(SheetStyle.width * 3 * (SheetStyle.maxHeight * 3).rounded(.down) <= 64 * 1024 * 1024)
    }
}
