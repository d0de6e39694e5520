import Layout

/// One brand's kit as the registry sees it: its id (`chatgpt`), the colour schemes it supports,
/// every renderable it offers, and the look of its component sheet.
public struct BrandKit {
    public let id: String
    public let displayName: String
    public let modes: [ColorScheme]
    public let renderables: [Renderable]
    public let sheetStyle: SheetStyle
    /// Registers the kit's vector image assets (`Image("grok-glyph")`); called before rendering.
    public let registerAssets: () -> Void

    public init(id: String, displayName: String, modes: [ColorScheme] = [.light, .dark], sheetStyle: SheetStyle,
                registerAssets: @escaping () -> Void = {}, renderables: [Renderable]) {
        self.id = id; self.displayName = displayName; self.modes = modes; self.sheetStyle = sheetStyle
        self.registerAssets = registerAssets; self.renderables = renderables
    }

    /// The component sheet of this kit as a renderable (`<id>.sheet`).
    public var sheet: Renderable {
        let kit = self
        return Renderable(name: "\(id).sheet", summary: "Every \(displayName) component in every state", kind: .sheet,
                          modes: modes, canvas: .fitting(width: SheetStyle.width),
                          background: { kit.sheetStyle.background($0) },
                          honours: { _, mode in kit.componentHonours(in: mode) }) { _ in AnyView(ComponentSheet(kit: kit)) }
    }

    /// What the sheet honours in `mode`: every setting that some state of some component on it honours
    /// (the sheet shows them all; states with a preset keep it, the others take the caller's settings).
    func componentHonours(in mode: ColorScheme) -> Set<AccessibilitySetting> {
        var all = Set<AccessibilitySetting>()
        for r in renderables where r.kind == .component && r.modes.contains(mode) {
            for state in r.states.isEmpty ? [nil] : r.states.map(Optional.some) { all.formUnion(r.honours(state, mode)) }
        }
        return all
    }
}

/// Colours and fonts of a component sheet, per colour scheme.
public struct SheetStyle {
    public static let width = 1300.0
    public let background: (ColorScheme) -> Color
    public let cellBackground: (ColorScheme) -> Color
    public let title: (ColorScheme) -> Color
    public let label: (ColorScheme) -> Color
    public let hairline: (ColorScheme) -> Color
    public init(background: @escaping (ColorScheme) -> Color, cellBackground: @escaping (ColorScheme) -> Color,
                title: @escaping (ColorScheme) -> Color, label: @escaping (ColorScheme) -> Color,
                hairline: @escaping (ColorScheme) -> Color) {
        self.background = background; self.cellBackground = cellBackground; self.title = title; self.label = label; self.hairline = hairline
    }
}
