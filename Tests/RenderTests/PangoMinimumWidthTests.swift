import Layout
import Testing
@testable import Render

/// Pango's min-content width: the widest piece no line break opportunity splits.
@Suite struct PangoMinimumWidthTests {
    let font = Font.custom("Inter-Regular", size: 17)

    @Test func isTheLongestWord() throws {
        let measurer = try makeMeasurer()
        let longest = measurer.measure(resolved(Text("mississippi").font(font)), width: nil).size.width
        let minimum = measurer.minimumWidth(resolved(Text("a mississippi of\nwords").font(font)))
        #expect(abs(minimum - longest) < 0.01)
        #expect(minimum < measurer.measure(resolved(Text("a mississippi of").font(font)), width: nil).size.width)
    }

    /// Wrapping at the minimum width breaks between words only: one word per line, none split.
    @Test func wrappingAtTheMinimumBreaksNoWord() throws {
        let measurer = try makeMeasurer()
        let text = resolved(Text("Keeps order unchanged").font(.custom("Inter-Regular", size: 53)))
        let minimum = measurer.minimumWidth(text)
        #expect(measurer.measure(text, width: minimum).lineCount == 3)
    }

    /// Between ideographs every character is a break opportunity.
    @Test func cjkBreaksBetweenCharacters() throws {
        let measurer = try makeMeasurer()
        let minimum = measurer.minimumWidth(resolved(Text("日本語のテキスト").font(font)))
        let one = measurer.measure(resolved(Text("日").font(font)), width: nil).size.width
        #expect(minimum < one * 2)
    }

    @Test func emptyTextIsZero() throws {
        #expect(try makeMeasurer().minimumWidth(resolved(Text(verbatim: ""))) == 0)
    }
}
