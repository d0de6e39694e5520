/// SwiftUI's `List` in its iOS styles: `.insetGrouped` (the default, as `.automatic` is on iPhone),
/// `.grouped` and `.plain`. Rows are the content's views; a `Section` groups rows under a header and above
/// a footer; rows outside any section form sections of their own. The list fills the height it is
/// offered, on its background colour, and shows its content from the top, as a scroll view at rest.
///
/// Metrics (iOS 17, iPhone): rows at least 44 pt tall with 6.5 pt above and below their content (a row
/// holding a 31 pt switch is 44 pt, as in Settings) and the layout margin (16 pt, 20 pt on screens 414 pt
/// wide or more) beside it; separators 1 px of `separator` from the
/// row content's leading edge to the trailing edge, none under a section's last row. Inset-grouped sections
/// are cards of `secondarySystemGroupedBackground` with 10 pt continuous corners, the layout margin in from
/// each side, on `systemGroupedBackground`; headers are footnote (13 pt), upper-cased, `secondaryLabel`,
/// 7 pt above the card; footers footnote `secondaryLabel` 7 pt below it; sections 35 pt apart (22 pt above
/// a header). Plain lists run rows edge to edge on `systemBackground` with headline (17 pt semibold)
/// headers. Figures from UIKit's list layout defaults (`UIListContentConfiguration` margins, 44 pt minimum
/// row height, the 10 pt corner radius Flutter's `CupertinoListSection.insetGrouped` also uses) and
/// measured from iOS 17 Settings screenshots where UIKit publishes none (section and header spacing).
public struct List<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let style = context.environment.listStyle.resolved
        // 1. Rows and sections, resolved with the list style known to `Section` (header fonts and case).
        let items = context.with { $0.enclosingListStyle = style }.inStack(.vertical).resolve(content)
        // 2. Consecutive rows outside a section form a section without header or footer.
        var sections: [ListSectionParts] = []
        var loose: [LayoutNode] = []
        for item in items {
            if let section = item.traits.section {
                if !loose.isEmpty { sections.append(ListSectionParts(rows: loose)); loose = [] }
                sections.append(section)
            } else {
                loose.append(item)
            }
        }
        if !loose.isEmpty { sections.append(ListSectionParts(rows: loose)) }
        // 3. The list drawn from the resolved parts, with the layout margin of the simulated screen's width.
        let margin = ListMetrics.margin(forWidth: context.environment.screenSize.width)
        let nodes = context.resolve(ListPage(sections: sections, style: style, margin: margin))
        nodes.first?.traits.contentBackground = Color(style.isGrouped ? UIColor.systemGroupedBackground : .systemBackground)
        return nodes
    }
    public typealias Body = Never
}

extension List {
    /// One row per element, as `List(data) { element in … }`.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                     @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
    where Content == ForEach<Data, ID, Row> {
        content = ForEach(data, id: id, content: rowContent)
    }
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, Row> {
        content = ForEach(data, content: rowContent)
    }
}

enum ListStyleKind: Hashable, Sendable {
    case automatic, plain, grouped, insetGrouped
    /// `.automatic` is `.insetGrouped` for a `List` on iPhone.
    var resolved: ListStyleKind { self == .automatic ? .insetGrouped : self }
    var isGrouped: Bool { self != .plain }
}

/// A list's appearance, as SwiftUI's `ListStyle`.
public struct ListStyle: Sendable {
    let kind: ListStyleKind
    public static let automatic = ListStyle(kind: .automatic)
    public static let plain = ListStyle(kind: .plain)
    public static let grouped = ListStyle(kind: .grouped)
    public static let insetGrouped = ListStyle(kind: .insetGrouped)
}

extension View {
    public func listStyle(_ style: ListStyle) -> some View { environment(\.listStyle, style.kind) }
    /// The row's content insets in place of the list's (layout margin beside, 6.5 pt above and below).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { trait { $0.listRowInsets = insets } }
    /// Whether the separator under this row is drawn.
    public func listRowSeparator(_ visibility: Visibility) -> some View { trait { $0.listRowSeparator = visibility } }
    /// A view behind the row in place of the list's row colour.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return trait { $0.listRowBackground = background }
    }
}

/// List metrics. UIKit's layout margin is 16 pt on phones narrower than 414 pt and 20 pt from there on
/// (the simulated screen's width decides, as a full-width list's would).
enum ListMetrics {
    static func margin(forWidth width: Double) -> Double { width >= 414 ? 20 : 16 }
    static let rowMinHeight = 44.0
    static let rowVerticalInset = 6.5
    static let cornerRadius = 10.0
    static let sectionSpacing = 35.0
    static let headerSpacing = 22.0
    static let headerGap = 7.0
}

/// The resolved header, rows and footer of a `Section`.
struct ListSectionParts {
    var header: [LayoutNode] = []
    var rows: [LayoutNode] = []
    var footer: [LayoutNode] = []
}

/// `List`: the sections on the list background, filling the proposal (the content's height where none
/// is proposed), the content from the top and clipped, as a scroll view at rest.
private struct ListPage: View {
    let sections: [ListSectionParts]
    let style: ListStyleKind
    let margin: Double

    var body: some View {
        let background: UIColor = style.isGrouped ? .systemGroupedBackground : .systemBackground
        VStack(alignment: .leading, spacing: 0) {
            ForEach(sections.indices, id: \.self) { i in
                ListSectionView(parts: sections[i], style: style, margin: margin, isFirst: i == 0)
            }
            if style.isGrouped { Color.clear.frame(height: ListMetrics.sectionSpacing) }
        }
        // At least nothing: a list reports the height it is offered even when its content is taller.
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
        .background(Color(background))
        .clipped()
    }
}

private struct ListSectionView: View {
    let parts: ListSectionParts
    let style: ListStyleKind
    let margin: Double
    let isFirst: Bool

    var body: some View {
        let inset = style == .insetGrouped
        VStack(alignment: .leading, spacing: 0) {
            if style.isGrouped {
                Color.clear.frame(height: parts.header.isEmpty ? ListMetrics.sectionSpacing : ListMetrics.headerSpacing)
            }
            if !parts.header.isEmpty {
                LayoutNode.Resolved(parts.header)
                    .padding(.horizontal, margin + (inset ? margin : 0))
                    .padding(.bottom, style.isGrouped ? ListMetrics.headerGap : 8)
                    .padding(.top, style.isGrouped ? 0 : 8)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background { if !style.isGrouped { Color(UIColor.systemBackground) } }
            }
            ListCard(rows: parts.rows, style: style, margin: margin)
                .padding(.horizontal, inset ? margin : 0)
            if !parts.footer.isEmpty {
                LayoutNode.Resolved(parts.footer)
                    .padding(.horizontal, margin + (inset ? margin : 0))
                    .padding(.top, ListMetrics.headerGap)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

/// A section's rows: each padded by its insets to at least 44 pt, on the row colour, with a separator
/// under every row but the last (and, in grouped lists, hairlines along the section's top and bottom).
private struct ListCard: View {
    let rows: [LayoutNode]
    let style: ListStyleKind
    let margin: Double
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let hairline = 1 / max(1, displayScale)
        let rowColor: UIColor = style.isGrouped ? .secondarySystemGroupedBackground : .systemBackground
        let radius = style == .insetGrouped ? ListMetrics.cornerRadius : 0
        VStack(alignment: .leading, spacing: 0) {
            ForEach(rows.indices, id: \.self) { i in
                let row = rows[i]
                let insets = row.traits.listRowInsets
                    ?? EdgeInsets(top: ListMetrics.rowVerticalInset, leading: margin, bottom: ListMetrics.rowVerticalInset, trailing: margin)
                let separator = i < rows.count - 1 && row.traits.listRowSeparator != .hidden
                LayoutNode.Resolved(row)
                    .padding(insets)
                    .frame(maxWidth: .infinity, minHeight: ListMetrics.rowMinHeight, alignment: .leading)
                    .background {
                        if let custom = row.traits.listRowBackground { custom } else { Color(rowColor) }
                    }
                    .overlay(alignment: .bottom) {
                        if separator {
                            Rectangle().fill(Color(UIColor.separator)).frame(height: hairline).padding(.leading, insets.leading)
                        }
                    }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
        .overlay(alignment: .top) {
            if style == .grouped { Rectangle().fill(Color(UIColor.separator)).frame(height: hairline) }
        }
        .overlay(alignment: .bottom) {
            if style == .grouped { Rectangle().fill(Color(UIColor.separator)).frame(height: hairline) }
        }
    }
}
