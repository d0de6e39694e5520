#if canImport(Glibc)
import Glibc
#endif
import Layout

/// The right-hand cluster of the status bar: the connectivity group and the battery, 6 pt apart, in
/// `ink`. Child sizes are fixed (18×12, 17×12, 27.5×12), so the cluster is 74.5×12 on Wi-Fi.
struct StatusBarIndicators: View {
    let content: StatusBarContent
    let ink: Color

    /// How strongly unlit bars and arcs show, as iOS draws a weak signal (a faint trace of the full glyph).
    static let unlitOpacity = 0.3

    var body: some View {
        HStack(spacing: 6) {
            StatusBarConnectivity(content: content, ink: ink)
            StatusBarBattery(content: content, ink: ink)
        }
    }
}

/// Cellular bars (unless the device has none, like a Wi-Fi iPad), then the Wi-Fi fan or the cellular
/// network's label, 6 pt apart: the status bar's connectivity group, however a device arranges its bar.
struct StatusBarConnectivity: View {
    let content: StatusBarContent
    let ink: Color
    var showsCellular = true

    var body: some View {
        HStack(spacing: 6) {
            if showsCellular { CellularBars(lit: content.cellularBars, ink: ink) }
            if content.dataNetwork == .wifi {
                WiFiBars(lit: content.wifiBars, ink: ink)
            } else if let label = content.dataNetwork.label {
                Text(verbatim: label).font(.system(size: 15, weight: .semibold)).foregroundStyle(ink)
            }
        }
    }
}

/// The battery of `content`: level, low, charging and Low Power colours.
struct StatusBarBattery: View {
    let content: StatusBarContent
    let ink: Color

    var body: some View {
        BatteryGlyph(ink: ink, level: content.batteryLevel, charging: content.isCharging, lowPower: content.isLowPowerMode)
    }
}

/// Four rounded bars of rising height, the first `lit` in `ink` and the rest faint.
struct CellularBars: View {
    let lit: Int
    let ink: Color
    var body: some View {
        let lit = min(max(lit, 0), 4)
        Group {
            if lit == 4 {
                SignalBars().fill(ink)
            } else {
                ZStack {
                    SignalBars(bars: lit..<4).fill(ink.opacity(StatusBarIndicators.unlitOpacity))
                    SignalBars(bars: 0..<lit).fill(ink)
                }
            }
        }
        .frame(width: 18, height: 12)
    }
}

/// The Wi-Fi fan with its innermost `lit` arcs in `ink` and the rest faint.
struct WiFiBars: View {
    let lit: Int
    let ink: Color
    var body: some View {
        let lit = min(max(lit, 0), 3)
        Group {
            if lit == 3 {
                WiFiGlyph().fill(ink)
            } else {
                ZStack {
                    WiFiGlyph(arcs: 0..<(3 - lit)).fill(ink.opacity(StatusBarIndicators.unlitOpacity))
                    WiFiGlyph(arcs: (3 - lit)..<3).fill(ink)
                }
            }
        }
        .frame(width: 17, height: 12)
    }
}

/// Four rounded bars of rising height (`bars` picks which of them, 0 the shortest).
struct SignalBars: Shape {
    var bars: Range<Int> = 0..<4
    func path(in r: Rect) -> Path {
        var p = Path()
        let w = (r.width - 3 * 2) / 4
        for i in bars {
            let h = r.height * Double(i + 1) / 4
            p.addRoundedRect(in: Rect(x: r.minX + Double(i) * (w + 2), y: r.maxY - h, width: w, height: h),
                             cornerSize: Size(width: 1, height: 1), style: .circular)
        }
        return p
    }
}

/// Three concentric arcs and a dot: the Wi-Fi fan (`arcs` picks which, 0 the outermost, 2 the wedge).
struct WiFiGlyph: Shape {
    var arcs: Range<Int> = 0..<3
    func path(in r: Rect) -> Path {
        var p = Path()
        let c = Point(x: r.midX, y: r.maxY)
        for (i, radius) in [r.height, r.height * 0.66, r.height * 0.33].enumerated() where arcs.contains(i) {
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

/// A 25×12 battery outline with its terminal nub, filled to `level` percent: in `ink`, red at 20 % or
/// less, green with a bolt while charging, yellow in Low Power Mode (iOS's system colours).
struct BatteryGlyph: View {
    let ink: Color
    var level = 100
    var charging = false
    var lowPower = false

    /// The fill colour iOS uses for the battery's state.
    var fill: Color {
        if charging { return .green }
        if lowPower { return .yellow }
        if level <= 20 { return .red }
        return ink
    }

    var body: some View {
        let level = min(max(level, 0), 100)
        HStack(spacing: 1) {
            RoundedRectangle(cornerRadius: 3.5, style: .continuous).strokeBorder(ink.opacity(0.35), lineWidth: 1)
                .frame(width: 25, height: 12)
                .overlay {
                    if level == 100 && fill == ink {
                        RoundedRectangle(cornerRadius: 2, style: .continuous).fill(ink).padding(2)
                    } else {
                        RoundedRectangle(cornerRadius: 2, style: .continuous).fill(fill)
                            .frame(width: 21 * Double(level) / 100, height: 8)
                            .frame(width: 21, height: 8, alignment: .leading)
                    }
                }
                .overlay {
                    if charging { ChargingBolt().fill(ink).frame(width: 6, height: 9) }
                }
            RoundedRectangle(cornerRadius: 1).fill(ink.opacity(0.4)).frame(width: 1.5, height: 4)
        }
    }
}

/// The lightning bolt iOS draws on a charging battery.
struct ChargingBolt: Shape {
    func path(in r: Rect) -> Path {
        var p = Path()
        func pt(_ x: Double, _ y: Double) -> Point { Point(x: r.minX + x * r.width, y: r.minY + y * r.height) }
        p.move(to: pt(0.62, 0))
        p.addLine(to: pt(0.05, 0.58))
        p.addLine(to: pt(0.46, 0.58))
        p.addLine(to: pt(0.38, 1))
        p.addLine(to: pt(0.95, 0.42))
        p.addLine(to: pt(0.54, 0.42))
        p.closeSubpath()
        return p
    }
}
