import Imaging
import Layout
import Markdown
import MockshotKit
import Render
import Testing
@testable import ChatGPTKit

/// MockshotKit's `MarkdownView` with the ChatGPT theme: every block kind, and the theme's numbers.
@Suite("Markdown")
struct MarkdownViewTests {
    func md(_ source: String, width: Double = 390, scheme: ColorScheme = .light) throws -> LayoutResult {
        try layout(MarkdownView(source, theme: .chatGPT), width: width, scheme: scheme)
    }

    @Test func headingsUseTheGuidesHeadingTokens() throws {
        let r = try md("# One\n## Two\n### Three\n#### Four\n\nBody")
        let sizes = ["One", "Two", "Three", "Four", "Body"].map { r.texts($0).first?.text?.runs.first?.font }
        #expect(sizes.map { $0?.size } == [24, 20, 17, 16, 16])
        #expect(sizes.prefix(4).allSatisfy { $0?.weight == .semibold && $0?.name == "Söhne-Halbfett" })
        #expect(sizes[4]?.name == "Söhne-Buch")
        // 16 pt between blocks, plus 8 above a heading that follows a block.
        let one = try #require(r.texts("One").first), two = try #require(r.texts("Two").first)
        #expect(two.frame.minY - one.frame.maxY == 16 + 8)
    }

    @Test func inlineRunsCarryTheirStyles() throws {
        let r = try md("Plain **bold** *it* `code` ~~gone~~ [link](https://x.example)")
        let text = try #require(r.first("Text")?.text)
        #expect(text.string == "Plain bold it code gone link")
        func run(_ s: String) -> ResolvedTextRun? { text.runs.first { $0.string == s } }
        #expect(run("Plain ")?.font.weight == .regular)
        #expect(run("bold")?.font.weight == .semibold)
        #expect(run("it")?.font.italic == true)
        #expect(run("code")?.font.name == "Menlo-Regular")
        #expect(run("code")?.font.size == 14)
        #expect(run("gone")?.strikethrough == true)
        #expect(run("link")?.color?.hexString == "#2A7FFF")
        #expect(run("Plain ")?.color?.hexString == "#0D0D0D")
        #expect(text.lineSpacing == 8)
        // Inline code sits on the inline-code fill; the other runs have none.
        #expect(run("code")?.background?.hexString == "#F0F0F0")
        #expect(text.runs.filter { $0.string != "code" }.allSatisfy { $0.background == nil })
    }

    @Test func inlineCodeFillFollowsTheScheme() throws {
        let r = try md("Use `uniqued()` here", scheme: .dark)
        let text = try #require(r.first("Text")?.text)
        #expect(text.runs.first { $0.string == "uniqued()" }?.background?.hexString == "#424242")
    }

    /// Real rendering: the fill is painted behind the span (sampled between its glyphs) and only there.
    @Test(arguments: [(ColorScheme.light, "#F0F0F0", "#FFFFFF"), (.dark, "#424242", "#212121")])
    func inlineCodeFillIsPainted(scheme: ColorScheme, fill: String, canvas: String) throws {
        let view = MarkdownView("`a   b` plain", theme: .chatGPT)
            .frame(width: 300, alignment: .leading)
            .gptTheme()
            .environment(\.colorScheme, scheme)
        let image = try Renderer.render(view, proposal: ProposedViewSize(width: 300, height: nil),
                                        options: RenderOptions(scale: 1)).rgbaImage()
        let midY = image.height / 2
        // Monospaced 14 pt: "a" ends near 8.4 pt, "b" starts near 33.6 pt; the spaces between are fill.
        #expect(image.hex(x: 20, y: midY) == fill)
        #expect(image.hex(x: 20, y: 1) == fill)
        // Past the span, the canvas.
        #expect(image.hex(x: image.width - 2, y: midY) == canvas)
    }

    @Test func nestedListsIndentByOneMarkerColumn() throws {
        let r = try md("1. First\n2. Second\n   - inner\n3. Third")
        let first = try #require(r.texts("First").first), inner = try #require(r.texts("inner").first)
        #expect(inner.frame.minX - first.frame.minX == 18 + 6)
        #expect(r.texts("1.").count == 1 && r.texts("2.").count == 1 && r.texts("3.").count == 1)
        #expect(r.texts("◦").count == 1)
        // Ordered markers right-align in the 18 pt column before the 6 pt gap.
        let marker = try #require(r.texts("1.").first)
        #expect(marker.frame.maxX == first.frame.minX - 6)
        // Tight list: 8 pt between items.
        let second = try #require(r.texts("Second").first)
        #expect(second.frame.minY - first.frame.maxY == 8)
    }

    @Test func taskItemsDrawCheckBoxes() throws {
        let r = try md("- [x] done\n- [ ] open")
        let boxes = r.all("RoundedRectangle").filter { $0.shape?.dumpInfo["cornerRadius"] == "3" }
        #expect(boxes.count == 2)
        #expect(boxes.allSatisfy { $0.frame.size == Size(width: 14, height: 14) })
        #expect(!boxes[0].isStrokeBorder && boxes[1].isStrokeBorder)
        #expect(r.symbols("checkmark").count == 1)
    }

    @Test func blockQuoteBarRunsTheQuotesFullHeight() throws {
        let r = try md("> " + String(repeating: "quoted words ", count: 30), width: 300)
        let text = try #require(r.first("Text"))
        let bar = try #require(r.all("Rectangle").first { $0.frame.width == 4 })
        #expect(text.textMeasurement?.lineCount ?? 0 > 1)
        #expect(bar.frame.minY == text.frame.minY && bar.frame.maxY == text.frame.maxY)
        #expect(text.frame.minX - bar.frame.maxX == 12)
        #expect(bar.paintHex == "#E5E5E5")
        #expect(text.text?.runs.first?.color?.hexString == "#676767")
    }

    /// Columns sized by content, as a browser sizes a `width: 100%` table: every column gets its unwrapped
    /// width (text + 2 × 10 pt padding: 50, 65, 57.5 at 7.5 pt per character) and the 217.5 pt to spare is
    /// shared in proportion to it, so the widest header gets the widest column.
    @Test func tableColumnsAreSizedByTheirContentWithHairlines() throws {
        let r = try md("| Left | Centre | Right |\n|:--|:-:|--:|\n| a | b | c |\n| d | e | f |", width: 390)
        let cells = r.all("flexFrame").filter { $0.children.first?.kind == "padding" }
        #expect(cells.count == 9)
        #expect(cells.map(\.frame.width) == [113, 147, 130, 113, 147, 130, 113, 147, 130])
        #expect(cells.map(\.frame.minX) == [0, 113, 260, 0, 113, 260, 0, 113, 260])
        // Header cells are semibold, body cells regular.
        #expect(r.texts("Left").first?.text?.runs.first?.font.weight == .semibold)
        #expect(r.texts("a").first?.text?.runs.first?.font.weight == .regular)
        // Alignment from the delimiter row, inside 10 pt cell padding.
        let left = try #require(r.texts("a").first), centre = try #require(r.texts("b").first), right = try #require(r.texts("c").first)
        #expect(left.frame.minX == 10)
        #expect(abs(centre.frame.midX - 186.5) <= 0.5)
        #expect(right.frame.maxX == 390 - 10)
        // Hairlines: the top edge of each body cell (two rows of three), the trailing edge of the first two
        // columns in every row, each as tall as its row.
        let rowLines = r.all("Rectangle").filter { $0.frame.height == 1 && $0.frame.width > 1 }
        #expect(rowLines.count == 6)
        #expect(Set(rowLines.map(\.frame.minY)).count == 2)
        let columnLines = r.all("Rectangle").filter { $0.frame.width == 1 }
        #expect(columnLines.count == 6)
        #expect(columnLines.allSatisfy { $0.paintHex == "#E5E5E5" })
        #expect(columnLines.map(\.frame.minX).sorted() == [112, 112, 112, 259, 259, 259])
        let headerRowHeight = try #require(rowLines.map(\.frame.minY).min())
        #expect(columnLines.contains { $0.frame.minY == 0 && $0.frame.maxY == headerRowHeight })
        // Rounded 8 pt outline and header fill.
        let outline = try #require(r.all("RoundedRectangle").first { $0.isStrokeBorder })
        #expect(outline.shape?.dumpInfo["cornerRadius"] == "8")
        #expect(outline.frame == Rect(x: 0, y: 0, width: 390, height: r.root.frame.height))
        #expect(r.all("Rectangle").filter { $0.paintHex == "#F7F7F8" && $0.frame.minY == 0 && $0.frame.maxY == headerRowHeight }.count == 3)
    }

    /// Between the columns' minimum (longest word) and maximum (unwrapped) widths, each column gets its
    /// minimum plus the same share of its range: the short column stays unwrapped, the long one wraps
    /// between words.
    @Test func narrowTablesWrapLongCellsBetweenWords() throws {
        // Column 1: "Approach" / "Set" → min = max = 8 × 7.5 + 20 = 80. Column 2: "keeps the order of the
        // elements" → min "elements" 80, max 33 × 7.5 + 20 = 267.5. Width 200: column 2 gets 120.
        let r = try md("| Approach | Note |\n|---|---|\n| Set | keeps the order of the elements |", width: 200)
        let cells = r.all("flexFrame").filter { $0.children.first?.kind == "padding" }
        #expect(cells.map(\.frame.width) == [80, 120, 80, 120])
        let note = try #require(r.texts("keeps the order of the elements").first)
        #expect(note.textMeasurement?.lineCount == 3)
    }

    /// When even the longest words do not fit, columns keep them whole and the table is cut off at the
    /// trailing edge (a scroller at rest) instead of breaking words: here at accessibility5, 53 pt text.
    @Test func largeTypeNeverBreaksWordsInTables() throws {
        let r = try layout(MarkdownView("| Approach | Keeps order |\n|---|---|\n| uniqued() | Yes |", theme: .chatGPT), width: 358) {
            $0.dynamicTypeSize = .accessibility5
        }
        let cells = r.all("flexFrame").filter { $0.children.first?.kind == "padding" }
        let measurer = FixedWidthTextMeasurer()
        for text in r.all("Text") where text.text != nil {
            let minimum = measurer.minimumWidth(try #require(text.text))
            #expect(text.frame.width >= minimum - 0.5, "'\(text.text?.string ?? "")' is \(text.frame.width) wide, its longest word \(minimum)")
        }
        #expect(cells[0].frame.width + cells[1].frame.width > 358)
        // The table reports the width it was offered and clips what runs past it.
        let outer = try #require(r.all("flexFrame").first { $0.children.first?.kind != "padding" })
        #expect(outer.frame.width == 358)
    }

    @Test func fencedCodeBecomesTheGuidesCodeBlockWithoutExtraMargins() throws {
        let r = try md("Text\n\n```python\nprint(1)\n```")
        #expect(r.texts("python").count == 1)
        #expect(r.texts("Copy").count == 1)
        let code = try #require(r.texts("print(1)").first)
        #expect(code.text?.runs.first?.font.name == "Menlo-Regular")
        let border = try #require(r.all("RoundedRectangle").first { $0.isStrokeBorder })
        #expect(border.frame.minX == 0 && border.frame.maxX == 390)
    }

    @Test func thematicBreakIsAOnePointRule() throws {
        let r = try md("a\n\n---\n\nb")
        let rule = try #require(r.all("Rectangle").first { $0.frame.height == 1 })
        #expect(rule.frame.width == 390)
        #expect(rule.paintHex == "#E5E5E5")
    }

    @Test func darkThemeFollowsTheScheme() throws {
        let r = try md("Hi [x](https://x.example)\n\n> q", scheme: .dark)
        #expect(r.texts("Hi x").first?.text?.runs.first?.color?.hexString == "#ECECEC")
        #expect(r.texts("q").first?.text?.runs.first?.color?.hexString == "#B4B4B4")
        #expect(r.all("Rectangle").first { $0.frame.width == 4 }?.paintHex == "#424242")
    }

    /// The brand-neutral default theme renders the same blocks with system styling.
    @Test func standardThemeRendersEveryBlock() throws {
        let r = try layout(MarkdownView(SampleConversation.markdownShowcase), width: 390)
        #expect(r.texts("Heading 1").first?.text?.runs.first?.font.size == 28)
        #expect(r.texts("python").count == 1)
        #expect(r.texts("print(\"hello\")").first?.text?.runs.first?.font.design == .monospaced)
        #expect(r.texts("Left").first?.text?.runs.first?.font.weight == .semibold)
    }
}
