import Layout

/// Accessibility display settings: Bold Text (every weight one step heavier, never lighter) and Increase
/// Contrast (iOS's label levels, fills, separator and system colours, standard beside increased).
struct AccessibilitySection: View {
    @Environment(\.colorScheme) private var scheme

    static let weights: [(String, String)] = [
        ("Light", "Inter-Light"), ("Regular", "Inter-Regular"), ("Semibold", "Inter-SemiBold"),
        ("Bold", "Inter-Bold"), ("ExtraBold", "Inter-ExtraBold"), ("Black", "Inter-Black"),
    ]

    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        GallerySection("Bold Text and Increase Contrast") {
            VStack(alignment: .leading, spacing: 14) {
                // Bold Text: each named weight without and with the setting.
                HStack(alignment: .top, spacing: 14) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(verbatim: " ").font(.custom("Inter-Medium", fixedSize: 10))
                        Text("Bold Text off").font(.custom("Inter-Medium", fixedSize: 10)).foregroundStyle(t.secondary)
                            .frame(height: 24, alignment: .leading)
                        Text("Bold Text on").font(.custom("Inter-Medium", fixedSize: 10)).foregroundStyle(t.secondary)
                            .frame(height: 24, alignment: .leading)
                    }
                    ForEach(Self.weights.indices, id: \.self) { i in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(Self.weights[i].0).font(.custom("Inter-Medium", fixedSize: 10)).foregroundStyle(t.secondary)
                            Text("Chats").font(.custom(Self.weights[i].1, fixedSize: 20)).frame(height: 24, alignment: .leading)
                            Text("Chats").font(.custom(Self.weights[i].1, fixedSize: 20)).frame(height: 24, alignment: .leading)
                                .environment(\.legibilityWeight, .bold)
                        }
                        .foregroundStyle(t.ink)
                    }
                    VStack(alignment: .leading, spacing: 4) {
                        Text("SF symbol").font(.custom("Inter-Medium", fixedSize: 10)).foregroundStyle(t.secondary)
                        Image(systemName: "square.and.pencil").font(.system(size: 20)).frame(height: 24)
                        Image(systemName: "square.and.pencil").font(.system(size: 20)).frame(height: 24)
                            .environment(\.legibilityWeight, .bold)
                    }
                    .foregroundStyle(t.ink)
                }
                Rectangle().fill(t.hairline).frame(height: 1)
                // Increase Contrast: standard and increased, on the system background of the scheme.
                HStack(alignment: .top, spacing: 14) {
                    ContrastColumn(contrast: .standard)
                    ContrastColumn(contrast: .increased)
                }
            }
        }
    }
}

/// The system colours in one contrast setting, on the scheme's system background.
private struct ContrastColumn: View {
    let contrast: ColorSchemeContrast
    @Environment(\.colorScheme) private var scheme

    static let fills: [(String, UIColor)] = [
        ("systemFill", .systemFill), ("secondary", .secondarySystemFill), ("tertiary", .tertiarySystemFill),
        ("quaternary", .quaternarySystemFill),
    ]
    static let system: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(contrast == .standard ? "Standard contrast" : "Increase Contrast")
                .font(.custom("Inter-SemiBold", fixedSize: 12)).foregroundStyle(.primary)
            HStack(spacing: 10) {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
            }
            .font(.custom("Inter-Medium", fixedSize: 12))
            HStack(spacing: 8) {
                ForEach(Self.fills.indices, id: \.self) { i in
                    VStack(spacing: 3) {
                        RoundedRectangle(cornerRadius: 6).fill(Color(Self.fills[i].1)).frame(width: 46, height: 22)
                        Text(Self.fills[i].0).font(.custom("Inter-Medium", fixedSize: 8)).foregroundStyle(.secondary)
                    }
                }
            }
            HStack(spacing: 10) {
                TextField("Placeholder", text: .constant("")).font(.custom("Inter-Regular", fixedSize: 12)).frame(width: 80)
                Rectangle().fill(Color(UIColor.separator)).frame(width: 120, height: 1)
                Text("separator").font(.custom("Inter-Medium", fixedSize: 8)).foregroundStyle(.secondary)
            }
            HStack(spacing: 4) {
                ForEach(Self.system.indices, id: \.self) { i in
                    Circle().fill(Self.system[i]).frame(width: 18, height: 18)
                }
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(UIColor.systemBackground)))
        .environment(\.colorSchemeContrast, contrast)
    }
}
