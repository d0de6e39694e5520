import Layout

/// Shadows, blur, opacity, scale, offset, clipping, materials and plus-lighter blending.
struct EffectsSection: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        GallerySection("Effects") {
            Flow(itemSpacing: 18, lineSpacing: 14) {
                Specimen("shadow r10 y4") {
                    RoundedRectangle(cornerRadius: 12).fill(t.card).frame(width: 64, height: 44)
                        .shadow(color: .black.opacity(0.35), radius: 10, y: 4)
                }
                Specimen("glow r16") {
                    Circle().fill(GalleryTheme.accent).frame(width: 40, height: 40)
                        .shadow(color: GalleryTheme.accent.opacity(0.6), radius: 16)
                }
                Specimen("blur 3") {
                    Text("Blur").font(.custom("Inter-Bold", fixedSize: 22)).foregroundStyle(t.ink).blur(radius: 3)
                }
                Specimen("opacity 0.5") { Circle().fill(GalleryTheme.coral).frame(width: 40, height: 40).opacity(0.5) }
                Specimen("scaleEffect 0.8") {
                    RoundedRectangle(cornerRadius: 8).fill(GalleryTheme.mint).frame(width: 48, height: 48).scaleEffect(0.8)
                        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(t.hairline, lineWidth: 1))
                }
                Specimen("offset 6,6") {
                    ZStack {
                        RoundedRectangle(cornerRadius: 8).strokeBorder(t.hairline, lineWidth: 1)
                        RoundedRectangle(cornerRadius: 8).fill(GalleryTheme.violet.opacity(0.8)).offset(x: 6, y: 6)
                    }
                    .frame(width: 44, height: 44)
                }
                Specimen("clipShape Circle") {
                    Stripes().frame(width: 48, height: 48).clipShape(Circle())
                }
                Specimen(".regularMaterial") {
                    ZStack {
                        Stripes()
                        Text("Aa").font(.custom("Inter-SemiBold", fixedSize: 17)).foregroundStyle(t.ink)
                            .padding(.horizontal, 12).padding(.vertical, 6)
                            .background(.regularMaterial, in: Capsule())
                    }
                    .frame(width: 96, height: 56)
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                }
                Specimen("plusLighter") {
                    ZStack {
                        Circle().fill(Color(hex: 0x8A1C1C)).frame(width: 40, height: 40).offset(x: -10)
                        Circle().fill(Color(hex: 0x1C4F8A)).frame(width: 40, height: 40).offset(x: 10).blendMode(.plusLighter)
                    }
                    .frame(width: 64, height: 44)
                }
            }
        }
    }
}

/// Diagonal colour stripes: a busy backdrop that makes blur and clipping visible.
struct Stripes: View {
    var body: some View {
        HStack(spacing: 0) {
            GalleryTheme.coral; GalleryTheme.gold; GalleryTheme.mint; GalleryTheme.accent; GalleryTheme.violet
        }
    }
}
