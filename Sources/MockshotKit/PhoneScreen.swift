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

/// The status bar at 9:41 with signal, Wi-Fi and a full battery, in the scheme's label colour, laid out
/// for the device in the environment (see `StatusBarLayout`); none on an iPhone in landscape.
public struct StatusBar: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.device) private var device
    public init() {}
    public var body: some View {
        let ink = scheme == .dark ? Color.white : Color.black
        let layout = device.statusBar
        if device.showsStatusBar {
            StatusBarArrangement(layout: layout) {
                Text("9:41").font(.system(size: layout.fontSize, weight: .semibold)).foregroundStyle(ink)
            } connectivity: {
                if layout.showsCellular { SignalBars().fill(ink).frame(width: 18, height: 12) }
                WiFiGlyph().fill(ink).frame(width: 17, height: 12)
            } battery: {
                BatteryGlyph(ink: ink)
            }
        }
    }
}

/// Four rounded bars of rising height.
struct SignalBars: Shape {
    func path(in r: Rect) -> Path {
        var p = Path()
        let w = (r.width - 3 * 2) / 4
        for i in 0..<4 {
            let h = r.height * Double(i + 1) / 4
            p.addRoundedRect(in: Rect(x: r.minX + Double(i) * (w + 2), y: r.maxY - h, width: w, height: h),
                             cornerSize: Size(width: 1, height: 1), style: .circular)
        }
        return p
    }
}

/// Three concentric arcs and a dot: the Wi-Fi fan.
struct WiFiGlyph: Shape {
    func path(in r: Rect) -> Path {
        var p = Path()
        let c = Point(x: r.midX, y: r.maxY)
        for (i, radius) in [r.height, r.height * 0.66, r.height * 0.33].enumerated() {
            let inner = radius - 2.2
            p.move(to: Point(x: c.x + radius * cos(-.pi * 0.75), y: c.y + radius * sin(-.pi * 0.75)))
            p.addArc(center: c, radius: radius, startAngle: .radians(-.pi * 0.75), endAngle: .radians(-.pi * 0.25), clockwise: false)
            if i < 2 {
                p.addArc(center: c, radius: inner, startAngle: .radians(-.pi * 0.25), endAngle: .radians(-.pi * 0.75), clockwise: true)
            } else {
                p.addLine(to: c)
            }
            p.closeSubpath()
        }
        return p
    }
}

/// A 25×12 battery outline, full, with its terminal nub.
struct BatteryGlyph: View {
    let ink: Color
    var body: some View {
        HStack(spacing: 1) {
            RoundedRectangle(cornerRadius: 3.5, style: .continuous).strokeBorder(ink.opacity(0.35), lineWidth: 1)
                .frame(width: 25, height: 12)
                .overlay(RoundedRectangle(cornerRadius: 2, style: .continuous).fill(ink).padding(2))
            RoundedRectangle(cornerRadius: 1).fill(ink.opacity(0.4)).frame(width: 1.5, height: 4)
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
