/// SwiftUI's `Section`: rows under a header and above a footer. Inside a `List` the list draws it (a card,
/// its header and footer in the list style's fonts); inside a `Menu` it is a group of items; anywhere else
/// it is its header, rows and footer stacked.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer()
    }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        // 1. Rows in the enclosing context; header and footer in the list style's text styles.
        let rows = context.inStack(.vertical).resolve(content)
        let header = context.with { Self.headerEnvironment(&$0, style: env.enclosingListStyle) }.resolve(self.header)
        let footer = context.with { Self.footerEnvironment(&$0, style: env.enclosingListStyle) }.resolve(self.footer)
        // 2. Standing alone, the parts stacked; a list or menu reads them from the trait.
        let stacked = LayoutNode(kind: "Section", layout: StackLayout(axis: .vertical, alignmentFraction: 0, alignsBaselines: false, spacing: 0),
                                 children: header + rows + footer)
        stacked.traits.section = ListSectionParts(header: header, rows: rows, footer: footer)
        return [stacked]
    }
    public typealias Body = Never

    /// Grouped lists: footnote, upper-cased, `secondaryLabel`. Plain lists: headline in the label colour.
    /// Menus: footnote, `secondaryLabel`.
    static func headerEnvironment(_ env: inout EnvironmentValues, style: ListStyleKind?) {
        if env.isInMenu {
            env.font = .footnote
            env.foregroundStyle = AnyShapeStyle(Color(UIColor.secondaryLabel))
            return
        }
        guard let style else { return }
        if style.isGrouped {
            env.font = .footnote
            env.foregroundStyle = AnyShapeStyle(Color(UIColor.secondaryLabel))
            env.textCase = .uppercase
        } else {
            env.font = .headline
        }
    }

    static func footerEnvironment(_ env: inout EnvironmentValues, style: ListStyleKind?) {
        guard style != nil else { return }
        env.font = .footnote
        env.foregroundStyle = AnyShapeStyle(Color(UIColor.secondaryLabel))
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// `Section(header: Text("…")) { … }` (the form deprecated in iOS 17, still common in guide code).
    public init(header: Parent, @ViewBuilder content: () -> Content) { self.init(content: content, header: { header }, footer: { EmptyView() }) }
}

extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == EmptyView {
    public init(footer: Footer, @ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { footer }) }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
