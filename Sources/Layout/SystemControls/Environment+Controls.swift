/// Environment values of the system controls: styles chosen by modifiers and the render states a still
/// cannot get from interaction (a presented menu, content scrolled under the bars).
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.automatic }
private struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.automatic }
private struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleKind.titleAndIcon }
private struct MenuPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct ScrolledUnderBarsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `labelsHidden()`: toggles and pickers show only their control.
    public var labelsHidden: Bool { get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue } }
    var pickerStyle: PickerStyleKind { get { self[PickerStyleKey.self] } set { self[PickerStyleKey.self] = newValue } }
    var listStyle: ListStyleKind { get { self[ListStyleKey.self] } set { self[ListStyleKey.self] = newValue } }
    var labelStyle: LabelStyleKind { get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue } }
    /// Render-state: `Menu`s in this subtree draw open, their panel hanging below the label.
    public var isMenuPresented: Bool { get { self[MenuPresentedKey.self] } set { self[MenuPresentedKey.self] = newValue } }
    /// Render-state: the content of navigation stacks and tab views in this subtree is scrolled under their
    /// bars, which then take their standard appearance (bar material and hairline) and large titles collapse
    /// to the inline bar, as iOS draws them once the content has moved from its resting edge.
    public var isScrolledUnderBars: Bool { get { self[ScrolledUnderBarsKey.self] } set { self[ScrolledUnderBarsKey.self] = newValue } }
}

extension View {
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

private struct EnclosingListStyleKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The style of the `List` a view is a row or section of (nil outside lists): `Section` styles its
    /// header and footer by it.
    var enclosingListStyle: ListStyleKind? { get { self[EnclosingListStyleKey.self] } set { self[EnclosingListStyleKey.self] = newValue } }
    /// `textCase(_:)`: text below is drawn upper- or lower-cased (grouped list headers are upper-cased).
    public var textCase: Text.Case? { get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue } }
}

extension Text {
    /// A transform of the letters' case, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

extension View {
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}

private struct InMenuKey: EnvironmentKey { static let defaultValue = false }
private struct MenuPanelEdgeKey: EnvironmentKey { static let defaultValue = HorizontalEdge.leading }
private struct SymbolFillKey: EnvironmentKey { static let defaultValue = false }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// Resolving the items of a `MenuPanel`: section headers take the menu's header style.
    var isInMenu: Bool { get { self[InMenuKey.self] } set { self[InMenuKey.self] = newValue } }
    var menuPanelEdge: HorizontalEdge { get { self[MenuPanelEdgeKey.self] } set { self[MenuPanelEdgeKey.self] = newValue } }
    /// `symbolVariant(.fill)`: symbols draw their `.fill` variant where there is one.
    var symbolFill: Bool { get { self[SymbolFillKey.self] } set { self[SymbolFillKey.self] = newValue } }
    /// `imageScale(_:)`: symbols relative to the font size (SF Symbols' small, medium and large scales).
    public var imageScale: Image.Scale { get { self[ImageScaleKey.self] } set { self[ImageScaleKey.self] = newValue } }
}

/// SwiftUI's `SymbolVariants` (the fill variant; others draw the plain symbol).
public struct SymbolVariants: Hashable, Sendable {
    let fill: Bool
    public static let none = SymbolVariants(fill: false)
    public static let fill = SymbolVariants(fill: true)
}

extension Image {
    /// SF Symbols' scales: a symbol at `.large` is about 1.3 times its `.medium` size, at `.small` 0.8.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
        var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

extension View {
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolFill, variant.fill) }
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
