import Layout
import MockshotKit

/// Something drawn around a screen: a device frame, or the bare screen with its rounded corners. Local
/// coordinates are the device's points with the body's top-left at the origin.
protocol DeviceDrawing: Sendable {
    var bodySize: Size { get }
    var screenRect: Rect { get }
    var screenPath: Path { get }
    /// Everything painted, including the shadow, in local coordinates.
    var visualBounds: Rect { get }
    func underlay() -> [DrawCommand]
    func overlay() -> [DrawCommand]
}

extension DeviceFrame: DeviceDrawing {}

/// The screen without a body (`frame: none`): its display's corner radius, the notch or Dynamic Island,
/// and the same soft shadow a frame casts.
struct BareScreen: DeviceDrawing {
    let device: Device
    let hasShadow: Bool

    var bodySize: Size { device.size }
    var screenRect: Rect { Rect(origin: .zero, size: device.size) }
    var screenPath: Path {
        device.cornerRadius > 0 ? Path(roundedRect: screenRect, cornerRadius: device.cornerRadius, style: .continuous) : Path(screenRect)
    }
    var shadowRadius: Double { min(bodySize.width, bodySize.height) * 0.07 }
    var shadowOffset: Double { min(bodySize.width, bodySize.height) * 0.035 }

    var visualBounds: Rect {
        let r = screenRect
        guard hasShadow else { return r }
        let spread = shadowRadius * 1.5
        return r.union(r.offsetBy(dx: 0, dy: shadowOffset).insetBy(dx: -spread, dy: -spread))
    }

    func underlay() -> [DrawCommand] {
        guard hasShadow else { return [] }
        var layer = Layer(bounds: visualBounds)
        layer.shadow = (RGBA(r: 0, g: 0, b: 0, a: 0.38), shadowRadius, 0, shadowOffset)
        return [.beginLayer(layer), .fill(path: screenPath, paint: .color(.black), bounds: screenRect, evenOdd: false), .endLayer]
    }

    func overlay() -> [DrawCommand] {
        // The cutout sits in the display; draw it as the frame does, in the screen's own coordinates.
        var commands: [DrawCommand] = []
        let toScreen: AffineTransform = device.orientation == .portrait ? .identity
            : AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: device.portraitSize.width)
        switch device.cutout {
        case .none: break
        case .dynamicIsland(let r):
            let p = Path.capsule(in: r).applying(toScreen)
            commands.append(.fill(path: p, paint: .color(.black), bounds: p.boundingRect, evenOdd: false))
        case let .notch(width, height):
            // Clipped to the display so the notch's shoulders do not stick out above a bare screen.
            let p = DeviceFrame.notchPath(width: width, height: height, screenWidth: device.portraitSize.width).applying(toScreen)
            commands += [.pushClip(screenPath, evenOdd: false), .fill(path: p, paint: .color(.black), bounds: p.boundingRect, evenOdd: false), .popClip]
        }
        return commands
    }
}
