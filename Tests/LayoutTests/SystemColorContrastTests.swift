import Testing
@testable import Layout

/// System colours take iOS's Increase Contrast values: SwiftUI's label levels, UIKit's semantic colours
/// (and `Color(uiColor:)` made from them), and the named system colours.
@Suite struct SystemColorContrastTests {
    static func env(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> EnvironmentValues {
        EnvironmentValues(colorScheme: scheme, contrast: contrast)
    }

    /// (style, light, light increased, dark, dark increased) as `#RRGGBB[AA]`.
    static let hierarchical: [(String, HierarchicalShapeStyle, [String])] = [
        ("primary", .primary, ["#000000", "#000000", "#FFFFFF", "#FFFFFF"]),
        ("secondary", .secondary, ["#3C3C4399", "#3C3C43CC", "#EBEBF599", "#EBEBF5B3"]),
        ("tertiary", .tertiary, ["#3C3C434D", "#3C3C43B3", "#EBEBF54D", "#EBEBF58C"]),
        ("quaternary", .quaternary, ["#3C3C432E", "#3C3C438C", "#EBEBF529", "#EBEBF566"]),
    ]

    static let uiKit: [(String, UIColor, [String])] = [
        ("secondaryLabel", .secondaryLabel, ["#3C3C4399", "#3C3C43AD", "#EBEBF599", "#EBEBF5AD"]),
        ("tertiaryLabel", .tertiaryLabel, ["#3C3C434D", "#3C3C4360", "#EBEBF54D", "#EBEBF560"]),
        ("placeholderText", .placeholderText, ["#3C3C434D", "#3C3C4360", "#EBEBF54D", "#EBEBF560"]),
        ("separator", .separator, ["#3C3C434A", "#3C3C435E", "#54545899", "#545458AD"]),
        ("systemFill", .systemFill, ["#78788033", "#78788047", "#7878805C", "#78788070"]),
        ("secondarySystemFill", .secondarySystemFill, ["#78788029", "#7878803D", "#78788052", "#78788066"]),
        ("tertiarySystemFill", .tertiarySystemFill, ["#7676801F", "#76768033", "#7676803D", "#76768051"]),
        ("quaternarySystemFill", .quaternarySystemFill, ["#74748014", "#74748028", "#7676802E", "#76768042"]),
        ("secondarySystemBackground", .secondarySystemBackground, ["#F2F2F7", "#EBEBF0", "#1C1C1E", "#242426"]),
        ("systemGray", .systemGray, ["#8E8E93", "#6C6C70", "#8E8E93", "#AEAEB2"]),
    ]

    static let named: [(String, Color, [String])] = [
        ("red", .red, ["#FF3B30", "#D70015", "#FF453A", "#FF6961"]),
        ("green", .green, ["#34C759", "#248A3D", "#30D158", "#30DB5B"]),
        ("blue", .blue, ["#007AFF", "#0040DD", "#0A84FF", "#409CFF"]),
        ("gray", .gray, ["#8E8E93", "#6C6C70", "#8E8E93", "#AEAEB2"]),
    ]

    static func appearances(_ resolve: (EnvironmentValues) -> String) -> [String] {
        [resolve(env(.light, .standard)), resolve(env(.light, .increased)), resolve(env(.dark, .standard)), resolve(env(.dark, .increased))]
    }

    @Test(arguments: hierarchical.indices)
    func labelLevels(_ i: Int) {
        let (name, style, expected) = Self.hierarchical[i]
        #expect(Self.appearances { style.resolvePaint(in: $0).solidColor?.hexString ?? "-" } == expected, "\(name)")
    }

    @Test(arguments: uiKit.indices)
    func uiKitSemanticColours(_ i: Int) {
        let (name, color, expected) = Self.uiKit[i]
        #expect(Self.appearances { Color(color).resolve(in: $0).hexString } == expected, "\(name)")
    }

    @Test(arguments: named.indices)
    func namedSystemColours(_ i: Int) {
        let (name, color, expected) = Self.named[i]
        #expect(Self.appearances { color.resolve(in: $0).hexString } == expected, "\(name)")
    }

    /// A dynamic `UIColor { trait in … }` sees the contrast trait.
    @Test func dynamicProvidersSeeTheContrastTrait() {
        let color = Color(UIColor { $0.accessibilityContrast == .high ? .black : .white })
        #expect(color.resolve(in: Self.env(.light, .standard)).hexString == "#FFFFFF")
        #expect(color.resolve(in: Self.env(.light, .increased)).hexString == "#000000")
    }

    /// The divider and a text field's placeholder draw with the increased values.
    @Test func dividerAndPlaceholderFollowIncreaseContrast() throws {
        let view = VStack { Divider(); TextField("Message", text: .constant("")) }
        let result = try LayoutEngine.layout(view, proposal: ProposedViewSize(width: 200, height: nil),
                                             environment: Self.env(.light, .increased), measurer: FixedWidthTextMeasurer())
        guard case .shape(let divider) = try #require(result.first("Divider")).content,
              case .fill(let paint, _) = divider.operation else { Issue.record("no divider fill"); return }
        #expect(paint.solidColor?.hexString == "#3C3C435E")
        guard case .text(let text) = try #require(result.first("Text")).content else { Issue.record("no text"); return }
        #expect(text.runs.first?.color?.hexString == "#3C3C4360")
    }
}
