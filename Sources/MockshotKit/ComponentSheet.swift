import Layout

/// A brand's component sheet: a titled, labelled grid of every component in every state, laid out
/// by the engine itself. Each cell shows the component on the brand canvas at its own canvas width.
/// Sections are packed side by side where they fit (`SheetPacking`), so every sheet renders at @3x
/// within the default pixel budget (see `SheetStyle.maxHeight`).
public struct ComponentSheet: View {
    let kit: BrandKit
    @Environment(\.colorScheme) private var scheme

    public init(kit: BrandKit) { self.kit = kit }

    public var body: some View {
        let style = kit.sheetStyle
        let components = kit.renderables.filter { $0.kind == .component && $0.modes.contains(scheme) }
        VStack(alignment: .leading, spacing: 28) {
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Text(kit.displayName).font(.custom("Inter-Bold", fixedSize: 34)).foregroundStyle(style.title(scheme))
                Text("component sheet · \(scheme.rawValue) · \(components.count) components")
                    .font(.custom("Inter-Medium", fixedSize: 15)).foregroundStyle(style.label(scheme))
                Spacer()
            }
            Rectangle().fill(style.hairline(scheme)).frame(height: 1)
            SheetPacking(horizontalSpacing: 24, verticalSpacing: 28) {
                ForEach(components.indices, id: \.self) { i in
                    SheetSection(renderable: components[i], style: style)
                }
            }
        }
        .padding(40)
        .frame(width: SheetStyle.width, alignment: .topLeading)
    }
}

struct SheetSection: View {
    let renderable: Renderable
    let style: SheetStyle
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let states: [String?] = renderable.states.isEmpty ? [nil] : renderable.states.map { $0 }
        SheetSectionLayout(spacing: 12, minimumTitleWidth: 360) {
            (Text(renderable.name).font(.custom("Inter-SemiBold", fixedSize: 16)).foregroundColor(style.title(scheme))
             + Text("   " + renderable.summary).font(.custom("Inter-Regular", fixedSize: 13)).foregroundColor(style.label(scheme)))
            Flow(itemSpacing: 16, lineSpacing: 16) {
                ForEach(states.indices, id: \.self) { i in
                    SheetCell(renderable: renderable, state: states[i], style: style)
                }
            }
        }
    }
}

struct SheetCell: View {
    let renderable: Renderable
    let state: String?
    let style: SheetStyle
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(state ?? "default").font(.custom("Inter-Medium", fixedSize: 12)).foregroundStyle(style.label(scheme))
            renderable.make(state)
                .frame(width: renderable.canvas.width)
                .background(renderable.background(scheme) ?? style.cellBackground(scheme))
                .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
                .overlay(RoundedRectangle(cornerRadius: 10, style: .continuous).strokeBorder(style.hairline(scheme), lineWidth: 1))
        }
    }
}
