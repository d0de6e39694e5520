import Layout

/// Places a status bar's time, connectivity glyphs (cellular, Wi-Fi) and battery as `layout` says: either
/// side of the cutout, around a centred time, or time leading and glyphs trailing. The strip is
/// `layout.height` tall and the items are centred `layout.centerY` below its top. What the items show
/// is the status bar's business; this is only where they go.
struct StatusBarArrangement<Time: View, Connectivity: View, Battery: View>: View {
    let layout: StatusBarLayout
    let time: Time
    let connectivity: Connectivity
    let battery: Battery

    init(layout: StatusBarLayout, @ViewBuilder time: () -> Time, @ViewBuilder connectivity: () -> Connectivity,
         @ViewBuilder battery: () -> Battery) {
        self.layout = layout; self.time = time(); self.connectivity = connectivity(); self.battery = battery()
    }

    var body: some View {
        // The items' row is twice `centerY` tall so that they centre on it, inside the strip's height.
        row
            .padding(.leading, layout.timeLeading).padding(.trailing, layout.iconsTrailing)
            .frame(height: 2 * layout.centerY)
            .frame(height: layout.height, alignment: .top)
    }

    @ViewBuilder var row: some View {
        switch layout.arrangement {
        case .ears:
            HStack(spacing: 0) {
                time.frame(width: StatusBarLayout.timeWidth)
                Spacer()
                HStack(spacing: 6) { connectivity; battery }
            }
        case .centeredTime:
            ZStack {
                HStack(spacing: 0) {
                    HStack(spacing: 6) { connectivity }
                    Spacer(minLength: 0)
                    battery
                }
                time
            }
        case .leadingTime:
            HStack(spacing: 0) {
                time
                Spacer(minLength: 0)
                HStack(spacing: 6) { connectivity; battery }
            }
        }
    }
}
