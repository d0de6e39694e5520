import Layout
import MockshotKit

/// The engine's own gallery: every primitive, as one sheet and as one renderable per section.
public enum Gallery {
    public static let width = 760.0

    public static var renderables: [Renderable] {
        let bg: (ColorScheme) -> Color? = { GalleryTheme(scheme: $0).canvas }
        // What each accessibility setting changes (checked against the pixels by the gallery's tests): every
        // section has text, so Bold Text; only the materials specimen and the bars of the controls have
        // something translucent; system colours (the battery's, separators, the controls') follow Increase
        // Contrast; only the controls' text styles scale with Dynamic Type.
        func section(_ name: String, _ summary: String, honours: Set<AccessibilitySetting> = [.boldText],
                     _ view: @escaping () -> AnyView) -> Renderable {
            Renderable(name: "gallery.\(name)", summary: summary, kind: .gallery, canvas: .fitting(width: width), background: bg,
                       honours: { _, _ in honours }) { _ in
                AnyView(view().padding(20))
            }
        }
        return [
            Renderable(name: "gallery", summary: "Every primitive of the engine on one page", kind: .gallery,
                       canvas: .fitting(width: width), background: bg,
                       honours: { _, _ in [.dynamicType, .contrast, .reduceTransparency, .boldText] }) { _ in
                AnyView(GalleryPage())
            },
            section("shapes", "Shapes, corners, strokes and dashes") { AnyView(ShapesSection()) },
            section("styles", "Colours, opacity and gradients") { AnyView(StylesSection()) },
            section("effects", "Shadows, blur, clipping, materials, blending", honours: [.reduceTransparency, .boldText]) {
                AnyView(EffectsSection())
            },
            section("text", "Fonts, weights, runs, wrapping, truncation") { AnyView(TextSection()) },
            section("icons", "Every SF Symbol substitute") { AnyView(IconsSection()) },
            section("drawn-symbols", "The SF Symbols mockshot draws itself, large, by name") { AnyView(DrawnSymbolsSection()) },
            section("layout", "Stacks, spacers, priorities, frames") { AnyView(LayoutSection()) },
            section("status-bar", "The status bar's content: signal, Wi-Fi or network, battery states", honours: [.contrast, .boldText]) { AnyView(StatusBarSection()) },
            section("containers", "Grid, LazyVGrid, GeometryReader, ViewThatFits, alignment guides, aspect ratios, custom layouts",
                    honours: [.contrast, .boldText]) { AnyView(ContainersSection()) },
            section("controls", "NavigationStack, TabView, List, Toggle, Picker, Menu",
                    honours: [.dynamicType, .contrast, .reduceTransparency, .boldText]) { AnyView(ControlsSection()) },
            section("accessibility", "Bold Text and Increase Contrast") { AnyView(AccessibilitySection()) },
            section("scripts", "Text in every script, emoji sequences, stable line heights") { AnyView(ScriptsSection()) },
            section("rtl", "Right-to-left mirroring: stacks, padding, corners, symbols") { AnyView(RightToLeftSection()) },
            Renderable(name: "bench.chat-screen", summary: "The benchmark scene: a ChatGPT-style conversation, 390×844",
                       kind: .screen, states: ["original", "edited"], canvas: .fixed(Size(width: 390, height: 844)),
                       background: { BenchScene.canvas($0) }, honours: { _, _ in [.dynamicType, .boldText] }) { state in
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
            StatusBarSection()
            ContainersSection()
            ControlsSection()
            AccessibilitySection()
            ScriptsSection()
            RightToLeftSection()
        }
        .padding(20)
    }
}
