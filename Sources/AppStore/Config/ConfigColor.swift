import ConfigFile
import Layout

/// A colour written `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` may be left out).
struct ConfigColor: ConfigScalar {
    let rgba: RGBA

    static var configTypeName: String { "a colour (#RRGGBB)" }

    static func fromConfig(_ text: String) -> Result<ConfigColor, ConfigScalarError> {
        var s = Substring(text)
        if s.hasPrefix("#") { s = s.dropFirst() }
        let digits = Array(s)
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit), let v = UInt64(String(digits), radix: 16) else {
            return .failure(ConfigScalarError("expected a colour like #1C1C1E (or #RGB, #RRGGBBAA), got \(ConfigProblem.quote(text))"))
        }
        switch digits.count {
        case 3:
            let r = (v >> 8) & 0xF, g = (v >> 4) & 0xF, b = v & 0xF
            return .success(ConfigColor(rgba: RGBA(hex: UInt32(r * 17) << 16 | UInt32(g * 17) << 8 | UInt32(b * 17))))
        case 6:
            return .success(ConfigColor(rgba: RGBA(hex: UInt32(v))))
        default:
            return .success(ConfigColor(rgba: RGBA(hex: UInt32(v >> 8), alpha: Double(v & 0xFF) / 255)))
        }
    }
}

/// Font weights by the names SwiftUI's `Font.Weight` uses.
enum ConfigWeight: String, CaseIterable, ConfigScalar {
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    var weight: Font.Weight {
        switch self {
        case .ultralight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}

/// Caption alignment.
enum ConfigAlignment: String, CaseIterable, ConfigScalar {
    case leading, center, trailing
    var alignment: TextAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

enum ConfigFormat: String, CaseIterable, ConfigScalar { case png, jpeg }
enum ConfigOrientation: String, CaseIterable, ConfigScalar { case portrait, landscape }

extension ScreenshotLayout: ConfigScalar {}
extension CaptionPosition: ConfigScalar {}
extension Background.ImageFit: ConfigScalar {}
