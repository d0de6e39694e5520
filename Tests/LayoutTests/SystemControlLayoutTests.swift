import Testing
@testable import Layout

/// The system containers and controls as data: a view, a proposal, and the frames of its bars, titles,
/// items and rows. Text is measured by `FixedWidthTextMeasurer` (0.5·size per character, 1.25·size per
/// line), symbols are 1.2 × their point size square; frames are on the @2x pixel grid.
let systemControlCases: [LayoutCase] = [
    // Toggle: label leading, the 51 × 31 switch at the trailing edge, the 28 pt thumb 1.5 pt in.
    LayoutCase("Toggle on: switch at the trailing edge, thumb at its trailing end", scale: 2,
               [("Capsule", 0, R(339, 0, 51, 31)), ("Circle", 0, R(360.5, 1.5, 28, 28)), ("Text", 0, R(0, 5, 42.5, 21))]) {
        AnyView(Toggle("Wi-Fi", isOn: .constant(true)))
    },
    LayoutCase("Toggle off: thumb at the leading end", scale: 2, [("Circle", 0, R(340.5, 1.5, 28, 28))]) {
        AnyView(Toggle("Wi-Fi", isOn: .constant(false)))
    },
    // Segmented picker: 2 pt of track around equal 28 pt segments; the thumb under the selection; one
    // separator, between the two unselected neighbours (drawn half a point right, onto their boundary).
    LayoutCase("segmented picker: equal segments, thumb under the selection", width: 404, scale: 2,
               [("EqualWidthRow", 0, R(2, 2, 400, 28)), ("RoundedRectangle", 1, R(0, 0, 404, 32)),
                ("RoundedRectangle", 0, R(102, 2, 100, 28)), ("Capsule", 0, R(301, 7, 1, 18)), ("Text", 1, R(139, 8, 26, 16))]) {
        AnyView(Picker("Range", selection: .constant(1)) {
            Text("Day").tag(0); Text("Week").tag(1); Text("Month").tag(2); Text("Year").tag(3)
        }.pickerStyle(.segmented))
    },
    // Inset-grouped list: 35 pt above the card, the card 16 pt in from each side, 44 pt rows with their
    // text 16 pt into the card, a hairline under every row but the last from the text to the card's edge.
    LayoutCase("insetGrouped list: card, rows and separator", scale: 2,
               [("flexFrame", 0, R(0, 0, 390, 158)), ("flexFrame", 1, R(16, 35, 358, 44)), ("flexFrame", 2, R(16, 79, 358, 44)),
                ("Text", 0, R(32, 47, 32, 20)), ("Text", 1, R(32, 91, 40, 20)), ("Rectangle", 0, R(32, 78.5, 342, 0.5))]) {
        AnyView(List { Text("Name"); Text("Email") }.font(.system(size: 16)))
    },
    LayoutCase("insetGrouped list: a section header 7 pt above its card, footnote, upper-cased", scale: 2,
               [("Text", 0, R(32, 22, 45.5, 16.5)), ("flexFrame", 1, R(0, 22, 390, 23.5)), ("flexFrame", 2, R(16, 45.5, 358, 44))]) {
        AnyView(List { Section("Account") { Text("Name") } }.font(.system(size: 16)))
    },
    LayoutCase("plain list: rows edge to edge, separator from the text to the trailing edge", scale: 2,
               [("flexFrame", 1, R(0, 0, 390, 44)), ("flexFrame", 2, R(0, 44, 390, 44)), ("Text", 0, R(16, 12, 8, 20)),
                ("Rectangle", 0, R(16, 43.5, 374, 0.5))]) {
        AnyView(List { Text("A"); Text("B") }.listStyle(.plain).font(.system(size: 16)))
    },
    LayoutCase("a list row's own insets replace the list's", scale: 2, [("Text", 0, R(40, 47, 8, 20))]) {
        AnyView(List { Text("A").listRowInsets(EdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24)) }.font(.system(size: 16)))
    },
    // Tab view: the selected tab's content above a 49 pt bar; items share its width; symbols (22 pt,
    // 26.5 pt boxes) centred 16 pt below the bar's top, titles (10 pt) from 35 pt.
    LayoutCase("TabView: content above a 49 pt bar of equal items", height: 300, scale: 2,
               [("Color", 0, R(0, 0, 390, 251)), ("EqualWidthRow", 0, R(0, 251, 390, 49)),
                ("Image", 0, R(84.5, 254, 26.5, 26.5)), ("Image", 1, R(279.5, 254, 26.5, 26.5)),
                ("Text", 0, R(95, 286, 5, 12.5)), ("Text", 1, R(290, 286, 5, 12.5))]) {
        AnyView(TabView(selection: .constant(1)) {
            Color.red.tabItem { Label("A", systemImage: "house") }.tag(0)
            Color.blue.tabItem { Label("B", systemImage: "person") }.tag(1)
        })
    },
    // Navigation bar: 44 pt, the inline title centred, a trailing item 16 pt from the edge; the content below.
    LayoutCase("NavigationStack inline: title centred in the 44 pt bar, trailing item at the margin", height: 300, scale: 2,
               [("Color", 0, R(0, 44, 390, 256)), ("NavigationBarRow", 0, R(0, 0, 390, 44)),
                ("Text", 0, R(169.5, 11.5, 51, 21)), ("Text", 1, R(340, 11.5, 34, 21))]) {
        AnyView(NavigationStack {
            Color.red.navigationTitle("Titles").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Done") } }
        })
    },
    LayoutCase("NavigationStack large: a 52 pt title row under the bar, 34 pt bold at the margin, 8 pt above its bottom",
               height: 300, scale: 2, [("Color", 0, R(0, 96, 390, 204)), ("Text", 0, R(16, 45.5, 85, 42.5))]) {
        AnyView(NavigationStack { Color.red.navigationTitle("Chats") })
    },
    LayoutCase("leading items sit at the margin", height: 300, scale: 2, [("Text", 0, R(16, 11.5, 34, 21))]) {
        AnyView(NavigationStack {
            Color.red.navigationBarTitleDisplayMode(.inline).toolbar { ToolbarItem(placement: .topBarLeading) { Text("Edit") } }
        })
    },
    // Back button: the chevron 8 pt from the edge, the previous screen's title 6 pt after it.
    LayoutCase("a pushed screen: back chevron and the previous title", height: 300, scale: 2,
               [("BackChevron", 0, R(8, 11.5, 12, 21)), ("Text", 0, R(26, 11.5, 42.5, 21))]) {
        AnyView(NavigationStack(path: .constant([1])) {
            Color.clear.navigationTitle("Inbox").navigationDestination(for: Int.self) { _ in
                Color.red.navigationTitle("Alice").navigationBarTitleDisplayMode(.inline)
            }
        })
    },
    // Menu: the panel 250 pt wide, 8 pt under the label, 44 pt rows.
    LayoutCase("presented Menu: a 250 pt panel 8 pt under its label", height: 300, scale: 2,
               [("Text", 0, R(0, 0, 56, 20)), ("frame", 0, R(0, 28, 250, 88)), ("Text", 1, R(16, 39.5, 34, 21))]) {
        AnyView(Menu("Options") { Button("Copy") {}; Button("Delete", role: .destructive) {} }
            .font(.system(size: 16))
            .environment(\.isMenuPresented, true)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    },
]

@Suite struct SystemControlLayoutTests {
    @Test(arguments: systemControlCases)
    func frames(_ c: LayoutCase) throws { try LayoutCaseTests().frames(c) }

    func layout<V: View>(_ view: V, height: Double? = 300, _ env: (inout EnvironmentValues) -> Void = { _ in }) throws -> LayoutResult {
        var e = EnvironmentValues()
        env(&e)
        return try LayoutEngine.layout(view, proposal: ProposedViewSize(width: 390, height: height), environment: e,
                                       measurer: FixedWidthTextMeasurer(), scale: 2)
    }

    func texts(_ r: LayoutResult) -> [(String, Rect)] {
        r.all("Text").compactMap { n in if case .text(let t) = n.content { (t.string, n.frame) } else { nil } }
    }

    /// A previous title too long for the room beside the centred title becomes "Back".
    @Test func longBackTitleBecomesBack() throws {
        let r = try layout(NavigationStack(path: .constant([1])) {
            Color.clear.navigationTitle("A very long inbox title for this test").navigationDestination(for: Int.self) { _ in
                Color.red.navigationTitle("Alice").navigationBarTitleDisplayMode(.inline)
            }
        })
        let shown = texts(r).filter { $0.1.width > 0 }.map(\.0)
        #expect(shown == ["Back", "Alice"])
        #expect(texts(r).first { $0.0 == "Back" }?.1.minX == 26)
    }

    /// Scrolled content: a large title collapses into the inline bar, which takes the material and a
    /// hairline; `toolbarBackground(.visible)` shows them at rest, `.hidden` never.
    @Test func scrolledBarsCollapseAndShowTheirBackground() throws {
        let stack = NavigationStack { Color.red.navigationTitle("Chats") }
        let rest = try layout(stack), scrolled = try layout(stack) { $0.isScrolledUnderBars = true }
        #expect(rest.first("NavigationBarRow")?.frame.height == 44)
        #expect(try #require(rest.first("Color")).frame.minY == 96)
        #expect(try #require(scrolled.first("Color")).frame.minY == 44)
        func fills(_ r: LayoutResult) -> [String] {
            r.all("Rectangle").compactMap { n in
                guard case .shape(let s) = n.content, case .fill(let p, _) = s.operation else { return nil }
                if case .material = p { return "material" }
                return p.solidColor?.hexString
            }
        }
        #expect(fills(rest).isEmpty)
        #expect(fills(scrolled) == ["#0000004D", "material"])
        let visible = try layout(NavigationStack { Color.red.navigationTitle("Chats").toolbarBackground(.visible, for: .navigationBar) })
        #expect(fills(visible) == ["#0000004D", "material"])
        let hidden = try layout(NavigationStack { Color.red.navigationTitle("Chats").toolbarBackground(.hidden, for: .navigationBar) }) {
            $0.isScrolledUnderBars = true
        }
        #expect(fills(hidden).isEmpty)
    }

    /// A list under a resting bar shows through it: the bar area takes the list's grouped background.
    @Test func restingBarOverAListTakesTheListBackground() throws {
        let r = try layout(NavigationStack { List { Text("A") }.navigationTitle("Settings") })
        let bar = try #require(r.all("Rectangle").first { $0.frame.minY == 0 && $0.frame.height == 96 })
        guard case .shape(let s) = bar.content, case .fill(let p, _) = s.operation else { Issue.record("no fill"); return }
        #expect(p.solidColor?.hexString == "#F2F2F7")
    }

    /// Tabs are selected by tag, a `ForEach` tags its elements by their identifiers, badges take text.
    @Test func tabsSelectByTagAndForEachTagsImplicitly() throws {
        let r = try layout(TabView(selection: .constant("b")) {
            ForEach(["a", "b", "c"], id: \.self) { id in
                Text("content \(id)").tabItem { Label(id, systemImage: "house") }.badge(id == "c" ? 5 : 0)
            }
        })
        let strings = texts(r).map(\.0)
        #expect(strings.first == "content b")
        #expect(strings.contains("5") && !strings.contains("0"))
        // The selected item is in the tint, the others systemGray.
        let titles = r.all("Text").compactMap { n -> (String, String)? in
            guard case .text(let t) = n.content, ["a", "b", "c"].contains(t.string) else { return nil }
            return (t.string, t.paint.solidColor?.hexString ?? "")
        }
        #expect(titles.map(\.1) == ["#8E8E93", "#007AFF", "#8E8E93"])
    }

    /// The segmented control's selected label is semibold, the others medium, all 13 pt.
    @Test func segmentLabelWeights() throws {
        let r = try layout(Picker("R", selection: .constant(0)) { Text("One").tag(0); Text("Two").tag(1) }.pickerStyle(.segmented))
        let fonts = r.all("Text").compactMap { n -> ResolvedFont? in if case .text(let t) = n.content { t.runs.first?.font } else { nil } }
        #expect(fonts.map { $0.weight } == [.semibold, .medium])
        #expect(fonts.allSatisfy { $0.size == 13 })
    }

    /// Destructive menu items are red; a divider makes an 8 pt band between groups.
    @Test func menuPanelRolesAndGroups() throws {
        let r = try layout(MenuPanel { Button("Copy") {}; Divider(); Button("Delete", role: .destructive) {} })
        let colours = r.all("Text").compactMap { n -> String? in if case .text(let t) = n.content { t.paint.solidColor?.hexString } else { nil } }
        #expect(colours == ["#000000", "#FF3B30"])
        let band = try #require(r.all("Color").first { $0.frame.height == 8 })
        let panel = try #require(r.first("frame")).frame
        #expect(panel.width == 250 && panel.height == 44 + 8 + 44)
        #expect(band.frame.width == 250 && band.frame.minY - panel.minY == 44)
    }

    /// Outside a list a section is its header, rows and footer stacked; inside, its header is upper-cased.
    @Test func sectionStandsAloneOutsideLists() throws {
        let r = try layout(Section(header: Text("Head"), footer: Text("Foot")) { Text("Row") }, height: nil)
        #expect(texts(r).map(\.0) == ["Head", "Row", "Foot"])
        let inList = try layout(List { Section("Head") { Text("Row") } })
        #expect(texts(inList).map(\.0) == ["HEAD", "Row"])
    }

    /// The README's example, as written there: tab bar, large title, toolbar, a section of controls.
    @Test func readmeExampleLaysOut() throws {
        let view = TabView(selection: .constant(0)) {
            NavigationStack {
                List {
                    Section(header: Text("Notifications"), footer: Text("Shown on the lock screen.")) {
                        Toggle("Previews", isOn: .constant(true))
                        Picker("Theme", selection: .constant(0)) { Text("Light").tag(0); Text("Dark").tag(1) }
                            .pickerStyle(.segmented)
                        NavigationLink("Wallpaper", value: 1)
                    }
                }
                .navigationTitle("Settings")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
            }
            .tabItem { Label("Chats", systemImage: "bubble.left") }.tag(0).badge(3)
        }
        let r = try layout(view, height: 844)
        let strings = texts(r).map(\.0)
        // The content comes before the bars drawn over it.
        #expect(strings == ["NOTIFICATIONS", "Previews", "Light", "Dark", "Wallpaper", "Shown on the lock screen.",
                            "Edit", "Settings", "3", "Chats"])
        #expect(try #require(r.first("Capsule")).frame.width == 51)
        #expect(try #require(r.all("EqualWidthRow").last).frame.minY == 844 - 49)
        #expect(r.all("DisclosureChevron").count == 1)
    }

    /// The tab bar takes its material and hairline when the content runs on under it, and rests transparent
    /// (showing a list's background) when the content ends above it or rests on its end.
    @Test func tabBarAppearanceFollowsTheContent() throws {
        func barFills(_ content: some View) throws -> [String] {
            let r = try layout(TabView { content.tabItem { Label("A", systemImage: "house") } }, height: 400)
            // The bar's own rectangles: full width, from the bar's top (rows the list clips away are narrower).
            return r.all("Rectangle").filter { $0.frame.height > 0 && $0.frame.minY == 351 && $0.frame.width == 390 }.compactMap { n in
                guard case .shape(let s) = n.content, case .fill(let p, _) = s.operation else { return nil }
                if case .material = p { return "material" }
                return p.solidColor?.hexString
            }
        }
        #expect(try barFills(List { ForEach(0..<20) { Text("Row \($0)") } }) == ["#0000004D", "material"])
        #expect(try barFills(List { Text("One row") }) == ["#F2F2F7"])
        #expect(try barFills(ScrollView { Color.red.frame(height: 900) }.defaultScrollAnchor(.bottom)).isEmpty)
        #expect(try barFills(ScrollView { Color.red.frame(height: 900) }) == ["#0000004D", "material"])
        #expect(try barFills(List { Text("One row") }.toolbarBackground(.visible, for: .tabBar)) == ["#0000004D", "material"])
        #expect(try barFills(List { ForEach(0..<20) { Text("Row \($0)") } }.toolbarBackground(.hidden, for: .tabBar)) == ["#F2F2F7"])
    }

    /// A principal item takes the title's place, centred; bottom-bar items sit in a 44 pt bar at the bottom.
    @Test func principalAndBottomBarItems() throws {
        let r = try layout(NavigationStack {
            Color.red.navigationTitle("Hidden").navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .principal) { Text("Middle") }
                ToolbarItem(placement: .bottomBar) { Text("Left") }
                ToolbarItem(placement: .bottomBar) { Text("Right") }
            }
        })
        let frames = Dictionary(uniqueKeysWithValues: texts(r).map { ($0.0, $0.1) })
        #expect(frames["Hidden"] == nil)
        #expect(frames["Middle"]?.midX == 195)
        #expect(frames["Left"]?.minX == 16 && frames["Right"]?.maxX == 374)
        #expect(try #require(frames["Left"]).midY == 300 - 22)
        #expect(try #require(r.first("Color")).frame == Rect(x: 0, y: 44, width: 390, height: 300 - 44 - 44))
    }

    /// The menu picker shows the selected option in the tint beside the up-and-down chevrons.
    @Test func menuPickerShowsTheSelection() throws {
        let r = try layout(Picker("Size", selection: .constant("M")) {
            ForEach(["S", "M", "L"], id: \.self) { Text($0) }
        }, height: nil)
        let shown = r.all("Text").compactMap { n -> (String, String?)? in
            if case .text(let t) = n.content { (t.string, t.paint.solidColor?.hexString) } else { nil }
        }
        #expect(shown.count == 1 && shown[0].0 == "M" && shown[0].1 == "#007AFF")
        #expect(try #require(r.first("UpDownChevrons")).frame.size == Size(width: 7, height: 12))
    }

    /// Outside a list a navigation link is a button in the tint; in a list, a row with a chevron.
    @Test func navigationLinkInAndOutOfLists() throws {
        let alone = try layout(NavigationLink("Open", value: 1), height: nil)
        #expect(alone.all("DisclosureChevron").isEmpty)
        guard case .text(let t)? = alone.first("Text")?.content else { Issue.record("no text"); return }
        #expect(t.paint.solidColor?.hexString == "#007AFF")
        let row = try layout(List { NavigationLink("Open", value: 1) }.listStyle(.plain))
        #expect(try #require(row.first("DisclosureChevron")).frame.maxX == 390 - 16)
    }
}
