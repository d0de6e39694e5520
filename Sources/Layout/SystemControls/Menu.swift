/// SwiftUI's `Menu`: at rest its label, drawn as a button (in the tint); presented
/// (`.environment(\.isMenuPresented, true)`, a still cannot be tapped) its items hang in a `MenuPanel`
/// 8 pt below the label, aligned with its leading edge (`menuPanelEdge(.trailing)` for a label near the
/// trailing edge). The panel floats over what is below; it takes no room in the layout.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let shown = context.resolve(Button(action: {}) { label })
        guard env.isMenuPresented, let anchor = shown.first else { return shown }
        // The panel resolves without the presented state, so a submenu inside stays closed.
        let panel = context.with { $0.isMenuPresented = false }.inStack(nil).resolve(MenuPanel { content })
        guard let panelNode = panel.first else { return shown }
        let node = LayoutNode(kind: "Menu", layout: HangingPanelLayout(edge: env.menuPanelEdge, gap: 8), children: [anchor, panelNode])
        node.inheritTraits(from: anchor)
        return [node] + shown.dropFirst()
    }
    public typealias Body = Never
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

extension Menu where Label == SystemLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SystemLabel(titleKey, systemImage: systemImage) }
    }
}

/// `Menu` presented: the label (child 0) takes the proposal; the panel (child 1) its ideal size, its top
/// `gap` below the label's bottom, aligned with the label's leading or trailing edge. Reports the label's size.
struct HangingPanelLayout: LayoutAlgorithm {
    let edge: HorizontalEdge
    let gap: Double
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        node.children[0].sizeThatFits(proposal, context)
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        node.children[0].place(at: bounds.origin, proposal: proposal, context)
        let panel = node.children[1].sizeThatFits(.unspecified, context)
        let x = edge == .leading ? bounds.minX : bounds.maxX - panel.width
        node.children[1].place(at: Point(x: x, y: bounds.maxY + gap), proposal: .unspecified, context)
    }
    /// Guides and spacing are the label's: the panel hangs outside the menu's frame.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        node.children[0].explicitAlignment(key, proposal, context)
    }
    func spacing(node: LayoutNode, _ context: LayoutContext) -> ViewSpacing { childSpacing(node, context) }
}

/// An open iOS menu as a still (the panel of a `Menu`, a context menu, a popover list): rows of 17 pt
/// items at least 44 pt tall, title at the leading edge and symbol at the trailing edge, 16 pt in from
/// the sides, hairline separators between items, an 8 pt band between groups (`Divider()` or `Section`),
/// destructive items (`Button(role: .destructive)`) in `systemRed`, a section header in 13 pt
/// `secondaryLabel`. The panel is 250 pt wide with 13 pt continuous corners on the thick material, under
/// a soft shadow (black at 12 %, 20 pt radius, 8 pt down).
///
/// Everything a brand's own floating menu varies is a parameter: width, corner radius, background (Kik's
/// solid surface), and a border (Kik draws a 1 pt `kikDarkDivider` outline in dark mode, where a shadow
/// does not show). Figures: width and corner radius of iOS 17's context menu, as Flutter's
/// `CupertinoContextMenu` records them (eyeballed from the iOS 17.5 simulator); row metrics from UIKit's
/// 44 pt minimum touch target and the layout margin; the separator greys (#A9A9AF light, #57585A dark)
/// from the same Flutter source.
public struct MenuPanel<Content: View>: View {
    let width: Double
    let cornerRadius: Double
    let background: AnyShapeStyle?
    let border: Color?
    let borderWidth: Double
    let content: Content

    public init(width: Double = 250, cornerRadius: Double = 13, background: AnyShapeStyle? = nil, border: Color? = nil,
                borderWidth: Double = 1, @ViewBuilder content: () -> Content) {
        self.width = width; self.cornerRadius = cornerRadius; self.background = background
        self.border = border; self.borderWidth = borderWidth; self.content = content()
    }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // 1. The items, twice: in the label colour and in red (a destructive item takes the red one).
        func items(_ color: Color) -> [LayoutNode] {
            context.with {
                $0.font = .body; $0.foregroundStyle = AnyShapeStyle(color); $0.labelStyle = .titleAndIcon
                $0.buttonStyle = AnyButtonStyleBox(base: PlainButtonStyle()); $0.lineLimitRange = 0...1; $0.isInMenu = true
            }.inStack(.vertical).resolve(content)
        }
        let plain = items(Color(UIColor.label)), destructive = items(.red)
        // 2. Groups: dividers and sections split the items; a section's header leads its group.
        var groups: [[MenuPanelRow]] = [[]]
        for (i, node) in plain.enumerated() {
            if node.kind == "Divider" || node.traits.isDivider {
                groups.append([])
            } else if let section = node.traits.section {
                if !(groups.last?.isEmpty ?? true) { groups.append([]) }
                if !section.header.isEmpty { groups[groups.count - 1].append(.header(section.header)) }
                // Section rows resolved in the plain colour; a destructive one is rare inside sections.
                for row in section.rows { groups[groups.count - 1].append(MenuPanelRow(row)) }
                groups.append([])
            } else {
                let chosen = node.traits.buttonRole == .destructive ? destructive[i] : node
                groups[groups.count - 1].append(MenuPanelRow(chosen))
            }
        }
        groups.removeAll { $0.isEmpty }
        // 3. The panel.
        return context.resolve(MenuPanelBody(groups: groups, width: width, cornerRadius: cornerRadius, background: background,
                                             border: border, borderWidth: borderWidth))
    }
    public typealias Body = Never
}

/// One row of a menu panel: an item split into its title and symbol, or a section header.
enum MenuPanelRow {
    case item(title: LayoutNode?, icon: LayoutNode?, whole: LayoutNode)
    case header([LayoutNode])

    init(_ node: LayoutNode) {
        let all = node.subtree()
        let title = all.first { $0.kind == "Text" }, icon = all.first { $0.kind == "Image" }
        self = .item(title: title, icon: icon, whole: node)
    }
}

private struct MenuPanelBody: View {
    let groups: [[MenuPanelRow]]
    let width: Double
    let cornerRadius: Double
    let background: AnyShapeStyle?
    let border: Color?
    let borderWidth: Double
    @Environment(\.colorScheme) private var scheme
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let separator = scheme == .dark ? Color(hex: 0x57585A) : Color(hex: 0xA9A9AF)
        let band = scheme == .dark ? Color(white: 0, opacity: 0.16) : Color(white: 0, opacity: 0.08)
        let shape = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
        VStack(alignment: .leading, spacing: 0) {
            ForEach(groups.indices, id: \.self) { g in
                if g > 0 { band.frame(height: 8) }
                ForEach(groups[g].indices, id: \.self) { r in
                    row(groups[g][r])
                        .overlay(alignment: .bottom) {
                            if r < groups[g].count - 1 { separator.frame(height: 1 / max(1, displayScale)) }
                        }
                }
            }
        }
        .frame(width: width)
        .background(background ?? AnyShapeStyle(Material.thickMaterial), in: shape)
        .clipShape(shape)
        .overlay { if let border { shape.strokeBorder(border, lineWidth: borderWidth) } }
        .shadow(color: Color(white: 0, opacity: 0.12), radius: 20, x: 0, y: 8)
    }

    @ViewBuilder func row(_ row: MenuPanelRow) -> some View {
        switch row {
        case .header(let nodes):
            LayoutNode.Resolved(nodes)
                .padding(.horizontal, 16).padding(.top, 10).padding(.bottom, 6)
                .frame(maxWidth: .infinity, alignment: .leading)
        case let .item(title, icon, whole):
            if title == nil && icon == nil {
                LayoutNode.Resolved(whole).padding(.horizontal, 16).frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            } else {
                HStack(spacing: 8) {
                    Group { if let title { LayoutNode.Resolved(title) } }.frame(maxWidth: .infinity, alignment: .leading)
                    if let icon { LayoutNode.Resolved(icon) }
                }
                .padding(.horizontal, 16).padding(.vertical, 11)
                .frame(maxWidth: .infinity, minHeight: 44)
            }
        }
    }
}

extension View {
    /// Which edge of a presented `Menu`'s label its panel lines up with.
    public func menuPanelEdge(_ edge: HorizontalEdge) -> some View { environment(\.menuPanelEdge, edge) }
}
