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
    /// Apple's system colours with their Increase Contrast variants: light, dark, light increased, dark
    /// increased, as the HIG's Color page lists them for iOS 17 ("Default" and "Accessible" columns; also
    /// in UIKit's `UIColor.systemRed` … resolved with `accessibilityContrast: .high`). Dark mint has no
    /// separate accessible value in SwiftUI's phone colour table, so it keeps its default.
    static func system(_ light: UInt, _ lightIncreased: UInt, _ dark: UInt, _ darkIncreased: UInt) -> Color {
        Color(light: Color(hex: light), dark: Color(hex: dark),
              lightHighContrast: Color(hex: lightIncreased), darkHighContrast: Color(hex: darkIncreased))
    }
    public static let red = system(0xFF3B30, 0xD70015, 0xFF453A, 0xFF6961)
    public static let orange = system(0xFF9500, 0xC93400, 0xFF9F0A, 0xFFB340)
    public static let yellow = system(0xFFCC00, 0xB25000, 0xFFD60A, 0xFFD426)
    public static let green = system(0x34C759, 0x248A3D, 0x30D158, 0x30DB5B)
    public static let mint = system(0x00C7BE, 0x0C817B, 0x63E6E2, 0x63E6E2)
    public static let teal = system(0x30B0C7, 0x008299, 0x40C8E0, 0x5DE6FF)
    public static let cyan = system(0x32ADE6, 0x0071A4, 0x64D2FF, 0x70D7FF)
    public static let blue = system(0x007AFF, 0x0040DD, 0x0A84FF, 0x409CFF)
    public static let indigo = system(0x5856D6, 0x3634A3, 0x5E5CE6, 0x7D7AFF)
    public static let purple = system(0xAF52DE, 0x8944AB, 0xBF5AF2, 0xDA8FFF)
    public static let pink = system(0xFF2D55, 0xD30F45, 0xFF375F, 0xFF6482)
    public static let brown = system(0xA2845E, 0x7F6545, 0xAC8E68, 0xB59469)
    public static let gray = system(0x8E8E93, 0x6C6C70, 0x8E8E93, 0xAEAEB2)
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
            var env = EnvironmentValues()
            env.colorScheme = t.userInterfaceStyle == .dark ? .dark : .light
            env.colorSchemeContrast = t.accessibilityContrast == .high ? .increased : .standard
            return color.resolve(in: env)
        }
    }
    /// A semantic colour: light, dark, and their Increase Contrast values.
    static func semantic(_ light: RGBA, _ dark: RGBA, increased: (light: RGBA, dark: RGBA)? = nil) -> UIColor {
        UIColor(dynamicProvider: { t in
            let high = t.accessibilityContrast == .high
            if t.userInterfaceStyle == .dark { return UIColor(rgba: high ? increased?.dark ?? dark : dark) }
            return UIColor(rgba: high ? increased?.light ?? light : light)
        })
    }
    init(rgba: RGBA) { resolveFn = { _ in rgba } }

    /// `hex` at `alpha`/255: UIKit stores these colours' alphas as bytes.
    static func c(_ hex: UInt32, _ alpha: Int = 255) -> RGBA { RGBA(hex: hex, alpha: Double(alpha) / 255) }

    public static let white = UIColor(rgba: .white)
    public static let black = UIColor(rgba: .black)
    public static let clear = UIColor(rgba: .clear)

    // UIKit's semantic colours (iOS 17). Increase Contrast values are UIKit's as resolved with
    // `UITraitCollection(accessibilityContrast: .high)`, recorded with the standard ones in Flutter's
    // `CupertinoColors` (packages/flutter/lib/src/cupertino/colors.dart), which copies them from iOS.
    public static let label = semantic(.black, .white)
    public static let secondaryLabel = semantic(RGBA(hex: 0x3C3C43, alpha: 0.6), RGBA(hex: 0xEBEBF5, alpha: 0.6),
                                                increased: (c(0x3C3C43, 173), c(0xEBEBF5, 173)))
    public static let tertiaryLabel = semantic(RGBA(hex: 0x3C3C43, alpha: 0.3), RGBA(hex: 0xEBEBF5, alpha: 0.3),
                                               increased: (c(0x3C3C43, 96), c(0xEBEBF5, 96)))
    public static let quaternaryLabel = semantic(RGBA(hex: 0x3C3C43, alpha: 0.18), RGBA(hex: 0xEBEBF5, alpha: 0.16),
                                                 increased: (c(0x3C3C43, 66), c(0xEBEBF5, 61)))
    public static let placeholderText = semantic(RGBA(hex: 0x3C3C43, alpha: 0.3), RGBA(hex: 0xEBEBF5, alpha: 0.3),
                                                 increased: (c(0x3C3C43, 96), c(0xEBEBF5, 96)))
    public static let separator = semantic(RGBA(hex: 0x3C3C43, alpha: 0.29), RGBA(hex: 0x545458, alpha: 0.6),
                                           increased: (c(0x3C3C43, 94), c(0x545458, 173)))
    public static let opaqueSeparator = semantic(c(0xC6C6C8), c(0x38383A))
    public static let link = semantic(c(0x007AFF), c(0x0984FF))
    public static let systemFill = semantic(RGBA(hex: 0x787880, alpha: 0.2), RGBA(hex: 0x787880, alpha: 0.36),
                                            increased: (c(0x787880, 71), c(0x787880, 112)))
    public static let secondarySystemFill = semantic(RGBA(hex: 0x787880, alpha: 0.16), RGBA(hex: 0x787880, alpha: 0.32),
                                                     increased: (c(0x787880, 61), c(0x787880, 102)))
    public static let tertiarySystemFill = semantic(RGBA(hex: 0x767680, alpha: 0.12), RGBA(hex: 0x767680, alpha: 0.24),
                                                    increased: (c(0x767680, 51), c(0x767680, 81)))
    public static let quaternarySystemFill = semantic(RGBA(hex: 0x747480, alpha: 0.08), RGBA(hex: 0x767680, alpha: 0.18),
                                                      increased: (c(0x747480, 40), c(0x767680, 66)))
    public static let systemBackground = semantic(.white, .black)
    public static let secondarySystemBackground = semantic(c(0xF2F2F7), c(0x1C1C1E), increased: (c(0xEBEBF0), c(0x242426)))
    public static let tertiarySystemBackground = semantic(.white, c(0x2C2C2E), increased: (.white, c(0x363638)))
    public static let systemGroupedBackground = semantic(c(0xF2F2F7), .black, increased: (c(0xEBEBF0), .black))
    public static let secondarySystemGroupedBackground = semantic(.white, c(0x1C1C1E), increased: (.white, c(0x242426)))
    public static let tertiarySystemGroupedBackground = semantic(c(0xF2F2F7), c(0x2C2C2E), increased: (c(0xEBEBF0), c(0x363638)))
    public static let systemGray = semantic(c(0x8E8E93), c(0x8E8E93), increased: (c(0x6C6C70), c(0xAEAEB2)))
    public static let systemGray2 = semantic(c(0xAEAEB2), c(0x636366), increased: (c(0x8E8E93), c(0x7C7C80)))
    public static let systemGray3 = semantic(c(0xC7C7CC), c(0x48484A), increased: (c(0xAEAEB2), c(0x545456)))
    public static let systemGray4 = semantic(c(0xD1D1D6), c(0x3A3A3C), increased: (c(0xBCBCC0), c(0x444446)))
    public static let systemGray5 = semantic(c(0xE5E5EA), c(0x2C2C2E), increased: (c(0xD8D8DC), c(0x363638)))
    public static let systemGray6 = semantic(c(0xF2F2F7), c(0x1C1C1E), increased: (c(0xEBEBF0), c(0x242426)))
    public static let systemRed = UIColor(Color.red)
    public static let systemGreen = UIColor(Color.green)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemOrange = UIColor(Color.orange)
}

public struct UITraitCollection: Sendable {
    public enum UserInterfaceStyle: Sendable { case light, dark, unspecified }
    public var userInterfaceStyle: UserInterfaceStyle
    /// Increase Contrast, as UIKit's `accessibilityContrast`.
    public var accessibilityContrast: UIAccessibilityContrast = .normal
    public init(userInterfaceStyle: UserInterfaceStyle, accessibilityContrast: UIAccessibilityContrast = .normal) {
        self.userInterfaceStyle = userInterfaceStyle; self.accessibilityContrast = accessibilityContrast
    }
}

public enum UIAccessibilityContrast: Sendable { case unspecified, normal, high }

extension Color {
    public init(_ ui: UIColor) { self.init(uiColor: ui) }
    /// The UIKit colour in each of the four appearances it can take (light, dark, each with Increase Contrast).
    public init(uiColor ui: UIColor) {
        let light = ui.resolveFn(UITraitCollection(userInterfaceStyle: .light))
        let dark = ui.resolveFn(UITraitCollection(userInterfaceStyle: .dark))
        let lightHigh = ui.resolveFn(UITraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high))
        let darkHigh = ui.resolveFn(UITraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high))
        if light == dark && lightHigh == light && darkHigh == dark {
            storage = .fixed(light)
        } else {
            storage = .adaptive(light: light, dark: dark, lightHighContrast: lightHigh == light ? nil : lightHigh,
                                darkHighContrast: darkHigh == dark ? nil : darkHigh)
        }
    }
}
