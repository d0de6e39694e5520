import CCairo
import Foundation
import Imaging
import Layout
import Testing
@testable import Render

/// The public render API: sizes, scale, determinism, PNG output and errors.
struct RendererTests {
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Determinism").font(.system(size: 20, weight: .semibold))
                Text("The same view renders to the same bytes, every time.").foregroundStyle(Color.gray)
                HStack {
                    Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 20))
                        .frame(width: 40, height: 40)
                    Image(systemName: "heart.fill").foregroundStyle(Color.pink)
                    Capsule().fill(Color.green).frame(width: 60, height: 24).shadow(radius: 4, y: 2)
                }
            }
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 20).fill(Color.white))
        }
    }

    @Test func sameViewGivesByteIdenticalPNGs() throws {
        let options = RenderOptions(scale: 2, background: RGBA(hex: 0xF2F2F7))
        let first = try Renderer.render(Card(), proposal: ProposedViewSize(width: 300, height: nil), options: options).pngData()
        let second = try Renderer.render(Card(), proposal: ProposedViewSize(width: 300, height: nil), options: options).pngData()
        #expect(first == second)
        #expect(first.count > 1000)
    }

    @Test func concurrentRendersGiveTheSameBytes() async throws {
        // Renders on several threads at once each take their own pooled font map.
        let options = RenderOptions(scale: 2, background: .white)
        let reference = try Renderer.render(Card(), proposal: ProposedViewSize(width: 300, height: nil), options: options).pngData()
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 {
                group.addTask { try Renderer.render(Card(), proposal: ProposedViewSize(width: 300, height: nil), options: options).pngData() }
            }
            return try await group.reduce(into: [[UInt8]]()) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == reference })
    }

    @Test func scaleMultipliesThePixelSize() throws {
        let proposal = ProposedViewSize(width: 300, height: 200)
        let at1 = try Renderer.render(Card(), proposal: proposal, options: RenderOptions(scale: 1))
        let at3 = try Renderer.render(Card(), proposal: proposal, options: RenderOptions(scale: 3))
        #expect((at1.pixelWidth, at1.pixelHeight) == (300, 200))
        #expect((at3.pixelWidth, at3.pixelHeight) == (900, 600))
        let image = at3.rgbaImage()
        #expect(image.width == 900 && image.height == 600)
        // A fitting height need not be whole points: the canvas is rounded up to whole pixels at each scale.
        let fitting = try Renderer.render(Card(), proposal: ProposedViewSize(width: 300, height: nil), options: RenderOptions(scale: 3))
        #expect(Double(fitting.pixelHeight) == (fitting.layout.canvasSize.height * 3 - 1e-6).rounded(.up))
    }

    @Test func invalidSizesThrowNamingTheSize() throws {
        func failure<V: View>(_ view: V = Color.red, width: Double?, height: Double?, scale: Double = 2) -> String? {
            do {
                _ = try Renderer.render(view, proposal: ProposedViewSize(width: width, height: height), options: RenderOptions(scale: scale))
                return nil
            } catch let error as ImageBudgetError {
                return error.message
            } catch {
                return "unexpected \(error)"
            }
        }
        #expect(failure(width: 0, height: 100) == "invalid image size 0x100 pt at 2x: width must be greater than zero")
        #expect(failure(width: 100, height: -5)?.hasPrefix("invalid image size 100x-5 pt") == true)
        // Layout turns a NaN proposal into a zero height; either way the size is refused and named.
        #expect(failure(width: 100, height: .nan)?.hasPrefix("invalid image size 100x") == true)
        #expect(failure(width: 100000, height: 100)?.contains("exceeds the limit of 16384 px per side") == true)
        #expect(failure(width: 100, height: 100, scale: 0)?.contains("scale must be greater than zero") == true)
        #expect(failure(width: 100, height: 100, scale: .infinity)?.contains("scale is not a finite number") == true)
        // A view with no size of its own and nothing proposed has no canvas.
        #expect(failure(EmptyView(), width: nil, height: nil) == "invalid image size 0x0 pt at 2x: width must be greater than zero")
    }

    @Test func opaqueBackgroundWritesRGBAndTransparentWritesRGBA() throws {
        // IHDR's colour type is byte 25 of the file: 2 = RGB, 6 = RGBA.
        let opaque = try Renderer.render(Circle().fill(Color.red), proposal: ProposedViewSize(width: 20, height: 20),
                                         options: RenderOptions(scale: 1, background: .white)).pngData()
        let clear = try Renderer.render(Circle().fill(Color.red), proposal: ProposedViewSize(width: 20, height: 20),
                                        options: RenderOptions(scale: 1)).pngData()
        #expect(opaque[25] == 2)
        #expect(clear[25] == 6)
    }

    @Test func pngDecodesToTheSameImageAsTheRGBACopy() throws {
        let rendered = try Renderer.render(Card(), proposal: ProposedViewSize(width: 240, height: nil), options: RenderOptions(scale: 1))
        let decoded = try PNGDecoder().decode(rendered.pngData())
        #expect(decoded == rendered.rgbaImage())
        // Translucent pixels are unpremultiplied: the shadow's black stays black.
        #expect(decoded.pixels.count == rendered.pixelWidth * rendered.pixelHeight * 4)
    }

    @Test func writePNGReplacesTheFileAtomically() throws {
        let directory = NSTemporaryDirectory() + "mockshot-render-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/card.png"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        let rendered = try Renderer.render(Card(), proposal: ProposedViewSize(width: 240, height: nil), options: RenderOptions(scale: 1))
        try rendered.writePNG(to: path, compressionLevel: 9)
        #expect(try PNGDecoder().decode(contentsOf: path) == rendered.rgbaImage())
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["card.png"])
        #expect(throws: AtomicFileError.self) { try rendered.writePNG(to: directory + "/missing/card.png") }
    }

    @Test func backgroundIsPaintedUnderEverything() throws {
        let image = try renderPixels(Circle().fill(Color(hex: 0x000000)).frame(width: 10, height: 10), width: 30, height: 30,
                                     background: RGBA(hex: 0x336699))
        #expect(image.at(1, 1) == "#336699")
        #expect(image.at(15, 15) == "#000000")
    }

    @Test func surfaceEscapeHatchGivesTheCairoSurface() throws {
        let rendered = try Renderer.render(Color.red, proposal: ProposedViewSize(width: 12, height: 7), options: RenderOptions(scale: 2))
        let size = rendered.withUnsafeSurface { surface in
            (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        }
        #expect(size == (24, 14))
    }
}
