import Imaging
import Layout
import Render
@testable import GrokKit

/// Renders a view for pixel checks: dark, opaque black canvas, at `scale`.
enum RenderProbe {
    static func image<V: View>(_ view: V, width: Double? = nil, scale: Double = 2,
                               environment: (inout EnvironmentValues) -> Void = { _ in }) throws -> RGBAImage {
        var env = EnvironmentValues()
        env.colorScheme = .dark
        environment(&env)
        GrokAssets.register()
        return try Renderer.render(view, proposal: ProposedViewSize(width: width, height: nil), environment: env,
                                   options: RenderOptions(scale: scale, background: .black)).rgbaImage()
    }

    /// The bounding box of pixels brighter than `threshold` (any channel), in pixels; nil when there is no ink.
    static func inkBounds(_ image: RGBAImage, threshold: UInt8 = 96) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if max(p.r, p.g, p.b) > threshold {
                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }
}
