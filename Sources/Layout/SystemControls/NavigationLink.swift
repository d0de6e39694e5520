/// SwiftUI's `NavigationLink` at rest. In a `List` it is a row with the disclosure chevron at its trailing
/// edge (`chevron.forward`, 14 pt semibold, in `tertiaryLabel`, as UIKit's disclosure indicator); elsewhere
/// it is a button (its label in the tint). What it would push is shown with `NavigationStack(path:)`.
public struct NavigationLink<Label: View>: View {
    let label: Label
    public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    @Environment(\.enclosingListStyle) private var listStyle

    public var body: some View {
        if listStyle != nil {
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                DisclosureChevron().stroke(Color(UIColor.tertiaryLabel), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                    .frame(width: 7, height: 12)
            }
        } else {
            Button(action: {}) { label }
        }
    }
}

extension NavigationLink where Label == Text {
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, value: V?) { label = Text(titleKey) }
    public init<Destination: View>(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, value: V?) { label = Text(title) }
}
