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
    /// The shadow under it, if any (painted before `underlay`).
    var shadow: DeviceShadow? { get }
    func underlay() -> [DrawCommand]
    func overlay() -> [DrawCommand]
    /// What it is: everything its pixels depend on besides where it is placed (a cache key).
    var key: DeviceDrawingKey { get }
}

/// A device drawing's kind and inputs: equal keys draw equal pixels at equal places.
enum DeviceDrawingKey: Hashable, Sendable {
    case frame(Device, DeviceFinish, shadow: Bool)
    case bare(Device, shadow: Bool, screenshot: Bool)
}

extension DeviceFrame: DeviceDrawing {
    /// Its hardware, geometry and paths all follow from the device profile.
    var key: DeviceDrawingKey { .frame(device, finish, shadow: hasShadow) }
}

/// The screen without a body (`frame: none`): its display's corner radius, the notch or Dynamic Island,
/// and the same soft shadow a frame casts. As a `screenshot` (the `screen` layout) it is what the device's
/// own screenshot is: the whole rectangle, no rounded corners, no cutout, no shadow.
struct BareScreen: DeviceDrawing {
    let device: Device
    let hasShadow: Bool
    var screenshot = false

    var key: DeviceDrawingKey { .bare(device, shadow: hasShadow, screenshot: screenshot) }
    var bodySize: Size { device.size }
    var screenRect: Rect { Rect(origin: .zero, size: device.size) }
    var screenPath: Path {
        device.cornerRadius > 0 && !screenshot ? Path(roundedRect: screenRect, cornerRadius: device.cornerRadius, style: .continuous)
                                               : Path(screenRect)
    }
    var shadowRadius: Double { min(bodySize.width, bodySize.height) * 0.07 }
    var shadowOffset: Double { min(bodySize.width, bodySize.height) * 0.035 }

    var shadow: DeviceShadow? {
        hasShadow ? DeviceShadow(path: screenPath, radius: shadowRadius, offset: shadowOffset,
                                 interior: screenRect.insetBy(dx: 1, dy: 1), cornerRadius: device.cornerRadius) : nil
    }

    var visualBounds: Rect { shadow.map { screenRect.union($0.bounds) } ?? screenRect }

    /// Nothing: the screen's pixels fill the outline.
    func underlay() -> [DrawCommand] { [] }

    func overlay() -> [DrawCommand] {
        // The cutout sits in the display; draw it as the frame does, in the screen's own coordinates.
        var commands: [DrawCommand] = []
        if screenshot { return commands }
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
