import Layout
import MockshotKit

/// The iPhone status bar drawn from `StatusBarContent`: signal and Wi-Fi strengths, cellular network
/// labels, and the battery's level, low, charging and Low Power colours.
struct StatusBarSection: View {
    @Environment(\.colorScheme) private var scheme

    static let variants: [(String, StatusBarContent)] = [
        ("default: 9:41, full", .standard),
        ("cellular 2 · Wi-Fi 1 · 45 %", StatusBarContent(time: "10:08", cellularBars: 2, wifiBars: 1, batteryLevel: 45)),
        ("5G · 15 % (low)", StatusBarContent(time: "7:38", cellularBars: 3, dataNetwork: .fiveG, batteryLevel: 15)),
        ("LTE · charging 60 %", StatusBarContent(time: "12:00", dataNetwork: .lte, batteryLevel: 60, isCharging: true)),
        ("5G UW · Low Power 35 %", StatusBarContent(time: "23:59", dataNetwork: .fiveGUW, batteryLevel: 35, isLowPowerMode: true)),
        ("no service · no data", StatusBarContent(time: "6:05", cellularBars: 0, dataNetwork: .none, batteryLevel: 100)),
    ]

    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        GallerySection("Status bar") {
            Flow(itemSpacing: 18, lineSpacing: 14) {
                ForEach(Self.variants.indices, id: \.self) { i in
                    Specimen(Self.variants[i].0) {
                        StatusBar()
                            .environment(\.statusBar, Self.variants[i].1)
                            .frame(width: 330)
                            .background(RoundedRectangle(cornerRadius: 10).fill(t.canvas))
                    }
                }
            }
        }
    }
}
