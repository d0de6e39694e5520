import Layout

/// A device's screen as an app's window shows it: the app's content laid out in the device's safe area,
/// the status bar over the top strip and the home indicator over the bottom one, all on `background`.
/// The device comes from the environment (`\.device`; the iPhone 14, 390×844 pt, unless set), so the same
/// screen lays out to every iPhone and iPad. Backgrounds and scroll views in the content reach under the
/// status bar and home indicator as SwiftUI lets them (`ignoresSafeArea`, `background(_:)` with a style).
public struct PhoneScreen<Content: View>: View {
    /// The default device's screen size (390×844 pt); the size a screen gets is its device's.
    public static var size: Size { Device.default.size }
    let background: Color
    let content: Content
    @Environment(\.device) private var device

    public init(background: Color, @ViewBuilder content: () -> Content) {
        self.background = background; self.content = content()
    }

    public var body: some View {
        let size = device.size, insets = device.safeAreaInsets
        ZStack(alignment: .top) {
            content
                .frame(width: size.width - insets.horizontal, height: size.height - insets.vertical, alignment: .top)
                .safeAreaPadding(insets)
            DeviceChrome()
        }
        .frame(width: size.width, height: size.height)
        .background(background)
        .clipped()
    }
}

/// What the system draws over an app: the status bar in the top strip and the home indicator in the bottom one.
struct DeviceChrome: View {
    @Environment(\.device) private var device
    var body: some View {
        VStack(spacing: 0) {
            StatusBar()
            Spacer(minLength: 0)
            HomeIndicator()
        }
        .frame(width: device.size.width, height: device.size.height)
    }
}

/// The status bar in the scheme's label colour, laid out for the device in the environment (see
/// `StatusBarLayout`); none on an iPhone in landscape. What it shows comes from the environment
/// (`\.statusBar`, default 9:41 with full signal, Wi-Fi and battery).
public struct StatusBar: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.device) private var device
    @Environment(\.statusBar) private var content
    public init() {}
    public var body: some View {
        let ink = scheme == .dark ? Color.white : Color.black
        let layout = device.statusBar
        if device.showsStatusBar {
            StatusBarArrangement(layout: layout) {
                Text(verbatim: content.time).font(.system(size: layout.fontSize, weight: .semibold)).foregroundStyle(ink)
            } connectivity: {
                StatusBarConnectivity(content: content, ink: ink, showsCellular: layout.showsCellular)
            } battery: {
                StatusBarBattery(content: content, ink: ink)
            }
        }
    }
}

/// The home-indicator area: the device's bottom safe-area strip with its capsule (`width`×5 pt) 8 pt above
/// the bottom edge; nothing on a device with a home button.
public struct HomeIndicator: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.device) private var device
    public init() {}
    public var body: some View {
        if case .homeIndicator(let width) = device.homeControl {
            Capsule().fill(scheme == .dark ? Color.white : Color.black)
                .frame(width: width, height: 5)
                .frame(height: device.safeAreaInsets.bottom, alignment: .bottom)
                .padding(.bottom, 0)
                .offset(y: -8)
                .frame(maxWidth: .infinity)
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
