import Layout

/// Kik's floating menu (the panel a long press or a bar button opens) on the engine's `MenuPanel`: iOS's
/// open menu (17 pt rows at least 44 pt tall, title leading and symbol trailing, separators, bands between
/// groups, destructive items in red) on Kik's own solid surface: the canvas in light, `kikDarkSurface1`
/// in dark. The guide's dark-mode rule: floating menus lose their visible shadow on dark, so the panel
/// gets a 1 pt `kikDarkDivider` border as the elevation cue; in light the panel's shadow does that and
/// there is no border. The surface is opaque (Kik's bars and menus use no blur), so Reduce Transparency
/// changes nothing.
public struct KikFloatingMenu<Content: View>: View {
    let content: Content
    @Environment(\.colorScheme) private var scheme

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        MenuPanel(background: AnyShapeStyle(scheme == .dark ? Color.kikDarkSurface1 : Color.kikCanvas),
                  border: scheme == .dark ? .kikDarkDivider : nil) {
            content
        }
    }
}
