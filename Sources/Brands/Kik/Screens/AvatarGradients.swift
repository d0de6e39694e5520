import Layout

/// Sample avatar gradients for mock people and bots. The guide leaves the gradient to the caller and only
/// names one (the chat header's `kikCyan → kikBlueDeep`); the others are sample content, not brand tokens.
public enum AvatarGradients {
    public static let sky: [Color] = [.kikCyan, .kikBlueDeep]
    public static let sunset: [Color] = [Color(hex: 0xFFB457), Color(hex: 0xF0473E)]
    public static let grape: [Color] = [Color(hex: 0xB18CFF), Color(hex: 0x6A4DE0)]
    public static let lime: [Color] = [Color(hex: 0xB5DE5A), .kikGreenLegacy]
    public static let rose: [Color] = [Color(hex: 0xFF9DBB), Color(hex: 0xE0457B)]
    public static let slate: [Color] = [Color(hex: 0x9AA3B5), Color(hex: 0x5C6577)]
}
