@testable import AppStore
import Imaging
import Layout
import MockshotKit
import Testing

/// Frames are drawn from the profiles' geometry and the models' published sizes: bezels, corners,
/// buttons and cutouts where the real devices have them.
@Suite struct DeviceFrameTests {
    /// (device, bezel width and height in points from body size and pixel density).
    @Test(arguments: [("iphone-16-pro-max", 14.23, 13.99), ("iphone-16-pro", 14.81, 14.55), ("iphone-14", 20.81, 20.80),
                      ("iphone-11-pro", 27.07, 26.76), ("iphone-se-3", 28.44, 110.58), ("ipad-pro-13", 43.96, 43.72)])
    func bezelsFollowFromBodySizeAndDensity(_ id: String, _ x: Double, _ y: Double) throws {
        let device = try Device.named(id)
        let frame = DeviceFrame(device: device)
        #expect(abs(frame.screenRect.minX - x) < 0.01 && abs(frame.screenRect.minY - y) < 0.01, "\(frame.screenRect)")
        #expect(frame.screenRect.size == device.size)
        #expect(abs(frame.bodySize.width - (device.size.width + 2 * x)) < 0.02)
        // Concentric corners where the display is rounded: the display's radius plus the bezel.
        if device.cornerRadius > 0 { #expect(abs(frame.bodyCornerRadius - (device.cornerRadius + min(x, y))) < 0.01) }
    }

    @Test func theSixteenProsBorderIsTheTwoPointFourMillimetresAppleGives() {
        let hw = DeviceHardware.of(.iPhone16Pro)
        #expect(abs(hw.bezel(for: .iPhone16Pro).leading * hw.millimetresPerPoint - 2.44) < 0.02)
    }

    @Test func buttonsStandOutOfTheirEdges() throws {
        let frame = DeviceFrame(device: .iPhone16ProMax)
        let left = frame.buttonRects.filter { $0.minX < 0 }, right = frame.buttonRects.filter { $0.maxX > frame.bodySize.width }
        #expect(left.count == 3 && right.count == 2, "Action, volume up and down; side button and Camera Control")
        #expect(left.allSatisfy { $0.minY > frame.bodySize.height * 0.1 && $0.maxY < frame.bodySize.height * 0.5 })
        // Turned to landscape (cutout on the left), the left edge's buttons are at the bottom.
        let turned = DeviceFrame(device: Device.iPhone16ProMax.oriented(.landscape))
        #expect(turned.bodySize == Size(width: frame.bodySize.height, height: frame.bodySize.width))
        #expect(turned.buttonRects.filter { $0.maxY > turned.bodySize.height }.count == 3)
        #expect(turned.screenRect.size == Size(width: 956, height: 440))
        // An iPad Pro's top button on its top edge, volume on the right.
        let pad = DeviceFrame(device: .iPadPro13)
        #expect(pad.buttonRects.filter { $0.minY < 0 }.count == 1 && pad.buttonRects.filter { $0.maxX > pad.bodySize.width }.count == 2)
    }

    /// A red screen in a black frame on white, drawn on the 6.9" canvas: the pixels at known places.
    @Test func pixelsOfAFrame() throws {
        var shot = Screenshot(screen: Screens.solid(0xFF0000), caption: Caption(title: "x"))
        shot.style.background = .color(.white)
        shot.style.caption.color = .white
        let set = ScreenshotSet(screenshots: [shot], devices: [OutputDevice(AppStoreSize.accepted[0])])
        let image = try PNGDecoder().decode(try set.renderAll()[0].bytes)
        let compositor = Compositor(set: set, output: set.devices[0], locale: "en-US")
        let place = compositor.placement(0).devices[0]
        let frame = DeviceFrame(device: .iPhone16ProMax)
        // Device points → canvas pixels.
        func px(_ p: Point) -> (Int, Int) {
            let k = place.scale * 3
            let x = place.center.x * 3 + (p.x - frame.bodySize.width / 2) * k, y = place.center.y * 3 + (p.y - frame.bodySize.height / 2) * k
            return (Int(x), Int(y))
        }
        let s = frame.screenRect
        let (cx, cy) = px(Point(x: s.midX, y: s.midY))
        #expect(image.hex(x: cx, y: cy) == "#FF0000")
        // The Dynamic Island: black, over the screen.
        guard case .dynamicIsland(let island) = Device.iPhone16ProMax.cutout else { Issue.record("no island"); return }
        let (ix, iy) = px(Point(x: s.minX + island.midX, y: s.minY + island.midY))
        #expect(image.hex(x: ix, y: iy) == "#000000")
        // The glass between band and screen: near-black.
        let (gx, gy) = px(Point(x: (frame.bandWidth + s.minX) / 2 + 0.5, y: frame.bodySize.height / 2))
        let glass = image[gx, gy]
        #expect(glass.r < 20 && glass.g < 20 && glass.b < 20, "\(image.hex(x: gx, y: gy))")
        // The screen's rounded corner: 3 pt in from its left edge and 40 pt down, still within the display's
        // 62 pt corner, is glass, not screen; the same 3 pt in at mid-height is screen.
        let (kx, ky) = px(Point(x: s.minX + 3, y: s.minY + 40))
        let (mx, my) = px(Point(x: s.minX + 3, y: s.midY))
        #expect(image.hex(x: mx, y: my) == "#FF0000")
        #expect(image[kx, ky].r < 20)
        // The band: a grey between the glass and the white background.
        let (bx, by) = px(Point(x: frame.bandWidth / 2, y: frame.bodySize.height / 2))
        let band = image[bx, by]
        #expect(band.r > 25 && band.r < 200 && band.r == band.g, "\(image.hex(x: bx, y: by))")
        // Outside: white to the side, the shadow below the device darker than white, fading out further down.
        let (ox, oy) = px(Point(x: -60, y: frame.bodySize.height / 2))
        #expect(image.hex(x: ox, y: oy) == "#FFFFFF")
        // A soft shadow: grey just below the body, lighter further down, gone to the sides.
        let (sx, sy) = px(Point(x: frame.bodySize.width / 2, y: frame.bodySize.height + 8))
        let (fx, fy) = px(Point(x: frame.bodySize.width / 2, y: frame.bodySize.height + 40))
        if fy < image.height {
            let near = Int(image[sx, sy].r), far = Int(image[fx, fy].r)
            #expect(near > 120 && near < 235 && image[sx, sy].r == image[sx, sy].g, "\(image.hex(x: sx, y: sy))")
            #expect(far > near && far < 256, "\(image.hex(x: fx, y: fy))")
        }
    }

    @Test func everyProfileHasHardware() {
        for device in Device.all { #expect(DeviceHardware.catalog[device.id] != nil, "\(device.id)") }
    }
}
