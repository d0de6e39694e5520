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

/// The status bar at 9:41 with signal, Wi-Fi and a full battery, in the scheme's label colour.
public struct StatusBar: View {
    @Environment(\.colorScheme) private var scheme
    public init() {}
    public var body: some View {
        let ink = scheme == .dark ? Color.white : Color.black
        HStack(spacing: 0) {
            Text("9:41").font(.system(size: 17, weight: .semibold)).foregroundStyle(ink)
                .frame(width: 54)
            Spacer()
            HStack(spacing: 6) {
                SignalBars().fill(ink).frame(width: 18, height: 12)
                WiFiGlyph().fill(ink).frame(width: 17, height: 12)
                BatteryGlyph(ink: ink)
            }
        }
        .padding(.leading, 32).padding(.trailing, 26)
        .frame(height: 47)
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
