/// Anything that can fill a shape or colour text: colours, gradients, materials, hierarchical styles.
public protocol ShapeStyle: Sendable {
    /// The paint this style produces in `environment`.
    func resolvePaint(in environment: EnvironmentValues) -> Paint
}

extension Color: ShapeStyle {
    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        if case .hierarchical(let level) = storage {
            return HierarchicalShapeStyle(level: level).resolvePaint(in: environment).multiplyingOpacity(opacityFactor)
        }
        return .color(resolve(in: environment))
    }
}

/// A paint already resolved: used where a style must not be re-resolved against a changed environment.
public struct ResolvedPaintStyle: ShapeStyle {
    public let paint: Paint
    public init(paint: Paint) { self.paint = paint }
    public func resolvePaint(in environment: EnvironmentValues) -> Paint { paint }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, @unchecked Sendable {
    // `@unchecked`: the wrapped value is itself a `ShapeStyle`, which is `Sendable`.
    let base: any ShapeStyle
    /// Styles are erased often (every `foregroundStyle`, `fill`, `stroke`): the type is compared
    /// before any cast, so a style that is not already erased costs no dynamic cast.
    public init<S: ShapeStyle>(_ style: S) {
        if S.self == AnyShapeStyle.self, let a = style as? AnyShapeStyle { base = a.base } else { base = style }
    }
    public func resolvePaint(in environment: EnvironmentValues) -> Paint { base.resolvePaint(in: environment) }

    /// Whether the style is defined by the current foreground style (hierarchical levels, `.foreground`).
    /// Decided by the wrapped value's type (a pointer comparison); only a colour or an opacity is cast.
    var dependsOnForeground: Bool {
        let type = ObjectIdentifier(Swift.type(of: base))
        if type == ObjectIdentifier(HierarchicalShapeStyle.self) || type == ObjectIdentifier(ForegroundStyle.self) { return true }
        if type == ObjectIdentifier(Color.self), let c = base as? Color {
            if case .hierarchical = c.storage { return true } else { return false }
        }
        if type == ObjectIdentifier(OpacityStyle.self), let o = base as? OpacityStyle { return o.base.dependsOnForeground }
        return false
    }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`: levels of the current foreground style.
/// With the default foreground they are Apple's label colours; with a custom foreground colour,
/// the lower levels are that colour at reduced opacity (as SwiftUI does).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    static let levelOpacity: [Double] = [1, 0.6, 0.3, 0.18]

    /// SwiftUI's phone label colours for the default foreground, per level: light #3C3C43 and dark #EBEBF5
    /// at these opacities, with their Increase Contrast values (SwiftUI's `SystemColorType` table for
    /// iPhone, as recorded in OpenSwiftUI's `DefaultSystemColorDefinition_PhoneTV`): secondary 0.6 → 0.8
    /// light, 0.7 dark; tertiary 0.3 → 0.7 / 0.55; quaternary 0.18 (dark 0.16) → 0.55 / 0.4.
    static let labelOpacity: (light: [Double], lightIncreased: [Double], dark: [Double], darkIncreased: [Double]) = (
        [1, 0.6, 0.3, 0.18], [1, 0.8, 0.7, 0.55], [1, 0.6, 0.3, 0.16], [1, 0.7, 0.55, 0.4])

    static func labelColor(level: Int, in env: EnvironmentValues) -> RGBA {
        let dark = env.colorScheme == .dark
        if level == 0 { return dark ? .white : .black }
        let increased = env.colorSchemeContrast == .increased
        let table = dark ? (increased ? labelOpacity.darkIncreased : labelOpacity.dark)
                         : (increased ? labelOpacity.lightIncreased : labelOpacity.light)
        let base = dark ? RGBA(hex: 0xEBEBF5) : RGBA(hex: 0x3C3C43)
        return base.multiplyingAlpha(table[min(level, 3)])
    }

    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        if let fg = environment.foregroundStyle {
            let p = fg.resolvePaint(in: environment)
            return level == 0 ? p : p.multiplyingOpacity(Self.levelOpacity[min(level, 3)])
        }
        return .color(Self.labelColor(level: level, in: environment))
    }
}

/// The foreground style of the environment, as a style value (`ForegroundStyle()`).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        HierarchicalShapeStyle.primary.resolvePaint(in: environment)
    }
}

/// The environment's tint (accent) colour.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func resolvePaint(in environment: EnvironmentValues) -> Paint {
        (environment.tint ?? AnyShapeStyle(Color.accentColor)).resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
extension ShapeStyle where Self == Color {
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
    public static var red: Color { Color.red }
    public static var blue: Color { Color.blue }
    public static var green: Color { Color.green }
    public static var orange: Color { Color.orange }
    public static var gray: Color { Color.gray }
    public static var yellow: Color { Color.yellow }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
}

extension ShapeStyle {
    /// The style at reduced opacity.
    public func opacity(_ amount: Double) -> some ShapeStyle { OpacityStyle(base: AnyShapeStyle(self), amount: amount) }
}

struct OpacityStyle: ShapeStyle {
    let base: AnyShapeStyle
    let amount: Double
    func resolvePaint(in environment: EnvironmentValues) -> Paint { base.resolvePaint(in: environment).multiplyingOpacity(amount) }
}
