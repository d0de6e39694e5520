import Layout

/// The colour of a device's metal band and buttons. The front glass around the screen is black on every
/// current model, so the finish shows as the thin band at the edge and the buttons.
public struct DeviceFinish: Sendable, Hashable {
    /// The band's colour at mid-tone; the frame shades it lighter towards the top left and darker towards
    /// the bottom right, as a light from above the viewer shows a polished edge.
    public var color: RGBA

    public init(color: RGBA) { self.color = color }

    /// Black titanium / space black.
    public static let black = DeviceFinish(color: RGBA(hex: 0x3A3A3C))
    /// Silver aluminium / natural titanium's light finish.
    public static let silver = DeviceFinish(color: RGBA(hex: 0xD6D7DA))
    /// White titanium.
    public static let white = DeviceFinish(color: RGBA(hex: 0xEEEDEA))
    /// Desert / gold titanium.
    public static let gold = DeviceFinish(color: RGBA(hex: 0xC9B49A))

    /// The named finishes a configuration file may use (any `#RRGGBB` is a finish too).
    public static let named: [(name: String, finish: DeviceFinish)] = [("black", .black), ("silver", .silver), ("white", .white), ("gold", .gold)]

    /// The colour `amount` (−1…1) of the way towards white (positive) or black (negative).
    func shade(_ amount: Double) -> RGBA {
        let target = amount >= 0 ? 1.0 : 0.0, t = min(abs(amount), 1)
        return RGBA(r: color.r + (target - color.r) * t, g: color.g + (target - color.g) * t, b: color.b + (target - color.b) * t)
    }

    /// Relative luminance (sRGB weights, no linearisation): light finishes get darker edge lines.
    var lightness: Double { 0.2126 * color.r + 0.7152 * color.g + 0.0722 * color.b }
}
