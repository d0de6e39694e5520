import Layout
import MockshotKit

/// The engine's own gallery: every primitive, as one sheet and as one renderable per section.
public enum Gallery {
    public static let width = 760.0

    public static var renderables: [Renderable] {
        let bg: (ColorScheme) -> Color? = { GalleryTheme(scheme: $0).canvas }
        func section(_ name: String, _ summary: String, _ view: @escaping () -> AnyView) -> Renderable {
            Renderable(name: "gallery.\(name)", summary: summary, kind: .gallery, canvas: .fitting(width: width), background: bg) { _ in
                AnyView(view().padding(20))
            }
        }
        return [
            Renderable(name: "gallery", summary: "Every primitive of the engine on one page", kind: .gallery,
                       canvas: .fitting(width: width), background: bg) { _ in AnyView(GalleryPage()) },
            section("shapes", "Shapes, corners, strokes and dashes") { AnyView(ShapesSection()) },
            section("styles", "Colours, opacity and gradients") { AnyView(StylesSection()) },
            section("effects", "Shadows, blur, clipping, materials, blending") { AnyView(EffectsSection()) },
            section("text", "Fonts, weights, runs, wrapping, truncation") { AnyView(TextSection()) },
            section("icons", "Every SF Symbol substitute") { AnyView(IconsSection()) },
            section("drawn-symbols", "The SF Symbols mockshot draws itself, large, by name") { AnyView(DrawnSymbolsSection()) },
            section("layout", "Stacks, spacers, priorities, frames") { AnyView(LayoutSection()) },
            Renderable(name: "bench.chat-screen", summary: "The benchmark scene: a ChatGPT-style conversation, 390×844",
                       kind: .screen, states: ["original", "edited"], canvas: .fixed(Size(width: 390, height: 844)),
                       background: { BenchScene.canvas($0) }) { state in
                AnyView(BenchScene(edited: state == "edited"))
            },
        ]
    }
}

/// All sections stacked under a title.
public struct GalleryPage: View {
    @Environment(\.colorScheme) private var scheme
    public init() {}
    public var body: some View {
        let t = GalleryTheme(scheme: scheme)
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                Text("mockshot").font(.custom("Inter-Bold", fixedSize: 28)).foregroundStyle(t.ink)
                Text("engine gallery · \(scheme.rawValue)").font(.custom("Inter-Medium", fixedSize: 13)).foregroundStyle(t.secondary)
            }
            ShapesSection()
            StylesSection()
            EffectsSection()
            TextSection()
            IconsSection()
            DrawnSymbolsSection()
            LayoutSection()
        }
        .padding(20)
    }
}
