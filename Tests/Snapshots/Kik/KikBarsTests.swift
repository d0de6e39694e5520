import Testing
import Layout
import Render
import Imaging
import MockshotKit
@testable import KikKit

/// Kik's bars on the screens, checked on rendered pixels (scale 2): the conversation passes under the chat
/// header and the compose bar instead of being cut off at their edges, and under Reduce Transparency every
/// bar is solid out to the screen's edges (under the status bar and the home indicator).
@Suite struct KikBarsTests {
    static func render(_ name: String, state: String? = nil, _ scheme: ColorScheme, reduceTransparency: Bool = false) throws -> RenderedImage {
        let r = try #require(KikKit.kit.renderable(named: name))
        var env = EnvironmentValues()
        env.accessibilityReduceTransparency = reduceTransparency
        return try r.render(state: state, mode: scheme, scale: 2, environment: env)
    }

    /// `top` at `alpha` over `bottom`, channel by channel, as `#RRGGBB`.
    static func blend(_ top: RGBA, over bottom: RGBA, alpha: Double) -> [Double] {
        [(top.r, bottom.r), (top.g, bottom.g), (top.b, bottom.b)].map { (alpha * $0.0 + (1 - alpha) * $0.1) * 255 }
    }

    static func channels(_ hex: String) -> [Double] {
        let v = UInt32(hex.dropFirst().prefix(6), radix: 16)!
        return [Double(v >> 16 & 255), Double(v >> 8 & 255), Double(v & 255)]
    }

    /// The sample's oldest outgoing bubble has scrolled under the header: inside the header, over the bubble,
    /// the bar's 94 % canvas lets 6 % of Kik Blue through (the bubble used to be clipped at the header's
    /// bottom edge, leaving a half-cut row and a plain bar); Reduce Transparency's solid bar hides it.
    @Test(arguments: ColorScheme.allCases)
    func conversationPassesUnderTheHeader(scheme: ColorScheme) throws {
        let image = try Self.render("kik.screen", scheme)
        let header = try #require(image.layout.all("Rectangle").first { K.fillHex($0)?.hasSuffix("F0") == true && $0.frame.width == 390 })
        #expect(header.frame.minY <= 0)                                          // under the status bar too
        let headerBottom = header.frame.maxY
        let bubbles = image.layout.all("clipShape").filter { $0.style == "UnevenRoundedRectangle" }
        // An outgoing (Kik Blue, trailing) bubble that reaches into the header.
        let under = try #require(bubbles.first {
            $0.frame.maxX == 390 - 12 && $0.frame.minY < headerBottom - 8 && $0.frame.maxY > 47 + 8
        })
        let x = Int((under.frame.maxX - 40) * 2), y = Int((max(under.frame.minY, 47) + 4) * 2)
        #expect(Double(y) < (headerBottom - 1) * 2)
        var env = EnvironmentValues(); env.colorScheme = scheme
        let canvas = Color.kikCanvasAdaptive.resolve(in: env)
        let expected = Self.blend(canvas, over: Color.kikBlue.resolve(in: env), alpha: 0.94)
        let got = Self.channels(image.rgbaImage().hex(x: x, y: y))
        // Within 8-bit compositing's rounding (2.5 of 255; the bare canvas is 9 or more away in green and blue).
        #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 2.5 }, "\(got) vs \(expected)")
        #expect(got != Self.channels(canvas.hexString))                          // not the bare bar over the canvas

        let solid = try Self.render("kik.screen", scheme, reduceTransparency: true)
        #expect(solid.rgbaImage().hex(x: x, y: y) == (scheme == .dark ? "#1B1D21" : "#F3F4F6"))
    }

    /// Under Reduce Transparency the header's solid bar reaches up under the status bar and the compose bar's
    /// down under the home indicator (no strip of page background at either end); on the chats list the tab
    /// bar's reaches under the home indicator.
    @Test(arguments: ColorScheme.allCases)
    func solidBarsReachTheScreenEdges(scheme: ColorScheme) throws {
        let solid = scheme == .dark ? "#1B1D21" : "#F3F4F6"
        let chat = try Self.render("kik.screen", scheme, reduceTransparency: true).rgbaImage()
        #expect(chat.hex(x: 195 * 2, y: 6 * 2) == solid)            // status bar strip, between time and icons
        #expect(chat.hex(x: 195 * 2, y: 46 * 2) == solid)           // just above the safe area
        #expect(chat.hex(x: 4 * 2, y: 820 * 2) == solid)            // home-indicator strip, beside the indicator
        #expect(chat.hex(x: 4 * 2, y: 843 * 2) == solid)
        let list = try Self.render("kik.chats-screen", scheme, reduceTransparency: true).rgbaImage()
        #expect(list.hex(x: 4 * 2, y: 820 * 2) == solid)
        #expect(list.hex(x: 4 * 2, y: 843 * 2) == solid)
        #expect(list.hex(x: 195 * 2, y: 6 * 2) == (scheme == .dark ? "#121316" : "#FFFFFF"))   // no bar at the top of the list
    }
}

private typealias K = KikTestSupport
