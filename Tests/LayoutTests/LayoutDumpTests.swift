import Foundation
import Testing
@testable import Layout

/// The layout dump writes its JSON by hand (Layout links no Foundation). Its text must stay exactly what
/// `JSONSerialization` wrote with `[.prettyPrinted, .sortedKeys]`, which these tests use as the reference.
@Suite struct LayoutDumpTests {
    /// The value as the Foundation objects the dump used to hand to `JSONSerialization`.
    static func foundationObject(_ value: JSONValue) -> Any {
        switch value {
        case .string(let s): s
        case .int(let i): i
        case .double(let d): d
        case .bool(let b): b
        case .array(let items): items.map(foundationObject)
        case .object(let members): members.mapValues(foundationObject)
        }
    }

    static func foundationText(_ value: JSONValue) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: foundationObject(value), options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// A shape whose dump info carries keys that exercise the key order.
    struct KeyedShape: Shape, ShapeDumpInfo {
        func path(in rect: Rect) -> Path { Path(rect) }
        var dumpInfo: [String: String] { ["cornerRadii": "1,2,3,4", "style": "a/b \"c\" \\d\n\t\u{1}\u{1F}é😀"] }
    }

    /// One of everything the dump writes: stacks with both alignments, padding, fixed and flexible frames
    /// (with an unbounded maximum), priorities, text runs, strokes with dashes, every effect, fractional
    /// values and strings that need escaping.
    static var richView: some View {
        VStack(alignment: .leading, spacing: 7.25) {
            HStack(alignment: .firstTextBaseline) {
                Text("Tab\there, \"quoted\", back\\slash / slash").font(.system(size: 13.3, weight: .semibold)).italic()
                Spacer(minLength: 3.3333)
                Text("second").layoutPriority(1.5)
            }
            .padding(EdgeInsets(top: 1.5, leading: 2, bottom: 0.125, trailing: 4))
            .frame(maxWidth: .infinity, minHeight: 10.0005)
            RoundedRectangle(cornerRadius: 6.5).stroke(Color.red, style: StrokeStyle(lineWidth: 1.5, dash: [2, 0.75]))
                .frame(width: 33.3, height: 20)
                .shadow(color: .black.opacity(0.25), radius: 3.5, x: 0.5, y: -2)
            KeyedShape().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 10, height: 10)
                .blur(radius: 1.25).scaleEffect(1.1).rotationEffect(.degrees(12.5)).offset(x: 0.3, y: -0.7)
                .clipShape(Circle()).blendMode(.plusLighter).compositingGroup().opacity(0.333)
            Text("material").background(.regularMaterial)
            Image(systemName: "plus").font(.system(size: 17))
        }
    }

    @Test func writerMatchesJSONSerializationOnARichLayout() throws {
        let result = try LayoutEngine.layout(Self.richView, proposal: ProposedViewSize(width: 390, height: nil),
                                             measurer: FixedWidthTextMeasurer(), scale: 3)
        let tree = JSONValue.object(["canvas": .array([LayoutResult.num(result.canvasSize.width), LayoutResult.num(result.canvasSize.height)]),
                                     "root": LayoutResult.dump(result.root)])
        let dump = result.dumpJSON()
        #expect(dump == tree.prettyPrinted)
        #expect(dump == (try Self.foundationText(tree)))
        // The rich view really has the tricky parts.
        for fragment in ["\"maxWidth\" : \"infinity\"", "\\/ slash", "\\t", "\"dash\" : [", "\"blendMode\" : \"plusLighter\"",
                         "\"style\" : \"a\\/b \\\"c\\\" \\\\d\\n\\t\\u0001\\u001fé😀\"", "\"layoutPriority\" : 1.5", "\"opacity\" : 0.333"] {
            #expect(dump.contains(fragment), "\(fragment)")
        }
    }

    @Test func writerMatchesJSONSerializationOnNumbersStringsAndEmptyContainers() throws {
        let numbers: [JSONValue] = [0.1, 0.333, 1e-4, 1e-5, 123456789.123, 1e15, 9.5e15, 9007199254740992, 1e16, -0.5, -0.0, 2, -3,
                                    1e300, .leastNonzeroMagnitude].map { .double($0) } + [.int(0), .int(-7), .int(Int.max), .bool(true), .bool(false)]
        var text = ""
        for value in 0..<0x80 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        let value = JSONValue.object([
            "numbers": .array(numbers),
            "ascii": .string(text),
            "unicode": .string("é 😀 \u{2028} \u{FEFF} e\u{301}"),
            "empty array": .array([]),
            "empty object": .object([:]),
            "nested": .array([.object(["k": .array([.int(1), .object(["z": .array([])])])])]),
        ])
        #expect(value.prettyPrinted == (try Self.foundationText(value)))
    }

    @Test func keysSortLikeFoundationsSortedKeys() throws {
        var keys = (0x20...0x7E).map { String(Unicode.Scalar(UInt8($0))) }
        keys += ["ab", "Aa", "aB", "Ab", "AB", "a0", "a00", "a01", "a1", "a001", "a9", "a09", "a10", "a99", "a100", "x1y", "x01y", "x1Y",
                 "1", "01", "10", "2", "007", "a-b", "ab-", "a b", "a_b", "abc", "aBc", "a.b", "a/b", "a1b2", "a1b10", "a12345678901234567890",
                 "a12345678901234567891", "lines", "lineSpacing", "lineWidth", "maxWidth", "minWidth", "maxHeight", "minHeight",
                 "cornerRadii", "cornerRadius", "strokeBorder", "stroke", "style", "shape", "symbol", "scale", "shadow", "fontSize",
                 "fontWeight", "font", "fill", "frame", "kind", "children", "canvas", "root", "x", "y", "radius", "color", "Z", "zz"]
        let value = JSONValue.object(Dictionary(keys.map { ($0, JSONValue.int(1)) }, uniquingKeysWith: { first, _ in first }))
        #expect(value.prettyPrinted == (try Self.foundationText(value)))
        #expect(JSONKeyOrder.areInIncreasingOrder("lines", "lineSpacing") && JSONKeyOrder.areInIncreasingOrder("lineSpacing", "lineWidth"))
    }

    @Test func nonFiniteNumbersBecomeStrings() {
        let value = JSONValue.array([.double(.infinity), .double(-.infinity), .double(.nan)])
        #expect(value.prettyPrinted == "[\n  \"infinity\",\n  \"-infinity\",\n  \"nan\"\n]")
    }
}
