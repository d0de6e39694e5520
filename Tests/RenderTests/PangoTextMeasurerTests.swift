import CCairo
import Layout
import Testing
@testable import Render

/// Pango measurement: sizes follow the text, wrapping, limits, spacing and features; layouts are cached.
struct PangoTextMeasurerTests {
    let body = Font.system(size: 17)

    @Test func widerStringsMeasureWider() throws {
        let measurer = try makeMeasurer()
        let short = measurer.measure(resolved(Text("Hello").font(body)), width: nil)
        let long = measurer.measure(resolved(Text("Hello, world").font(body)), width: nil)
        #expect(short.size.width > 20)
        #expect(long.size.width > short.size.width + 30)
        #expect(short.size.height == long.size.height)
        #expect(short.lineCount == 1)
        // Inter at 17 pt: a line is about 1.2 em tall, the baseline about 0.97 em down.
        #expect(short.size.height > 19 && short.size.height < 22)
        #expect(short.firstBaseline > 15 && short.firstBaseline < short.size.height)
    }

    @Test func wrappingAtAWidthGivesMoreLines() throws {
        let measurer = try makeMeasurer()
        let text = resolved(Text("The quick brown fox jumps over the lazy dog").font(body))
        let natural = measurer.measure(text, width: nil)
        let wrapped = measurer.measure(text, width: 120)
        #expect(natural.lineCount == 1)
        #expect(wrapped.lineCount >= 3)
        #expect(wrapped.size.width <= 120)
        #expect(wrapped.size.height >= 3 * natural.size.height - 1)
        // A width at least the natural one wraps nothing and reuses the natural layout.
        let roomy = measurer.measure(text, width: natural.size.width + 50)
        #expect(roomy.handle === natural.handle)
        #expect(roomy.size == natural.size)
    }

    @Test func layoutsAreCachedPerTextAndWidth() throws {
        let measurer = try makeMeasurer()
        let text = resolved(Text("Cache me if you can").font(body))
        let a = measurer.measure(text, width: 80), b = measurer.measure(text, width: 80)
        #expect(a.handle === b.handle)
        #expect(a.handle !== measurer.measure(text, width: 60).handle)
        // Any width between the widest line and the wrap width breaks the same lines: same layout.
        #expect(a.size.width < 80)
        #expect(measurer.measure(text, width: a.size.width).handle === a.handle)
        #expect(measurer.measure(text, width: (a.size.width + 80) / 2).handle === a.handle)
        let handle = try #require(a.handle as? PangoLayoutHandle)
        #expect(handle.pointer != nil)
        measurer.releaseLayouts()
        #expect(handle.pointer == nil)
    }

    @Test func lineLimitEllipsizesAtTheLastLine() throws {
        let measurer = try makeMeasurer()
        let long = String(repeating: "words and more words ", count: 10)
        let one = measurer.measure(resolved(Text(long).font(body)) { $0.lineLimitRange = 0...1 }, width: 150)
        let two = measurer.measure(resolved(Text(long).font(body)) { $0.lineLimitRange = 0...2 }, width: 150)
        let free = measurer.measure(resolved(Text(long).font(body)), width: 150)
        #expect(one.lineCount == 1)
        #expect(two.lineCount == 2)
        #expect(free.lineCount > 5)
        #expect(abs(two.size.height - 2 * one.size.height) < 1)
    }

    @Test func lineLimitAlsoCountsParagraphs() throws {
        // Pango limits lines per paragraph; three one-line paragraphs under a limit of 2 must still be 2 lines.
        let measurer = try makeMeasurer()
        let single = measurer.measure(resolved(Text("One").font(body)), width: nil)
        for width in [nil, 200.0] {
            let limited = measurer.measure(resolved(Text("One\nTwo\nThree").font(body)) { $0.lineLimitRange = 0...2 }, width: width)
            #expect(limited.lineCount == 2)
            #expect(abs(limited.size.height - 2 * single.size.height) < 1)
        }
    }

    @Test func reservedLinesKeepTheHeight() throws {
        let measurer = try makeMeasurer()
        let one = measurer.measure(resolved(Text("Hi").font(body)), width: 200)
        let reserved = measurer.measure(resolved(Text("Hi").font(body)) { $0.lineLimitRange = 3...3 }, width: 200)
        #expect(reserved.lineCount == 3)
        #expect(abs(reserved.size.height - 3 * one.size.height) < 0.01)
        #expect(reserved.size.width == one.size.width)
        let empty = measurer.measure(resolved(Text("").font(body)) { $0.lineLimitRange = 2...2 }, width: 200)
        #expect(abs(empty.size.height - 2 * one.size.height) < 0.01)
        #expect(measurer.measure(resolved(Text("").font(body)), width: 200).size == .zero)
    }

    @Test func lineSpacingAddsBetweenLines() throws {
        let measurer = try makeMeasurer()
        let plain = measurer.measure(resolved(Text("One\nTwo").font(body)), width: nil)
        let spaced = measurer.measure(resolved(Text("One\nTwo").font(body)) { $0.lineSpacing = 10 }, width: nil)
        #expect(plain.lineCount == 2)
        #expect(abs(spaced.size.height - plain.size.height - 10) < 0.01)
    }

    @Test func trackingWeightAndFeaturesChangeWidths() throws {
        let measurer = try makeMeasurer()
        let plain = measurer.measure(resolved(Text("Tracking").font(body)), width: nil)
        let tracked = measurer.measure(resolved(Text("Tracking").font(body).tracking(2)), width: nil)
        #expect(tracked.size.width > plain.size.width + 12)
        let bold = measurer.measure(resolved(Text("Tracking").font(.system(size: 17, weight: .bold))), width: nil)
        #expect(bold.size.width > plain.size.width)
        // Inter's default digits are proportional; tabular figures make "1" as wide as "0".
        let ones = measurer.measure(resolved(Text("1111").font(body)), width: nil)
        let tabular = measurer.measure(resolved(Text("1111").font(body).monospacedDigit()), width: nil)
        let zeros = measurer.measure(resolved(Text("0000").font(body).monospacedDigit()), width: nil)
        #expect(tabular.size.width > ones.size.width)
        #expect(abs(tabular.size.width - zeros.size.width) < 0.01)
    }

    @Test func namedFontsMapToBundledFaces() throws {
        let measurer = try makeMeasurer()
        let regular = measurer.measure(resolved(Text("Weights").font(.custom("SFProText-Regular", size: 17))), width: nil)
        let inter = measurer.measure(resolved(Text("Weights").font(.custom("Inter-Regular", size: 17))), width: nil)
        let heavy = measurer.measure(resolved(Text("Weights").font(.custom("Söhne-Halbfett", size: 17))), width: nil)
        #expect(regular.size == inter.size)
        #expect(heavy.size.width > regular.size.width)
        let overridden = measurer.measure(resolved(Text("Weights").font(.custom("Söhne-Halbfett", size: 17).weight(.regular))), width: nil)
        #expect(overridden.size == inter.size)
        let mono = measurer.measure(resolved(Text("iiii").font(.custom("Menlo-Regular", size: 17))), width: nil)
        let monoM = measurer.measure(resolved(Text("MMMM").font(.custom("Menlo-Regular", size: 17))), width: nil)
        #expect(mono.size.width == monoM.size.width)
        #expect(measurer.warnings.isEmpty)
        _ = measurer.measure(resolved(Text("x").font(.custom("Papyrus", size: 17))), width: nil)
        #expect(measurer.warnings == ["unknown font 'Papyrus', using Inter"])
    }

    @Test func sizeScalesLinearly() throws {
        let measurer = try makeMeasurer()
        let small = measurer.measure(resolved(Text("Scale").font(.system(size: 10))), width: nil)
        let large = measurer.measure(resolved(Text("Scale").font(.system(size: 40))), width: nil)
        #expect(abs(large.size.width - 4 * small.size.width) < 0.05)
    }

    @Test(arguments: ["Hello", "naïve", "👍👍ok", "One\ntwo", "Hi there, world!", "One two\nthree", "a  b", "👍 ok", "naïve café"])
    func zeroWidthCountsLinesAsPangoWould(_ string: String) throws {
        // A line per grapheme: Pango's own count at zero width without spaces; with spaces Pango may let
        // some hang at line ends, giving up to one line fewer per space.
        let measurer = try makeMeasurer()
        let text = resolved(Text(string).font(body))
        let fast = measurer.measure(text, width: 0)
        var fonts = FontResolver()
        let context = try FontLibrary.shared().makeFontMap().makeContext()
        let layout = PangoLayoutBuilder(context: context.pointer, rightToLeftContext: context.pointer).makeLayout(text, widthUnits: 0, fonts: &fonts)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let pango = Int(pango_layout_get_line_count(layout))
        let spaces = string.filter { $0 == " " }.count
        #expect(fast.lineCount >= pango && fast.lineCount <= pango + spaces)
        if spaces == 0 { #expect(fast.lineCount == pango) }
        #expect(fast.size.width == 0)
        let one = measurer.measure(resolved(Text("x").font(body)), width: nil)
        #expect(abs(fast.size.height - Double(fast.lineCount) * one.size.height) < 0.01)
    }
}
