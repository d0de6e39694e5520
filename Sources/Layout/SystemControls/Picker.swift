/// SwiftUI's `Picker`: options are the content's views, each selected by its `tag` (or, inside `ForEach`,
/// its identifier). `.pickerStyle(.segmented)` draws iOS's segmented control; the default (`.menu`, as on
/// iOS 16 and later outside lists) draws the selected option with the up-and-down chevrons in the tint.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: SelectionValue
    let content: Content
    let label: Label

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue; self.content = content(); self.label = label()
    }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch context.environment.pickerStyle {
        case .segmented: context.resolve(SegmentedControl(selection: AnyHashable(selection), content: content))
        case .automatic, .menu: context.resolve(MenuPickerButton(selection: AnyHashable(selection), content: content))
        }
    }
    public typealias Body = Never
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

enum PickerStyleKind: Hashable, Sendable { case automatic, segmented, menu }

/// A picker's appearance, as SwiftUI's `PickerStyle` (`.segmented`, `.menu`, `.automatic`).
public struct PickerStyle: Sendable {
    let kind: PickerStyleKind
    public static let automatic = PickerStyle(kind: .automatic)
    public static let segmented = PickerStyle(kind: .segmented)
    public static let menu = PickerStyle(kind: .menu)
}

extension View {
    public func pickerStyle(_ style: PickerStyle) -> some View { environment(\.pickerStyle, style.kind) }
}

/// iOS's segmented control (`UISegmentedControl`, iOS 13 and later): equal segments on a
/// `tertiarySystemFill` track with 9 pt corners, 2 pt of track around a thumb with 7 pt corners under the
/// selected segment (white, or #636366 in dark mode, with a (0, 3) blur 8 shadow at 12 % and a (0, 3) blur
/// 1 shadow at 4 %), 1 pt separators of #8E8E93 at 30 % inset 5 pt top and bottom between unselected
/// segments, and 13 pt labels, medium, semibold when selected. Segments are at least 28 pt tall with 10 pt
/// beside their label, so the control is 32 pt tall. Figures from Apple's iOS 17 design resources, as
/// Flutter's `CupertinoSlidingSegmentedControl` records them (fonts inspected in the iOS 17.5 simulator).
struct SegmentedControl<Content: View>: View {
    let selection: AnyHashable
    let content: Content

    static var trackRadius: Double { 9 }
    static var thumbRadius: Double { 7 }
    static var inset: Double { 2 }
    static var segmentHeight: Double { 28 }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // 1. The options twice: as unselected labels and as the selected label (a heavier weight).
        func options(_ weight: Font.Weight) -> [LayoutNode] {
            context.with { $0.font = .system(size: 13, weight: weight); $0.lineLimitRange = 0...1 }.resolve(content)
        }
        let regular = options(.medium), selected = options(.semibold)
        let index = regular.firstIndex { $0.traits.tag == selection }
        // 2. The control as a composition of the resolved labels.
        let view = SegmentedControlBody(regular: regular, selected: selected, selectedIndex: index)
        return context.resolve(view)
    }
    typealias Body = Never
}

private struct SegmentedControlBody: View {
    let regular: [LayoutNode]
    let selected: [LayoutNode]
    let selectedIndex: Int?
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let thumb = scheme == .dark ? Color(hex: 0x636366) : Color.white
        let count = regular.count
        EqualWidthRow {
            ForEach(0..<count) { i in
                let isSelected = i == selectedIndex
                LayoutNode.Resolved(isSelected ? selected[i] : regular[i])
                    .padding(.horizontal, 10)
                    .frame(maxWidth: .infinity, minHeight: SegmentedControl<EmptyView>.segmentHeight)
                    .background {
                        if isSelected {
                            RoundedRectangle(cornerRadius: SegmentedControl<EmptyView>.thumbRadius, style: .continuous).fill(thumb)
                                .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, x: 0, y: 3)
                                .shadow(color: Color(white: 0, opacity: 0.04), radius: 0.5, x: 0, y: 3)
                        }
                    }
                    .overlay(alignment: .trailing) {
                        // A separator between two unselected segments.
                        if i < count - 1 && !isSelected && i + 1 != selectedIndex {
                            Capsule().fill(Color(hex: 0x8E8E93, opacity: 0.3)).frame(width: 1).padding(.vertical, 5)
                                .offset(x: 0.5)
                        }
                    }
            }
        }
        .padding(SegmentedControl<EmptyView>.inset)
        .background(RoundedRectangle(cornerRadius: SegmentedControl<EmptyView>.trackRadius, style: .continuous)
            .fill(Color(UIColor.tertiarySystemFill)))
    }
}

/// A row of equally wide children: each gets an equal share of the proposed width (or, without one, the
/// widest child's ideal width); reports the shares added up by the tallest child. The segments of a
/// segmented control and the items of a tab bar.
struct EqualWidthRow<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [LayoutNode(kind: "EqualWidthRow", layout: EqualWidthRowLayout(), children: context.inStack(.horizontal).resolve(content))]
    }
    typealias Body = Never
}

/// `EqualWidthRow`: child gets (share, proposed height); reports (shares × n, tallest child).
struct EqualWidthRowLayout: LayoutAlgorithm {
    func share(_ proposal: ProposedViewSize, _ node: LayoutNode, _ context: LayoutContext) -> Double {
        let n = Double(max(1, node.children.count))
        if let w = proposal.width, w.isFinite { return w / n }
        return node.children.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height), context).width }.max() ?? 0
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        let w = share(proposal, node, context)
        let h = node.children.map { $0.sizeThatFits(ProposedViewSize(width: w, height: proposal.height), context).height }.max() ?? 0
        return Size(width: w * Double(node.children.count), height: h)
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let w = share(ProposedViewSize(width: bounds.width, height: proposal.height), node, context)
        for (i, child) in node.children.enumerated() {
            let p = ProposedViewSize(width: w, height: bounds.height)
            let s = child.sizeThatFits(p, context)
            child.place(at: Point(x: bounds.minX + Double(i) * w + (w - s.width) / 2, y: bounds.minY + (bounds.height - s.height) / 2),
                        proposal: p, context)
        }
    }
    /// Vertical guides (text baselines) are the first child's, where it is placed: centred in the row.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Double? {
        guard key.axis == .vertical, let first = node.children.first else { return nil }
        let height = node.sizeThatFits(proposal, context).height
        let p = ProposedViewSize(width: share(proposal, node, context), height: height)
        guard let v = first.explicitAlignment(key, p, context) else { return nil }
        return v + (height - first.sizeThatFits(p, context).height) / 2
    }
}

/// The `.menu` picker at rest: the selected option and the up-and-down chevrons (SF's
/// `chevron.up.chevron.down` at 13 pt medium), in the tint colour.
private struct MenuPickerButton<Content: View>: View {
    let selection: AnyHashable
    let content: Content

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let tint = TintShapeStyle().resolvePaint(in: context.environment)
        let options = context.with { $0.foregroundStyle = AnyShapeStyle(ResolvedPaintStyle(paint: tint)) }.resolve(content)
        let chosen = options.first { $0.traits.tag == selection }
        let view = HStack(spacing: 5) {
            if let chosen { LayoutNode.Resolved(chosen) }
            UpDownChevrons().stroke(style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round))
                .frame(width: 7, height: 12)
        }
        .foregroundStyle(.tint)
        return context.resolve(view)
    }
    typealias Body = Never
}
