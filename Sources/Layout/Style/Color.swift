/// SwiftUI's `Color`: a shape style and a view. A colour can be fixed or adapt to the environment
/// (colour scheme, increased contrast); it is resolved to an `RGBA` only when a view is laid out.
public struct Color: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case fixed(RGBA)
        /// Light, dark, and optional increased-contrast variants.
        case adaptive(light: RGBA, dark: RGBA, lightHighContrast: RGBA?, darkHighContrast: RGBA?)
        /// A level of the current foreground style (`.primary` … `.quaternary`).
        case hierarchical(Int)
    }
    let storage: Storage
    var opacityFactor: Double = 1

    init(storage: Storage, opacity: Double = 1) { self.storage = storage; self.opacityFactor = opacity }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .fixed(RGBA(r: red, g: green, b: blue, a: opacity))
    }
    public init(white: Double, opacity: Double = 1) {
        storage = .fixed(RGBA(r: white, g: white, b: white, a: opacity))
    }
    /// `Color(hex: 0x10A37F)`: the guides' hex notation.
    public init(hex: UInt, opacity: Double = 1) {
        storage = .fixed(RGBA(hex: UInt32(hex & 0xFFFFFF), alpha: opacity))
    }
    /// `Color(hexString: "#10A37F")`; returns nil for anything that is not 6 or 8 hex digits.
    public init?(hexString: String) {
        var s = Substring(hexString)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        if s.count == 6 { storage = .fixed(RGBA(hex: UInt32(v))) }
        else { storage = .fixed(RGBA(hex: UInt32(v >> 8), alpha: Double(v & 0xFF) / 255)) }
    }
    public init(_ rgba: RGBA) { storage = .fixed(rgba) }
    /// A colour that follows the colour scheme, with optional Increase Contrast variants.
    public init(light: Color, dark: Color, lightHighContrast: Color? = nil, darkHighContrast: Color? = nil) {
        storage = .adaptive(light: light.fixedValue, dark: dark.fixedValue,
                            lightHighContrast: lightHighContrast?.fixedValue, darkHighContrast: darkHighContrast?.fixedValue)
    }

    /// The colour with its opacity multiplied by `amount`.
    public func opacity(_ amount: Double) -> Color {
        var c = self; c.opacityFactor *= amount; return c
    }

    /// The colour as it appears in `environment`.
    public func resolve(in environment: EnvironmentValues) -> RGBA {
        let dark = environment.colorScheme == .dark
        let contrast = environment.colorSchemeContrast == .increased
        let base: RGBA
        switch storage {
        case .fixed(let c): base = c
        case let .adaptive(light, darkC, lhc, dhc):
            base = dark ? (contrast ? dhc ?? darkC : darkC) : (contrast ? lhc ?? light : light)
        case .hierarchical(let level):
            base = HierarchicalShapeStyle.labelColor(level: level, in: environment)
        }
        return base.multiplyingAlpha(opacityFactor)
    }

    /// Components of a non-adaptive colour (adaptive ones give their light value).
    var fixedValue: RGBA {
        switch storage {
        case .fixed(let c): return c.multiplyingAlpha(opacityFactor)
        case .adaptive(let l, _, _, _): return l.multiplyingAlpha(opacityFactor)
        case .hierarchical: return RGBA.black.multiplyingAlpha(opacityFactor)
        }
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    // Apple's system colours (iOS 17 light / dark values).
    public static let red = Color(light: Color(hex: 0xFF3B30), dark: Color(hex: 0xFF453A))
    public static let orange = Color(light: Color(hex: 0xFF9500), dark: Color(hex: 0xFF9F0A))
    public static let yellow = Color(light: Color(hex: 0xFFCC00), dark: Color(hex: 0xFFD60A))
    public static let green = Color(light: Color(hex: 0x34C759), dark: Color(hex: 0x30D158))
    public static let mint = Color(light: Color(hex: 0x00C7BE), dark: Color(hex: 0x63E6E2))
    public static let teal = Color(light: Color(hex: 0x30B0C7), dark: Color(hex: 0x40C8E0))
    public static let cyan = Color(light: Color(hex: 0x32ADE6), dark: Color(hex: 0x64D2FF))
    public static let blue = Color(light: Color(hex: 0x007AFF), dark: Color(hex: 0x0A84FF))
    public static let indigo = Color(light: Color(hex: 0x5856D6), dark: Color(hex: 0x5E5CE6))
    public static let purple = Color(light: Color(hex: 0xAF52DE), dark: Color(hex: 0xBF5AF2))
    public static let pink = Color(light: Color(hex: 0xFF2D55), dark: Color(hex: 0xFF375F))
    public static let brown = Color(light: Color(hex: 0xA2845E), dark: Color(hex: 0xAC8E68))
    public static let gray = Color(light: Color(hex: 0x8E8E93), dark: Color(hex: 0x8E8E93))
    /// The label colours: black / white, and their secondary levels.
    public static let primary = Color(storage: .hierarchical(0))
    public static let secondary = Color(storage: .hierarchical(1))
    /// The default accent (system blue).
    public static let accentColor = Color.blue
}

/// UIKit's semantic colours, for guide code such as `Color(.tertiarySystemFill)` and `UIColor { trait in … }`.
public struct UIColor: Sendable {
    let resolveFn: @Sendable (UITraitCollection) -> RGBA

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        let c = RGBA(r: red, g: green, b: blue, a: alpha)
        resolveFn = { _ in c }
    }
    public init(white: Double, alpha: Double) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// A dynamic colour, as `UIColor { trait in … }`.
    public init(_ provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        resolveFn = { t in provider(t).resolveFn(t) }
    }
    @_disfavoredOverload
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        resolveFn = { t in provider(t).resolveFn(t) }
    }
    public init(_ color: Color) {
        resolveFn = { t in
            var env = EnvironmentValues(); env.colorScheme = t.userInterfaceStyle == .dark ? .dark : .light
            return color.resolve(in: env)
        }
    }
    static func adaptive(_ light: RGBA, _ dark: RGBA) -> UIColor {
        UIColor(dynamicProvider: { t in t.userInterfaceStyle == .dark ? UIColor(rgba: dark) : UIColor(rgba: light) })
    }
    init(rgba: RGBA) { resolveFn = { _ in rgba } }

    public static let white = UIColor(rgba: .white)
    public static let black = UIColor(rgba: .black)
    public static let clear = UIColor(rgba: .clear)
    public static let label = adaptive(.black, .white)
    public static let secondaryLabel = adaptive(RGBA(hex: 0x3C3C43, alpha: 0.6), RGBA(hex: 0xEBEBF5, alpha: 0.6))
    public static let tertiaryLabel = adaptive(RGBA(hex: 0x3C3C43, alpha: 0.3), RGBA(hex: 0xEBEBF5, alpha: 0.3))
    public static let quaternaryLabel = adaptive(RGBA(hex: 0x3C3C43, alpha: 0.18), RGBA(hex: 0xEBEBF5, alpha: 0.16))
    public static let placeholderText = adaptive(RGBA(hex: 0x3C3C43, alpha: 0.3), RGBA(hex: 0xEBEBF5, alpha: 0.3))
    public static let separator = adaptive(RGBA(hex: 0x3C3C43, alpha: 0.29), RGBA(hex: 0x545458, alpha: 0.6))
    public static let systemFill = adaptive(RGBA(hex: 0x787880, alpha: 0.2), RGBA(hex: 0x787880, alpha: 0.36))
    public static let secondarySystemFill = adaptive(RGBA(hex: 0x787880, alpha: 0.16), RGBA(hex: 0x787880, alpha: 0.32))
    public static let tertiarySystemFill = adaptive(RGBA(hex: 0x767680, alpha: 0.12), RGBA(hex: 0x767680, alpha: 0.24))
    public static let quaternarySystemFill = adaptive(RGBA(hex: 0x747480, alpha: 0.08), RGBA(hex: 0x767680, alpha: 0.18))
    public static let systemBackground = adaptive(.white, .black)
    public static let secondarySystemBackground = adaptive(RGBA(hex: 0xF2F2F7), RGBA(hex: 0x1C1C1E))
    public static let systemGroupedBackground = adaptive(RGBA(hex: 0xF2F2F7), .black)
}

public struct UITraitCollection: Sendable {
    public enum UserInterfaceStyle: Sendable { case light, dark, unspecified }
    public var userInterfaceStyle: UserInterfaceStyle
}

extension Color {
    public init(_ ui: UIColor) { self.init(uiColor: ui) }
    public init(uiColor ui: UIColor) {
        let light = ui.resolveFn(UITraitCollection(userInterfaceStyle: .light))
        let dark = ui.resolveFn(UITraitCollection(userInterfaceStyle: .dark))
        storage = light == dark ? .fixed(light) : .adaptive(light: light, dark: dark, lightHighContrast: nil, darkHighContrast: nil)
    }
}
