import Imaging
import Layout
@testable import Render

/// Renders `view` into exactly `width` × `height` points and returns the pixels.
func renderPixels<V: View>(_ view: V, width: Double, height: Double, scale: Double = 1, background: RGBA? = .white) throws -> RGBAImage {
    try Renderer.render(view, proposal: ProposedViewSize(width: width, height: height),
                        options: RenderOptions(scale: scale, background: background)).rgbaImage()
}

extension RGBAImage {
    /// The pixel as `#RRGGBB` / `#RRGGBBAA`.
    func at(_ x: Int, _ y: Int) -> String { hex(x: x, y: y) }

    /// Pixels in the rectangle whose colour differs from `background` by more than `tolerance` per channel.
    func inkCount(x: Range<Int>, y: Range<Int>, background: (UInt8, UInt8, UInt8, UInt8), tolerance: Int = 8) -> Int {
        var count = 0
        for py in y.clamped(to: 0..<height) {
            for px in x.clamped(to: 0..<width) {
                let p = self[px, py]
                let d = max(abs(Int(p.r) - Int(background.0)), abs(Int(p.g) - Int(background.1)),
                            abs(Int(p.b) - Int(background.2)), abs(Int(p.a) - Int(background.3)))
                if d > tolerance { count += 1 }
            }
        }
        return count
    }
}

/// Whether two channel values are within `tolerance` of each other.
func near(_ a: UInt8, _ b: Int, _ tolerance: Int = 2) -> Bool { abs(Int(a) - b) <= tolerance }

/// A measurer on its own font map, as a renderer would use.
func makeMeasurer() throws -> PangoTextMeasurer {
    PangoTextMeasurer(fontMap: try FontLibrary.shared().makeFontMap())
}

/// `Text` resolved in the default environment, optionally transformed first.
func resolved(_ text: Text, _ environment: (inout EnvironmentValues) -> Void = { _ in }) -> ResolvedText {
    var env = EnvironmentValues()
    environment(&env)
    return text.resolve(in: env)
}
