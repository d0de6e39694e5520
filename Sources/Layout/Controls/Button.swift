/// SwiftUI's `Button`. A still render has no taps; the label is drawn through the environment's
/// button style, and `isPressed` comes from the environment so pressed states can be rendered
/// (`.environment(\.isPressed, true)`).
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); role = nil }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label(); self.role = role }

    @Environment(\.buttonStyle) private var style
    @Environment(\.isPressed) private var isPressed

    public var body: some View {
        style.base.makeAnyBody(configuration: ButtonStyleConfiguration(label: AnyView(label), isPressed: isPressed))
    }

    /// The role travels with the button as a trait, so a menu can draw a destructive item in red.
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let body = EnvironmentValues.$current.withValue(context.environment) { self.body }
        let nodes = context.resolve(body)
        if let role { for node in nodes { node.traits.buttonRole = role } }
        return nodes
    }
}

extension Button where Label == Text {
    /// A literal title is a `LocalizedStringKey`, so its inline Markdown is styled (as in SwiftUI).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { label = Text(titleKey); role = nil }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { label = Text(titleKey); self.role = role }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { label = Text(title); role = nil }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) { label = Text(title); self.role = role }
}

extension Button where Label == SystemLabel {
    /// `Button("Copy", systemImage: "doc.on.doc") { }` (iOS 17): a label with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        label = SystemLabel(titleKey, systemImage: systemImage); role = nil
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        label = SystemLabel(titleKey, systemImage: systemImage); self.role = role
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        label = SystemLabel(title, systemImage: systemImage); role = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        label = SystemLabel(title, systemImage: systemImage); self.role = role
    }
}

public enum ButtonRole: Sendable { case cancel, destructive }

public struct ButtonStyleConfiguration {
    public let label: AnyView
    public let isPressed: Bool
}

/// A button's appearance, as SwiftUI's `ButtonStyle`.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ButtonStyle {
    func makeAnyBody(configuration: Configuration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}

/// SwiftUI's automatic style on iOS: a borderless button whose label takes the tint colour unless a
/// foreground style was set, and dims while pressed.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(label: configuration.label).opacity(configuration.isPressed ? 0.2 : 1)
    }
    struct TintedLabel: View {
        let label: AnyView
        @Environment(\.foregroundStyle) var fg
        @Environment(\.isEnabled) var isEnabled
        var body: some View {
            if fg == nil {
                label.foregroundStyle(isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(HierarchicalShapeStyle.tertiary))
            } else {
                label
            }
        }
    }
}

/// `.plain`: the label as it is.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label.opacity(configuration.isPressed ? 0.75 : 1) }
}

extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension ButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
    public static var borderless: DefaultButtonStyle { DefaultButtonStyle() }
}

struct AnyButtonStyleBox: @unchecked Sendable {
    // @unchecked: styles are immutable values set once in the environment and only read.
    let base: any ButtonStyle
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyleBox(base: DefaultButtonStyle()) }
extension EnvironmentValues {
    var buttonStyle: AnyButtonStyleBox { get { self[ButtonStyleKey.self] } set { self[ButtonStyleKey.self] = newValue } }
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let box = AnyButtonStyleBox(base: style)
        return environmentModifier { $0.buttonStyle = box }
    }
}
