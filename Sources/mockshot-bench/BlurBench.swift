import Layout
import Render

/// `make bench`, blurs: the 390×844 pt screen at @3x drawn with a card shadow (an alpha mask blurred at a
/// reduced scale), a material bar (the backdrop behind it copied and blurred in colour) and blurred text
/// (a full-resolution colour blur), against the same screen without the three effects, interleaved; the
/// difference is what the blurs cost (`BENCH_BLUR_ONLY=1` runs only this part).
enum BlurBench {
    struct Screen: View {
        var effects: Bool
        var body: some View {
            ZStack(alignment: .top) {
                VStack(spacing: 0) {
                    ForEach(0..<12, id: \.self) { i in
                        Rectangle().fill(i % 3 == 0 ? Color(hex: 0x3B6FD8) : i % 3 == 1 ? Color(hex: 0xE8A23A) : Color(hex: 0x2FA37A))
                    }
                }
                VStack(spacing: 40) {
                    if effects {
                        bar.background(.regularMaterial, in: Rectangle())
                        card.shadow(color: .black.opacity(0.35), radius: 24, y: 8)
                        title.blur(radius: 4)
                    } else {
                        bar.background(Color.white.opacity(0.7), in: Rectangle())
                        card
                        title
                    }
                }
            }
            .frame(width: 390, height: 844)
        }
        var bar: some View { Text("Material").font(.custom("Inter-SemiBold", fixedSize: 17)).frame(maxWidth: .infinity).frame(height: 96) }
        var card: some View { RoundedRectangle(cornerRadius: 24).fill(Color.white).frame(width: 340, height: 420) }
        var title: some View { Text("Blurred").font(.custom("Inter-Bold", fixedSize: 34)) }
    }

    static func run(frames: Int, size: Size, environment: EnvironmentValues, options: RenderOptions) throws {
        let (withEffects, without) = try Stopwatch.compare(runs: frames, {
            _ = try Renderer.render(Screen(effects: true), proposal: ProposedViewSize(size), environment: environment, options: options)
        }, {
            _ = try Renderer.render(Screen(effects: false), proposal: ProposedViewSize(size), environment: environment, options: options)
        })
        print("blurs                shadow r24 + material bar + blur r4 at @3x: \(fmt(withEffects)) ms a frame, "
            + "without them \(fmt(without)) ms: the blurs \(fmt(withEffects - without)) ms")
    }
}
