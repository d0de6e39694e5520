import Layout

/// An iPhone 14 screen (390×844 pt): status bar (47 pt), content, home indicator (34 pt).
/// Brand screens compose their top bars and conversations inside it.
public struct PhoneScreen<Content: View>: View {
    public static var size: Size { Size(width: 390, height: 844) }
    let background: Color
    let content: Content
    @Environment(\.colorScheme) private var scheme

    public init(background: Color, @ViewBuilder content: () -> Content) {
        self.background = background; self.content = content()
    }

    public var body: some View {
        VStack(spacing: 0) {
            StatusBar()
            // A fixed frame: content taller than the screen is clipped, never pushes the status bar away.
            content.frame(width: 390, height: 844 - 47 - 34, alignment: .top).clipped()
            HomeIndicator()
        }
        .frame(width: 390, height: 844)
        .background(background)
    }
}

/// The status bar: the clock on the leading side and the indicators on the trailing side, in the
/// scheme's label colour. What it shows comes from the environment (`\.statusBar`, default 9:41 with
/// full signal, Wi-Fi and battery).
public struct StatusBar: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.statusBar) private var content
    public init() {}
    public var body: some View {
        let ink = scheme == .dark ? Color.white : Color.black
        HStack(spacing: 0) {
            Text(verbatim: content.time).font(.system(size: 17, weight: .semibold)).foregroundStyle(ink)
                .frame(width: 54)
            Spacer()
            StatusBarIndicators(content: content, ink: ink)
        }
        .padding(.leading, 32).padding(.trailing, 26)
        .frame(height: 47)
    }
}

/// The home-indicator area: 34 pt with a 134×5 capsule 8 pt above the bottom edge.
public struct HomeIndicator: View {
    @Environment(\.colorScheme) private var scheme
    public init() {}
    public var body: some View {
        Capsule().fill(scheme == .dark ? Color.white : Color.black)
            .frame(width: 134, height: 5)
            .frame(height: 34, alignment: .bottom)
            .padding(.bottom, 0)
            .offset(y: -8)
            .frame(maxWidth: .infinity)
    }
}

#if canImport(Glibc)
import Glibc
#endif
