import Layout

/// Colourful content to put behind acrylic in the catalog, so the blur is visible: brand-coloured
/// blobs and a line of large type, the kind of thing that scrolls under Copilot's surfaces.
struct AcrylicBackdrop: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            LinearGradient(colors: [.cpBlue, .cpDarkBlue], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(Color.cpCoral).frame(width: 150, height: 150).offset(x: 200, y: -30)
            Circle().fill(Color.cpGold).frame(width: 110, height: 110).offset(x: 40, y: 110)
            Circle().fill(Color.cpSuccess).frame(width: 70, height: 70).offset(x: 290, y: 130)
            VStack(alignment: .leading, spacing: 2) {
                Text("Lisbon").font(.custom("SegoeUI-Bold", fixedSize: 54)).foregroundStyle(.white)
                Text("Tram 28 · Alfama · Belém").font(.custom("SegoeUI-Semibold", fixedSize: 20)).foregroundStyle(.white)
            }
            .offset(x: 20, y: 20)
        }
        .frame(height: 220)
        .clipped()
    }
}
