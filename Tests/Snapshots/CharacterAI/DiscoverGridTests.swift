import Layout
import MockshotKit
import Render
import Testing
@testable import CharacterAIKit

/// Discover's cards in a `LazyVGrid` of adaptive columns: two on every iPhone at the default text size,
/// more on iPads, and fewer as the text grows, so no name breaks inside a word at any size.
@Suite struct DiscoverGridTests {
    /// Eight cards, so an iPad's first row is full.
    static let content = CharacterAIDiscover(characters: CharacterAICharacter.featured + CharacterAICharacter.featured.map {
        var c = $0; c.name += " II"; return c
    }, showsCreatePanel: false)

    static func environment(_ device: Device, _ size: DynamicTypeSize = .large) -> EnvironmentValues {
        var env = EnvironmentValues(colorScheme: .dark, dynamicTypeSize: size)
        env.device = device
        return env
    }

    /// Cards in the first row of the grid.
    static func firstRow(_ result: LayoutResult) -> [LayoutNode] {
        let cards = result.all("RoundedRectangle").filter { $0.fill?.hex == "#1E1E21" }
        return cards.filter { $0.frame.minY == cards.first?.frame.minY }
    }

    @Test(arguments: [(Device.iPhoneSE3, 2), (.iPhone14, 2), (.iPhone16ProMax, 2), (.iPadMini, 4), (.iPadPro11, 5), (.iPadPro13, 6)])
    func columnsPerDevice(device: Device, columns: Int) throws {
        let result = try LayoutEngine.layout(CharacterAIDiscoverScreen(content: Self.content),
                                             proposal: ProposedViewSize(width: device.size.width, height: device.size.height),
                                             environment: Self.environment(device), measurer: FixedWidthTextMeasurer(), scale: 2)
        let grid = try #require(result.first("LazyVGrid"))
        let row = Self.firstRow(result)
        #expect(row.count == columns, "\(device.name)")
        // Equal columns 10 pt apart across the 14 pt margins.
        #expect(close(row.first!.unroundedFrame.minX, grid.unroundedFrame.minX) && close(grid.unroundedFrame.minX, 14, 0.5))
        let widths = row.map(\.unroundedFrame.width)
        #expect(widths.allSatisfy { close($0, widths[0], 0.01) })
        #expect(close(widths[0] * Double(columns) + 10 * Double(columns - 1), device.size.width - 28, 0.5))
    }

    /// The widest word of every name fits the width its card gives it (a name that no longer fits two to a
    /// row gets a full-width card): "Professor" used to break as "Profess/or" at accessibility3 on the iPhone 14.
    @Test(arguments: [DynamicTypeSize.large, .xxxLarge, .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
    func namesNeverBreakInsideAWord(size: DynamicTypeSize) throws {
        for device in [Device.iPhoneSE3, .iPhone14, .iPhone16ProMax] {
            let env = Self.environment(device, size)
            // Only frames are checked: the layouts renders would paint (Pango metrics), without painting.
            let layout = try Renderer.layout(CharacterAIDiscoverScreen(content: .sample),
                                             proposal: ProposedViewSize(width: device.size.width, height: device.size.height),
                                             environment: env, options: RenderOptions(scale: 1))
            for character in CharacterAICharacter.featured {
                let node = try #require(layout.all("Text").first { $0.text?.string == character.name })
                let widest = try character.name.split(separator: " ").map { word in
                    try Renderer.layout(Text(verbatim: String(word)).font(.caiCardName).fixedSize(), proposal: .unspecified,
                                        environment: env, options: RenderOptions(scale: 1)).first("Text")?.unroundedFrame.width ?? 0
                }.max() ?? 0
                #expect(widest <= node.unroundedFrame.width + 0.01, "\(character.name) at \(size) on \(device.name)")
            }
        }
    }
}
