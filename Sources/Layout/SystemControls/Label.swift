/// `Label` under a name that stays visible where a generic parameter called `Label` hides it (`Button`,
/// `Menu`): `Layout.Label` cannot be written, because the module's `Layout` protocol hides the module name.
public typealias SystemLabel = Label

/// SwiftUI's `Label`: an icon and a title. Drawn by the environment's label style: side by side (the
/// default), icon only (toolbars) or title only; tab bars take its parts and stack them.
public struct Label: View {
    let title: Text
    let systemImage: String
    public init(_ titleKey: LocalizedStringKey, systemImage: String) { title = Text(titleKey); self.systemImage = systemImage }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) { self.title = Text(title); self.systemImage = systemImage }

    @Environment(\.labelStyle) private var style

    public var body: some View {
        switch style {
        case .titleAndIcon: HStack(spacing: 6) { Image(systemName: systemImage); title }
        case .iconOnly: Image(systemName: systemImage)
        case .titleOnly: title
        }
    }
}

enum LabelStyleKind: Hashable, Sendable { case titleAndIcon, iconOnly, titleOnly }

/// How labels draw, as SwiftUI's `LabelStyle` (`.titleAndIcon`, `.iconOnly`, `.titleOnly`).
public struct LabelStyle: Sendable {
    let kind: LabelStyleKind
    public static let titleAndIcon = LabelStyle(kind: .titleAndIcon)
    public static let iconOnly = LabelStyle(kind: .iconOnly)
    public static let titleOnly = LabelStyle(kind: .titleOnly)
    /// SwiftUI's `.automatic`: title and icon outside toolbars.
    public static let automatic = LabelStyle(kind: .titleAndIcon)
}

extension View {
    public func labelStyle(_ style: LabelStyle) -> some View { environment(\.labelStyle, style.kind) }
}
