import Testing
@testable import Layout

/// `LayoutResult.drawsTheSame` (two display lists paint the same pixels) and `EnvironmentReads` (which
/// environment keys a layout looked at): what lets a "does this setting change the picture?" check skip
/// work, so each must say "the same" / "not read" only when that is certain.
@Suite struct SameDrawingTests {
    /// A swatch whose colour follows Reduce Motion, so its layout reads that key.
    struct MotionSwatch: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View { (reduceMotion ? Color.red : Color.blue).frame(width: 10, height: 10) }
    }

    func layout(_ view: some View, _ env: EnvironmentValues = EnvironmentValues()) throws -> LayoutResult {
        try LayoutEngine.layout(view, proposal: ProposedViewSize(width: 100, height: nil), environment: env,
                                measurer: FixedWidthTextMeasurer())
    }

    @Test func theSameViewDrawsTheSame() throws {
        let view = VStack { Text("hello"); Color.red.frame(width: 20, height: 4) }.padding(3)
        let a = try layout(view), b = try layout(view)
        #expect(a.commands.count == 2)
        #expect(a.drawsTheSame(as: b))
    }

    @Test func anyDifferenceInTheListIsADifference() throws {
        let base = try layout(VStack { Text("hello"); Color.red.frame(width: 20, height: 4) })
        let otherText = try layout(VStack { Text("hallo"); Color.red.frame(width: 20, height: 4) })
        let otherColour = try layout(VStack { Text("hello"); Color.blue.frame(width: 20, height: 4) })
        let otherFrame = try layout(VStack { Text("hello"); Color.red.frame(width: 21, height: 4) })
        let fewer = try layout(VStack { Text("hello") })
        for other in [otherText, otherColour, otherFrame, fewer] { #expect(!base.drawsTheSame(as: other)) }
        // The same list on a different canvas is a different picture.
        let taller = try LayoutEngine.layout(VStack { Text("hello"); Color.red.frame(width: 20, height: 4) },
                                             proposal: ProposedViewSize(width: 100, height: 50), measurer: FixedWidthTextMeasurer())
        #expect(!base.drawsTheSame(as: taller))
    }

    @Test func layersCompareTheirShadows() {
        var a = Layer(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
        a.shadow = (color: .black, radius: 4, x: 0, y: 2)
        var b = a
        #expect(DrawCommand.beginLayer(a).drawsTheSame(as: .beginLayer(b)))
        b.shadow = (color: RGBA(r: 0, g: 0, b: 0, a: 0.5), radius: 4, x: 0, y: 2)
        #expect(!DrawCommand.beginLayer(a).drawsTheSame(as: .beginLayer(b)))
        b.shadow = nil
        #expect(!DrawCommand.beginLayer(a).drawsTheSame(as: .beginLayer(b)))
        #expect(!DrawCommand.beginLayer(a).drawsTheSame(as: .endLayer))
    }

    @Test func readsAreRecordedWhileTheWorkRuns() throws {
        var reduceMotion = EnvironmentValues()
        reduceMotion.accessibilityReduceMotion = true
        var bold = EnvironmentValues()
        bold.legibilityWeight = .bold
        // Text resolves its font with Bold Text; nothing reads Reduce Motion.
        let textReads = EnvironmentReads()
        _ = try textReads.recording { try layout(Text("hi")) }
        #expect(textReads.readAny(of: bold))
        #expect(!textReads.readAny(of: reduceMotion))
        #expect(!textReads.readAny(of: EnvironmentValues()), "an environment that sets nothing")
        // A body that reads the key (inside the engine, from its copies of the environment) is recorded,
        // and the setting does change its picture.
        let swatchReads = EnvironmentReads()
        let plain = try swatchReads.recording { try layout(MotionSwatch()) }
        #expect(swatchReads.readAny(of: reduceMotion))
        #expect(!plain.drawsTheSame(as: try layout(MotionSwatch(), reduceMotion)))
        #expect(plain.drawsTheSame(as: try layout(MotionSwatch())))
    }
}
