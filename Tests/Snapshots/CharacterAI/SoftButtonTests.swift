import Foundation
import Imaging
import Layout
import Render
import Testing
@testable import CharacterAIKit

/// The soft button is the quieter of the two in both modes: on the dark canvas the guide's navy capsule,
/// on white a pale accent tint (the navy capsule used to be the heaviest thing on a light screen).
@Suite struct SoftButtonTests {
    static func luminance(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
        func lin(_ v: UInt8) -> Double { let s = Double(v) / 255; return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
    }

    /// The capsule's colour 6 pt in from its leading end, level with the label (inside the padding).
    static func capsulePixel(_ view: some View, _ scheme: ColorScheme) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let env = EnvironmentValues(colorScheme: scheme)
        let image = try Renderer.render(view.padding(20), proposal: ProposedViewSize(width: 220, height: nil), environment: env,
                                        options: RenderOptions(scale: 2, background: CharacterAIKit.canvas(scheme).resolve(in: env)))
        let capsule = try #require(image.layout.first("Capsule")).frame
        return image.rgbaImage()[Int((capsule.minX + 6) * 2), Int(capsule.midY * 2)]
    }

    @Test func lightSoftButtonIsAPaleTintUnderThePrimary() throws {
        let soft = try Self.capsulePixel(CAISoftButton("Browse ideas"), .light)
        let primary = try Self.capsulePixel(CAIPrimaryButton("Create"), .light)
        #expect(RGBA(r: Double(soft.r) / 255, g: Double(soft.g) / 255, b: Double(soft.b) / 255).hexString == "#E7EFFF")
        // Lighter than the primary (and close to the canvas), where #1B2A4A was far darker than it.
        #expect(Self.luminance(soft) > 0.8 && Self.luminance(soft) > 3 * Self.luminance(primary))
        let result = try layout(CAISoftButton("Browse ideas").fixedSize(), scheme: .light)
        #expect(result.first("Capsule")?.fill?.hex == "#E7EFFF")
        #expect(result.first("Text")?.text?.paint.hex == "#2E63D6")
    }

    @Test func darkSoftButtonKeepsTheGuidesNavy() throws {
        let soft = try Self.capsulePixel(CAISoftButton("Browse ideas"), .dark)
        #expect(RGBA(r: Double(soft.r) / 255, g: Double(soft.g) / 255, b: Double(soft.b) / 255).hexString == "#1B2A4A")
    }

    /// Both labels pass WCAG AA on their fills (4.5:1).
    @Test func labelsAreLegible() {
        func ratio(_ a: Color, _ b: Color, _ scheme: ColorScheme) -> Double {
            let e = EnvironmentValues(colorScheme: scheme)
            func lum(_ c: RGBA) -> Double { Self.luminance(c.bytes) }
            let (x, y) = (lum(a.resolve(in: e)), lum(b.resolve(in: e)))
            return (max(x, y) + 0.05) / (min(x, y) + 0.05)
        }
        #expect(ratio(.caiAccentSoftLabel, .caiAccentSoft, .light) >= 4.5)
        #expect(ratio(.caiAccentSoftLabel, .caiAccentSoft, .dark) >= 4.5)
    }
}
