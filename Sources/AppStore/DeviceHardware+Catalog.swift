import MockshotKit

/// The hardware of every device profile.
///
/// Sources (facts only):
/// - Body width and height: Apple's technical specifications of each model (support.apple.com/specs):
///   e.g. iPhone 16 Pro Max 77.6 × 163.0 mm, iPhone SE (3rd gen.) 67.3 × 138.4 mm, iPad Pro 13" (M4)
///   215.5 × 281.6 mm.
/// - Pixel densities: the same pages (460 ppi for the 14–17 generations and the Air, 458 for the X-to-13 Pro
///   generations, 476 for the 12/13 mini, 401 for the Plus, 326 for the SE and the iPad mini, 264 for the
///   other iPads). The iPhone 8 Plus's display has 1080 physical pixels across its 414 pt (the @3x frame is
///   scaled down), so a point there is 1080/414 physical pixels.
/// - Check: the bezel this gives for the 16 Pro (2.45 mm) is the 2.44 mm "border" of Apple's Accessory
///   Design Guidelines (R23, as reported by the press at its release); the iPhone X class gives 4.5 mm.
///
/// Estimates, from Apple's product photographs and the Accessory Design Guidelines' drawings rather than
/// measured values: button positions and lengths (given as fractions of the body's height for each
/// generation), their 0.5–0.6 mm protrusion, the metal band's visible width (0.85 mm on Face ID iPhones,
/// 1 mm on home-button iPhones, 1.1 mm on iPads), the home-button phones' body corner radii, and the
/// home button's and earpiece's sizes. The iPad Pros keep their volume buttons on the right edge; the
/// iPad mini and the iPad Airs of 2024 have them on the top edge beside the top button.
extension DeviceHardware {
    /// The hardware of a profile (by id, orientation ignored); every profile in `Device.all` has one.
    public static func of(_ device: Device) -> DeviceHardware {
        guard let h = catalog[device.id] else { preconditionFailure("DeviceHardware: no hardware for '\(device.id)'") }
        return h
    }

    static let catalog: [String: DeviceHardware] = [
        // Home-button iPhones.
        "iphone-se-3": homeButtonPhone(width: 67.3, height: 138.4, ppi: 326, pixelsPerPoint: 2, corner: 9.3,
                                       earpiece: 10, camera: -9),
        "iphone-8-plus": homeButtonPhone(width: 78.1, height: 158.4, ppi: 401, pixelsPerPoint: 1080.0 / 414, corner: 10.5,
                                         earpiece: 11, camera: -10.5),
        // Face ID iPhones with a ring/silent switch.
        "iphone-13-mini": faceIDPhone(width: 64.2, height: 131.5, ppi: 476, generation: .switch),
        "iphone-11-pro": faceIDPhone(width: 71.4, height: 144.0, ppi: 458, generation: .switch),
        "iphone-11-pro-max": faceIDPhone(width: 77.8, height: 158.0, ppi: 458, generation: .switch),
        "iphone-14": faceIDPhone(width: 71.5, height: 146.7, ppi: 460, generation: .switch),
        "iphone-13-pro-max": faceIDPhone(width: 78.1, height: 160.8, ppi: 458, generation: .switch),
        // The 16 generation: Action button and Camera Control (the 16, 16 Plus, 16 Pro, 16 Pro Max, Air).
        "iphone-16": faceIDPhone(width: 71.6, height: 147.6, ppi: 460, generation: .cameraControl),
        "iphone-16-plus": faceIDPhone(width: 77.8, height: 160.9, ppi: 460, generation: .cameraControl),
        "iphone-16-pro": faceIDPhone(width: 71.5, height: 149.6, ppi: 460, generation: .cameraControl),
        "iphone-16-pro-max": faceIDPhone(width: 77.6, height: 163.0, ppi: 460, generation: .cameraControl),
        "iphone-air": faceIDPhone(width: 74.7, height: 156.2, ppi: 460, generation: .cameraControl),
        // iPads.
        "ipad-mini": pad(width: 134.8, height: 195.4, ppi: 326, volumeOnTop: true, camera: .cameraTop),
        "ipad-air-11": pad(width: 178.5, height: 247.6, ppi: 264, volumeOnTop: true, camera: .cameraRight),
        "ipad-air-13": pad(width: 214.9, height: 280.6, ppi: 264, volumeOnTop: true, camera: .cameraRight),
        "ipad-pro-11-gen4": pad(width: 178.5, height: 247.6, ppi: 264, volumeOnTop: false, camera: .cameraTop),
        "ipad-pro-11": pad(width: 177.5, height: 249.7, ppi: 264, volumeOnTop: false, camera: .cameraRight),
        "ipad-pro-12.9": pad(width: 214.9, height: 280.6, ppi: 264, volumeOnTop: false, camera: .cameraTop),
        "ipad-pro-13": pad(width: 215.5, height: 281.6, ppi: 264, volumeOnTop: false, camera: .cameraRight),
    ]

    enum Generation { case `switch`, cameraControl }

    /// A button `length` mm long centred at `fraction` of the body's `height` along a side edge.
    static func button(_ edge: Edge, at fraction: Double, length: Double, of height: Double, protrusion: Double = 0.6) -> Button {
        let centre = fraction * height
        return Button(edge, centre - length / 2, centre + length / 2, protrusion: protrusion)
    }

    static func faceIDPhone(width: Double, height: Double, ppi: Double, generation: Generation) -> DeviceHardware {
        var buttons = [
            // Left: the ring/silent switch or the Action button, then volume up and down; right: the side button.
            button(.left, at: 0.18, length: generation == .switch ? 6.5 : 7.5, of: height),
            button(.left, at: 0.30, length: 10, of: height),
            button(.left, at: 0.40, length: 10, of: height),
            button(.right, at: 0.315, length: 16, of: height),
        ]
        // Camera Control: a sapphire surface nearly flush with the frame, lower on the right.
        if generation == .cameraControl { buttons.append(button(.right, at: 0.63, length: 14, of: height, protrusion: 0.2)) }
        return DeviceHardware(bodyWidth: width, bodyHeight: height, ppi: ppi, physicalPixelsPerPoint: 3, bandWidth: 0.85,
                              buttons: buttons)
    }

    static func homeButtonPhone(width: Double, height: Double, ppi: Double, pixelsPerPoint: Double, corner: Double,
                                earpiece: Double, camera: Double) -> DeviceHardware {
        DeviceHardware(bodyWidth: width, bodyHeight: height, ppi: ppi, physicalPixelsPerPoint: pixelsPerPoint,
                       bodyCornerRadius: corner, bandWidth: 1.0,
                       buttons: [button(.left, at: 0.145, length: 6, of: height), button(.left, at: 0.25, length: 10, of: height),
                                 button(.left, at: 0.345, length: 10, of: height), button(.right, at: 0.265, length: 11, of: height)],
                       front: [.homeButton(diameter: 10.8), .earpiece(width: earpiece, height: 1.4, cameraOffset: camera)])
    }

    static func pad(width: Double, height: Double, ppi: Double, volumeOnTop: Bool, camera: FrontDetail) -> DeviceHardware {
        // The top button near the top-right corner (portrait); volume buttons beside it or down the right edge.
        var buttons = [Button(.top, width - 32, width - 14, protrusion: 0.5)]
        if volumeOnTop {
            buttons += [Button(.top, width - 62, width - 49, protrusion: 0.5), Button(.top, width - 46, width - 36, protrusion: 0.5)]
        } else {
            buttons += [Button(.right, 24, 37, protrusion: 0.5), Button(.right, 40, 53, protrusion: 0.5)]
        }
        return DeviceHardware(bodyWidth: width, bodyHeight: height, ppi: ppi, physicalPixelsPerPoint: 2, bandWidth: 1.1,
                              buttons: buttons, front: [camera])
    }
}
