/// SwiftUI's `NavigationStack` as a still: the screen on top of the stack under its navigation bar. With
/// `path:`, the top is the destination (`navigationDestination(for:)`) of the path's last value and the
/// bar shows a back button titled with the screen below it; without, the root is on top.
///
/// The bar (iOS 17, iPhone): 44 pt with leading and trailing toolbar items a layout margin (16 pt, 20 pt on
/// screens 414 pt wide or more) from the edges, 20 pt apart, and the inline title (17 pt semibold) centred
/// between them. A large title (`.large`, the default for `.automatic`) adds a 52 pt row with the title
/// in 34 pt bold at the margin, 8 pt above the row's bottom. The back button is the back chevron 8 pt from
/// the leading edge and the previous title 6 pt after it in 17 pt regular, both in the tint; a title that
/// would collide with the screen's own title becomes "Back", and then nothing. Bar items are in the tint,
/// symbols at large scale; `confirmationAction` items are semibold.
///
/// At rest the bar is transparent over the content (iOS 15 and later: the scroll-edge appearance; a list
/// below shows its background through it). Content
/// scrolled under it (`\.isScrolledUnderBars`) or `.toolbarBackground(.visible)` gives it the bar material
/// (or the `toolbarBackground` style) and a hairline along its bottom (UIKit's default bar shadow: black at
/// 30 % in light mode, white at 15 % in dark), and a large title collapses into the inline bar, as iOS
/// draws it once the content has scrolled. The bar's background reaches under the status bar when the
/// stack's top is the safe area's (`ignoresSafeArea`). The content sits below the bar, filling the rest.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let path: [AnyHashable]

    public init(@ViewBuilder root: () -> Root) { self.root = root(); path = [] }
    /// A stack showing the destinations of `path`'s values on top of the root.
    public init<Data: RandomAccessCollection>(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data.Element: Hashable {
        self.root = root(); self.path = path.wrappedValue.map { AnyHashable($0) }
    }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root(); self.path = path.wrappedValue.elements
    }

    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // 1. The root and each destination on the path, with their preferences.
        var screens: [(nodes: [LayoutNode], prefs: NavigationPreferences)] = []
        let rootNodes = context.inStack(.vertical).resolve(root)
        screens.append((rootNodes, Self.preferences(rootNodes)))
        var destinations = screens[0].prefs.destinations
        for value in path {
            guard let view = destinations.lazy.compactMap({ $0.build(value) }).first else {
                context.diagnostics.warning("no navigationDestination for a path value of type \(type(of: value.base))")
                continue
            }
            let nodes = context.inStack(.vertical).resolve(view)
            let prefs = Self.preferences(nodes)
            destinations += prefs.destinations
            screens.append((nodes, prefs))
        }
        // 2. The top screen under a bar built from its preferences.
        let top = screens[screens.count - 1]
        var mode = top.prefs.displayMode ?? .automatic
        if mode == .automatic {
            // `.automatic` takes the mode of the screen below, and is large at the root.
            mode = screens.dropLast().reversed().compactMap { $0.prefs.displayMode }.first { $0 != .automatic } ?? .large
        }
        let previousTitle = screens.count > 1 ? (screens[screens.count - 2].prefs.title?.plainText ?? "") : nil
        let env = context.environment
        let background = top.prefs.barBackgrounds[.navigationBar]
        let scrolled = env.isScrolledUnderBars
        let showsBackground = background?.visibility == .visible || (background?.visibility != .hidden && scrolled)
        let resting = top.nodes.first?.leadingContentBackground.map { AnyShapeStyle($0) }
        let bar = NavigationBar(title: top.prefs.title, largeTitle: mode == .large && !scrolled,
                                items: top.prefs.toolbarItems, backTitle: top.prefs.backButtonHidden == true ? nil : previousTitle,
                                background: showsBackground ? (background?.style ?? AnyShapeStyle(Material.bar)) : resting,
                                showsHairline: showsBackground, margin: ListMetrics.margin(forWidth: env.screenSize.width))
        let hidden = top.prefs.barVisibility[.navigationBar] == .hidden
        let barNodes = hidden ? [] : context.inStack(nil).resolve(bar)
        let content = LayoutNode(kind: "VStack", layout: StackLayout(axis: .vertical, alignmentFraction: 0.5, alignsBaselines: false, spacing: 0),
                                 children: top.nodes)
        let bottomItems = top.prefs.toolbarItems.filter { $0.placement.slot == .bottom }
        let bottomBar = bottomItems.isEmpty ? [] : context.inStack(nil).resolve(BottomToolbar(items: bottomItems, showsBackground: showsBackground))
        let node = LayoutNode(kind: "NavigationStack", layout: NavigationStackLayout(hasBar: !hidden, hasBottomBar: !bottomBar.isEmpty),
                              children: [content] + barNodes + bottomBar)
        // A tab bar's background may be set from inside the stack; titles and items stay here.
        node.traits.navigation.barBackgrounds = screens[screens.count - 1].prefs.barBackgrounds.filter { $0.key == .tabBar }
        return [node]
    }
    public typealias Body = Never

    static func preferences(_ nodes: [LayoutNode]) -> NavigationPreferences {
        var prefs = NavigationPreferences()
        for node in nodes { prefs.merge(node.navigationPreferences()) }
        return prefs
    }
}

/// `NavigationStack(path:)`'s type-erased path, as SwiftUI's `NavigationPath`.
public struct NavigationPath {
    var elements: [AnyHashable] = []
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// `NavigationStack` (and `TabView`): the bar (child 1) gets the stack's width and its own height and sits
/// at the top; a bottom bar (last child) sits at the bottom; the content (child 0) is offered the rest and
/// centred in it. Reports the proposal where given, else the content's size plus the bars.
struct NavigationStackLayout: LayoutAlgorithm {
    let hasBar: Bool
    let hasBottomBar: Bool
    /// The bottom bar's appearance, when it is decided by the content (a tab bar): standard when the
    /// content runs on under the bar.
    var bottomAppearance: BarAppearance?

    func bars(_ width: Double?, _ node: LayoutNode, _ context: LayoutContext) -> (top: Double, bottom: Double) {
        let p = ProposedViewSize(width: width, height: nil)
        let top = hasBar ? node.children[1].sizeThatFits(p, context).height : 0
        let bottom = hasBottomBar ? node.children[node.children.count - 1].sizeThatFits(p, context).height : 0
        return (top, bottom)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        let width = LayoutEngine.finite(proposal.width)
        let (top, bottom) = bars(width, node, context)
        let contentHeight = LayoutEngine.finite(proposal.height).map { max(0, $0 - top - bottom) }
        let content = node.children[0].sizeThatFits(ProposedViewSize(width: width, height: contentHeight), context)
        return Size(width: width ?? content.width, height: LayoutEngine.finite(proposal.height) ?? content.height + top + bottom)
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let (top, bottom) = bars(bounds.width, node, context)
        // The content is centred in the space between the bars, as SwiftUI centres a screen's root view.
        let contentProposal = ProposedViewSize(width: bounds.width, height: max(0, bounds.height - top - bottom))
        let content = node.children[0].sizeThatFits(contentProposal, context)
        if let appearance = bottomAppearance, appearance.standard == nil {
            appearance.decided = BarAppearance.contentRunsUnderBottomBar(node.children[0], width: bounds.width,
                                                                         height: contentProposal.height!, context)
        }
        node.children[0].place(at: Point(x: bounds.minX + (bounds.width - content.width) / 2,
                                         y: bounds.minY + top + (contentProposal.height! - content.height) / 2),
                               proposal: contentProposal, context)
        let barProposal = ProposedViewSize(width: bounds.width, height: nil)
        if hasBar { node.children[1].place(at: bounds.origin, proposal: barProposal, context) }
        if hasBottomBar {
            node.children[node.children.count - 1].place(at: Point(x: bounds.minX, y: bounds.maxY - bottom), proposal: barProposal, context)
        }
    }
}

/// The navigation bar: the 44 pt row (back button or leading items, inline title or principal item,
/// trailing items), the large-title row when shown, and the background with its hairline when shown.
struct NavigationBar: View {
    let title: Text?
    let largeTitle: Bool
    let items: [ToolbarItemEntry]
    /// The previous screen's title when there is a back button ("" for an untitled screen).
    let backTitle: String?
    /// The bar material (or style) when it shows its background; at rest, the colour of a list below it.
    let background: AnyShapeStyle?
    let showsHairline: Bool
    let margin: Double

    @Environment(\.colorScheme) private var scheme
    @Environment(\.displayScale) private var displayScale

    static let rowHeight = 44.0
    static let largeTitleRowHeight = 52.0
    static let itemSpacing = 20.0

    var body: some View {
        let leading = items.filter { $0.placement.slot == .leading }
        let trailing = items.filter { $0.placement.slot == .trailing }
        let principal = items.first { $0.placement.slot == .principal }
        VStack(alignment: .leading, spacing: 0) {
            NavigationBarRow {
                Group {
                    if let backTitle {
                        BackButton(title: backTitle)
                    } else {
                        BarItemGroup(items: leading).padding(.leading, margin)
                    }
                }
                Group {
                    if let principal {
                        principal.content
                    } else if let title, !largeTitle {
                        title.font(.headline).foregroundStyle(.primary).lineLimit(1)
                    }
                }
                BarItemGroup(items: trailing).padding(.trailing, margin)
            }
            .frame(height: Self.rowHeight)
            if largeTitle, let title {
                title.font(Font.largeTitle.bold()).foregroundStyle(.primary).lineLimit(1)
                    .padding(.horizontal, margin).padding(.bottom, 8)
                    .frame(maxWidth: .infinity, minHeight: Self.largeTitleRowHeight, alignment: .bottomLeading)
            }
        }
        .frame(maxWidth: .infinity)
        .overlay(alignment: .bottom) {
            if showsHairline {
                Rectangle().fill(scheme == .dark ? Color(white: 1, opacity: 0.15) : Color(white: 0, opacity: 0.3))
                    .frame(height: 1 / max(1, displayScale))
            }
        }
        // The bar's background continues under the status bar, as iOS draws it.
        .background { if let background { Rectangle().fill(background).ignoresSafeArea(edges: .top) } }
    }
}

/// Toolbar items side by side, 20 pt apart, in the tint, symbols at large scale, labels as icons.
struct BarItemGroup: View {
    let items: [ToolbarItemEntry]
    var body: some View {
        HStack(spacing: NavigationBar.itemSpacing) {
            ForEach(items.indices, id: \.self) { i in
                items[i].content
                    .fontWeight(items[i].placement.isConfirmation ? .semibold : nil)
            }
        }
        .font(.body)
        .labelStyle(.iconOnly)
        .imageScale(.large)
        .lineLimit(1)
    }
}

/// The back button: chevron and previous title in the tint. Given less room than its title needs, it
/// shows "Back", and with less than that only the chevron (the three are laid out by `BackButtonLayout`).
struct BackButton: View {
    let title: String
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let tint = TintShapeStyle()
        func text(_ s: String) -> [LayoutNode] {
            context.resolve(Text(verbatim: s).font(.body).foregroundStyle(tint).lineLimit(1).clipped())
        }
        let chevron = context.resolve(BackChevron().stroke(tint, style: StrokeStyle(lineWidth: 2.6, lineCap: .round, lineJoin: .round))
            .frame(width: 12, height: 21))
        let full = title.isEmpty ? text("Back") : text(title)
        return [LayoutNode(kind: "BackButton", layout: BackButtonLayout(), children: chevron + full + text("Back"))]
    }
    typealias Body = Never
}

/// `BackButton`: children are the chevron, the full title and "Back". Reports 8 pt + chevron + 6 pt + the
/// longest title that fits the proposed width (none if not even "Back" fits); the titles not shown are
/// given no room (and clip themselves away).
struct BackButtonLayout: LayoutAlgorithm {
    static let leadingInset = 8.0
    static let gap = 6.0

    func choice(_ proposal: ProposedViewSize, _ node: LayoutNode, _ context: LayoutContext) -> (index: Int?, width: Double) {
        let chevron = node.children[0].sizeThatFits(.unspecified, context).width
        let base = Self.leadingInset + chevron + Self.gap
        let available = proposal.width.map { $0 - base } ?? .infinity
        for i in [1, 2] {
            let w = node.children[i].sizeThatFits(.unspecified, context).width
            if w <= available + 0.01 { return (i, base + w) }
        }
        return (nil, Self.leadingInset + chevron)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        let chevron = node.children[0].sizeThatFits(.unspecified, context)
        let (index, width) = choice(proposal, node, context)
        let textHeight = index.map { node.children[$0].sizeThatFits(.unspecified, context).height } ?? 0
        return Size(width: width, height: max(chevron.height, textHeight))
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        let chevron = node.children[0].sizeThatFits(.unspecified, context)
        node.children[0].place(at: Point(x: bounds.minX + Self.leadingInset, y: bounds.midY - chevron.height / 2), proposal: .unspecified, context)
        let (index, _) = choice(proposal, node, context)
        for i in [1, 2] {
            let x = bounds.minX + Self.leadingInset + chevron.width + Self.gap
            if i == index {
                let s = node.children[i].sizeThatFits(.unspecified, context)
                node.children[i].place(at: Point(x: x, y: bounds.midY - s.height / 2), proposal: .unspecified, context)
            } else {
                node.children[i].place(at: Point(x: x, y: bounds.midY), proposal: ProposedViewSize(width: 0, height: 0), context)
            }
        }
    }
}

/// The 44 pt row: leading group, centre (title or principal item), trailing group.
struct NavigationBarRow<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    public func _makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var children = context.inStack(nil).resolve(content)
        // Exactly three slots; an empty group is an empty slot.
        while children.count < 3 { children.insert(LayoutNode(kind: "EmptySlot", layout: FixedLeafLayout(size: .zero)), at: min(1, children.count)) }
        return [LayoutNode(kind: "NavigationBarRow", layout: NavigationBarRowLayout(), children: children)]
    }
    typealias Body = Never
}

/// `NavigationBarRow`: the trailing group gets its ideal size at the trailing edge; the centre item its
/// ideal width, centred in the row if it clears both groups, else centred between them and cut to fit; the
/// leading group (a back button may shorten its title) gets what the centre leaves. Reports the proposed
/// width and the tallest slot.
struct NavigationBarRowLayout: LayoutAlgorithm {
    static let minimumGap = 8.0

    func frames(_ width: Double, _ node: LayoutNode, _ context: LayoutContext) -> [(x: Double, proposal: ProposedViewSize, size: Size)] {
        let leading = node.children[0], centre = node.children[1], trailing = node.children[2]
        let trailingSize = trailing.sizeThatFits(.unspecified, context)
        let centreIdeal = centre.sizeThatFits(.unspecified, context)
        // 1. The leading group is offered the room left of a centred title.
        let leadingRoom = max(0, (width - centreIdeal.width) / 2 - Self.minimumGap)
        let leadingSize = leading.sizeThatFits(ProposedViewSize(width: leadingRoom, height: nil), context)
        // 2. Centred if it clears both groups, else centred in the gap between them.
        let side = max(leadingSize.width, trailingSize.width) + Self.minimumGap
        var centreProposal = ProposedViewSize.unspecified
        var centreX = (width - centreIdeal.width) / 2
        if centreIdeal.width > width - 2 * side {
            let gapStart = leadingSize.width + Self.minimumGap, gapEnd = width - trailingSize.width - Self.minimumGap
            let room = max(0, gapEnd - gapStart)
            centreProposal = ProposedViewSize(width: room, height: nil)
            let w = min(centreIdeal.width, room)
            centreX = gapStart + (room - w) / 2
        }
        let centreSize = centre.sizeThatFits(centreProposal, context)
        return [(0, ProposedViewSize(width: leadingRoom, height: nil), leadingSize),
                (centreX, centreProposal, centreSize),
                (width - trailingSize.width, .unspecified, trailingSize)]
    }
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) -> Size {
        let width = LayoutEngine.finite(proposal.width) ?? 390
        let f = frames(width, node, context)
        return Size(width: width, height: max(LayoutEngine.finite(proposal.height) ?? 0, f.map(\.size.height).max() ?? 0))
    }
    func placeChildren(in bounds: Rect, proposal: ProposedViewSize, node: LayoutNode, _ context: LayoutContext) {
        for (i, f) in frames(bounds.width, node, context).enumerated() {
            node.children[i].place(at: Point(x: bounds.minX + f.x, y: bounds.minY + (bounds.height - f.size.height) / 2),
                                   proposal: f.proposal, context)
        }
    }
}

/// The bottom toolbar (`ToolbarItemPlacement.bottomBar`): 44 pt, items spread from edge to edge (one
/// centred, two at the ends), on the bar material with a hairline on top when the background shows.
struct BottomToolbar: View {
    let items: [ToolbarItemEntry]
    let showsBackground: Bool
    @Environment(\.colorScheme) private var scheme
    @Environment(\.displayScale) private var displayScale
    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { i in
                if i > 0 || items.count == 1 { Color.clear.frame(maxWidth: .infinity, maxHeight: 1) }
                BarItemGroup(items: [items[i]])
                if items.count == 1 { Color.clear.frame(maxWidth: .infinity, maxHeight: 1) }
            }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity)
        .frame(height: 44)
        .overlay(alignment: .top) {
            if showsBackground {
                Rectangle().fill(scheme == .dark ? Color(white: 1, opacity: 0.15) : Color(white: 0, opacity: 0.3))
                    .frame(height: 1 / max(1, displayScale))
            }
        }
        .background { if showsBackground { Rectangle().fill(Material.bar).ignoresSafeArea(edges: .bottom) } }
    }
}
