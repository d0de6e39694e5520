import Layout

/// Character avatar gradients: the single warm focal point of the UI, the same in every mode.
/// `endRadius` is in points (60), so a 26 pt avatar shows only the bright inner part of the ramp and a
/// 64 pt one reaches the deep outer stop, as in SwiftUI.
extension RadialGradient {
    public static let caiAvatarBlue = RadialGradient(
        colors: [Color(hex: 0x6FA0FF), .caiAccent, Color(hex: 0x274FB0)],
        center: UnitPoint(x: 0.36, y: 0.30), startRadius: 2, endRadius: 60
    )
    public static let caiAvatarLilac = RadialGradient(
        colors: [Color(hex: 0xC7A8FF), .caiLilac, Color(hex: 0x6A47C9)],
        center: UnitPoint(x: 0.36, y: 0.30), startRadius: 2, endRadius: 60
    )
}
