/// A key for a value in the environment, with the value used when nobody set one.
public protocol EnvironmentKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: colour scheme, fonts, accessibility settings, and
/// whatever keys brand kits add. Settable from outside (`.environment(\.colorScheme, .dark)`)
/// and readable inside components (`@Environment(\.colorScheme) var scheme`).
public struct EnvironmentValues: Sendable {
    /// Each assigned key's value, boxed by its type (see `EnvironmentBox`).
    private var storage: [ObjectIdentifier: AnyEnvironmentBox] = [:]
    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            EnvironmentReads.read(id)
            guard let box = storage[id] else { return K.defaultValue }
            return unsafeDowncast(box, to: EnvironmentBox<K.Value>.self).value
        }
        set { storage[ObjectIdentifier(key)] = EnvironmentBox(newValue) }
    }

    /// The keys given a value in this environment (the others are at their defaults).
    var assignedKeys: Dictionary<ObjectIdentifier, AnyEnvironmentBox>.Keys { storage.keys }

    /// The environment of the view whose `body` is being evaluated. Bodies are evaluated inside
    /// `withValue`, so `@Environment` reads the right values without views carrying them.
    @TaskLocal public static var current = EnvironmentValues()
}

/// Reads an environment value inside a component's `body`, like SwiftUI's property wrapper.
@propertyWrapper public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

public enum ColorScheme: String, Hashable, Sendable, CaseIterable, Codable { case light, dark }
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }
public enum TextAlignment: String, Hashable, Sendable, Codable { case leading, center, trailing }

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct ContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct DynamicTypeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct LegibilityKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue = 0.0 }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: ClosedRange<Int>? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TrackingKey: EnvironmentKey { static let defaultValue = 0.0 }
private struct FontFeaturesKey: EnvironmentKey { static let defaultValue: [String] = [] }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct IsPressedKey: EnvironmentKey { static let defaultValue = false }
private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue = 2.0 }
private struct ScreenSizeKey: EnvironmentKey { static let defaultValue = Size(width: 390, height: 844) }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
private struct BoldKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct TruncationKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }

extension EnvironmentValues {
    public var colorScheme: ColorScheme { get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue } }
    public var colorSchemeContrast: ColorSchemeContrast { get { self[ContrastKey.self] } set { self[ContrastKey.self] = newValue } }
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    /// The foreground style set by `.foregroundStyle`; nil means the primary label colour.
    public var foregroundStyle: AnyShapeStyle? { get { self[ForegroundKey.self] } set { self[ForegroundKey.self] = newValue } }
    public var tint: AnyShapeStyle? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
    public var dynamicTypeSize: DynamicTypeSize { get { self[DynamicTypeKey.self] } set { self[DynamicTypeKey.self] = newValue } }
    public var accessibilityReduceTransparency: Bool { get { self[ReduceTransparencyKey.self] } set { self[ReduceTransparencyKey.self] = newValue } }
    public var accessibilityReduceMotion: Bool { get { self[ReduceMotionKey.self] } set { self[ReduceMotionKey.self] = newValue } }
    public var legibilityWeight: LegibilityWeight? { get { self[LegibilityKey.self] } set { self[LegibilityKey.self] = newValue } }
    public var lineSpacing: Double { get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue } }
    /// Line limit as a range (`lineLimit(2)` is `2...2` for layout purposes only at the top end; see Text).
    public var lineLimitRange: ClosedRange<Int>? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    public var lineLimit: Int? { lineLimitRange?.upperBound }
    public var multilineTextAlignment: TextAlignment { get { self[TextAlignmentKey.self] } set { self[TextAlignmentKey.self] = newValue } }
    public var tracking: Double { get { self[TrackingKey.self] } set { self[TrackingKey.self] = newValue } }
    /// OpenType feature tags applied to text, e.g. `["zero"]` for Grok's slashed zero.
    public var fontFeatures: [String] { get { self[FontFeaturesKey.self] } set { self[FontFeaturesKey.self] = newValue } }
    public var isEnabled: Bool { get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue } }
    /// Render-state: buttons in this subtree draw their pressed appearance.
    public var isPressed: Bool { get { self[IsPressedKey.self] } set { self[IsPressedKey.self] = newValue } }
    /// Render-state: text fields in this subtree draw as focused (caret and focus styling).
    public var isFocused: Bool { get { self[IsFocusedKey.self] } set { self[IsFocusedKey.self] = newValue } }
    /// Pixels per point of the output; hairlines (Divider) are one pixel.
    public var displayScale: Double { get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue } }
    /// The simulated device screen (`UIScreen.main.bounds`).
    public var screenSize: Size { get { self[ScreenSizeKey.self] } set { self[ScreenSizeKey.self] = newValue } }
    var textItalic: Bool { get { self[ItalicKey.self] } set { self[ItalicKey.self] = newValue } }
    var textWeight: Font.Weight? { get { self[BoldKey.self] } set { self[BoldKey.self] = newValue } }
    public var truncationMode: Text.TruncationMode { get { self[TruncationKey.self] } set { self[TruncationKey.self] = newValue } }
}

/// `UIScreen.main.bounds`, for guide code that sizes by the screen: the environment's simulated screen.
public struct UIScreen: Sendable {
    public static var main: UIScreen { UIScreen() }
    public var bounds: Rect { Rect(origin: .zero, size: EnvironmentValues.current.screenSize) }
}

extension EnvironmentValues {
    /// An environment for a colour scheme and the accessibility settings the brand guides vary.
    public init(colorScheme: ColorScheme, contrast: ColorSchemeContrast = .standard, dynamicTypeSize: DynamicTypeSize = .large,
                reduceTransparency: Bool = false, reduceMotion: Bool = false) {
        self.init()
        self.colorScheme = colorScheme
        colorSchemeContrast = contrast
        self.dynamicTypeSize = dynamicTypeSize
        accessibilityReduceTransparency = reduceTransparency
        accessibilityReduceMotion = reduceMotion
    }
}
