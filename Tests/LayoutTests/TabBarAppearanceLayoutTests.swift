import Testing
@testable import Layout

/// `tabBarAppearance(_:scrollEdge:)`, UIKit's `UITabBar.appearance()` configuration as values: the bar's
/// background, hairline and item styles in both of its looks, and what SwiftUI modifiers still override.
@Suite struct TabBarAppearanceLayoutTests {
    func layout<V: View>(_ view: V, height: Double = 400, _ env: (inout EnvironmentValues) -> Void = { _ in }) throws -> LayoutResult {
        var e = EnvironmentValues()
        env(&e)
        return try LayoutEngine.layout(view, proposal: ProposedViewSize(width: 390, height: height), environment: e,
                                       measurer: FixedWidthTextMeasurer(), scale: 2)
    }

    /// The bar's own rectangles (full width, from its top at 400 − 49), as "material" or #RRGGBB[AA].
    func barFills(_ r: LayoutResult) -> Set<String> {
        Set(r.all("Rectangle").filter { $0.frame.height > 0 && $0.frame.minY == 351 && $0.frame.width == 390 }.compactMap { n in
            guard case .shape(let s) = n.content, case .fill(let p, _) = s.operation else { return nil }
            if case .material = p { return "material" }
            return p.solidColor?.hexString
        })
    }

    func tabs(_ content: some View) -> some View {
        TabView(selection: .constant(0)) {
            content.tabItem { Label("A", systemImage: "house") }.tag(0)
            Color.clear.tabItem { Label("B", systemImage: "person") }.tag(1).badge(2)
        }
    }

    static var long: some View { List { ForEach(0..<20) { Text("Row \($0)") } } }
    static var short: some View { List { Text("One row") } }

    static var opaque: UITabBarAppearance {
        var a = UITabBarAppearance()
        a.configureWithOpaqueBackground()
        a.backgroundColor = UIColor(Color(hex: 0x0F0F10))
        a.shadowColor = UIColor(Color(hex: 0x2A2A2E))
        return a
    }

    /// The default appearance is what the bar drew before the API: material and hairline over content,
    /// transparent (the list's colour) at the scroll edge.
    @Test func defaultAppearanceIsUIKits() throws {
        #expect(barFills(try layout(tabs(Self.long))) == ["#0000004D", "material"])
        #expect(barFills(try layout(tabs(Self.short))) == ["#F2F2F7"])
        let explicit = try layout(tabs(Self.short).tabBarAppearance(UITabBarAppearance()))
        #expect(barFills(explicit) == ["#F2F2F7"])
    }

    /// An opaque appearance set for both looks draws its colour and its shadow line whether or not the
    /// content runs on under the bar; set for the standard look only, the scroll edge stays transparent.
    @Test func opaqueAppearanceInBothLooks() throws {
        for content in [AnyView(Self.long), AnyView(Self.short)] {
            let r = try layout(tabs(content).tabBarAppearance(Self.opaque, scrollEdge: Self.opaque))
            #expect(barFills(r) == ["#0F0F10", "#2A2A2E"])
            let line = try #require(r.all("Rectangle").first { n in
                guard n.frame.height > 0 else { return false }
                if case .shape(let s) = n.content, case .fill(let p, _) = s.operation { return p.solidColor?.hexString == "#2A2A2E" }
                return false
            })
            #expect(line.frame == Rect(x: 0, y: 351, width: 390, height: 0.5))
        }
        #expect(barFills(try layout(tabs(Self.long).tabBarAppearance(Self.opaque))) == ["#0F0F10", "#2A2A2E"])
        #expect(barFills(try layout(tabs(Self.short).tabBarAppearance(Self.opaque))) == ["#F2F2F7"])
        // `configureWithOpaqueBackground()` alone is systemBackground with UIKit's hairline.
        var plain = UITabBarAppearance(); plain.configureWithOpaqueBackground()
        #expect(barFills(try layout(tabs(Self.long).tabBarAppearance(plain))) == ["#FFFFFF", "#0000004D"])
        // A transparent appearance draws nothing at all.
        var clear = UITabBarAppearance(); clear.configureWithTransparentBackground()
        #expect(barFills(try layout(tabs(Self.long).tabBarAppearance(clear, scrollEdge: clear))).isEmpty)
    }

    /// `toolbarBackground(_:for: .tabBar)` replaces the standard look's blur and colour, as a SwiftUI
    /// modifier wins over the appearance proxy; the appearance's hairline stays.
    @Test func toolbarBackgroundWinsOverTheAppearance() throws {
        let r = try layout(tabs(Self.long.toolbarBackground(Color.green, for: .tabBar)).tabBarAppearance(Self.opaque))
        let fills = barFills(r)
        #expect(fills.contains("#2A2A2E") && !fills.contains("#0F0F10"))
    }

    /// Item styles: icon and title colours per state, the normal title font for both states, the badge fill.
    @Test func itemStyles() throws {
        var a = UITabBarAppearance()
        a.stackedLayoutAppearance.normal.iconColor = UIColor(Color(hex: 0x123456))
        a.stackedLayoutAppearance.normal.titleTextAttributes = .init(font: .system(size: 12, weight: .bold),
                                                                     foregroundColor: UIColor(Color(hex: 0x654321)))
        a.stackedLayoutAppearance.normal.badgeBackgroundColor = UIColor(Color(hex: 0x00AA00))
        let r = try layout(tabs(Self.long).tabBarAppearance(a).tint(Color(hex: 0xFF00FF)))
        let icons = r.all("Image").compactMap { n -> String? in if case .symbol(let s) = n.content { s.paint.solidColor?.hexString } else { nil } }
        #expect(icons == ["#FF00FF", "#123456"])            // selected: the tint (no selected colour set)
        let titles = r.all("Text").compactMap { n -> (String, String, Double)? in
            guard case .text(let t) = n.content, ["A", "B"].contains(t.string), let f = t.runs.first?.font else { return nil }
            return (t.string, t.paint.solidColor?.hexString ?? "", f.size)
        }
        #expect(titles.map(\.1) == ["#FF00FF", "#654321"])
        #expect(titles.allSatisfy { $0.2 == 12 })             // the selected state falls back to normal's font
        let badge = try #require(r.all("Capsule").first)
        guard case .shape(let s) = badge.content, case .fill(let p, _) = s.operation else { Issue.record("no badge fill"); return }
        #expect(p.solidColor?.hexString == "#00AA00")
    }

    /// `@ScaledMetric` grows as body text does: 100 at the default size, 100 × 53 / 17 at accessibility5.
    @Test func scaledMetricFollowsDynamicType() throws {
        struct Box: View {
            @ScaledMetric(relativeTo: .body) var side = 100.0
            var body: some View { Color.red.frame(width: side, height: 10) }
        }
        let standard = try layout(Box().fixedSize(), height: 100)
        #expect(try #require(standard.first("Color")).frame.width == 100)
        let large = try layout(Box().fixedSize(), height: 100) { $0.dynamicTypeSize = .accessibility5 }
        #expect(abs(try #require(large.first("Color")).unroundedFrame.width - 100 * 53 / 17) < 0.01)
    }
}
