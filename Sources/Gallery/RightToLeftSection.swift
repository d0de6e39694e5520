import Layout

/// One small chat UI drawn left to right and right to left from the same code: mirrored stacks,
/// leading alignment and padding, uneven corners, offsets, directional and fixed symbols, and a
/// left-to-right island (a phone number) inside the right-to-left side.
struct RightToLeftSection: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        GallerySection("Right to left") {
            HStack(alignment: .top, spacing: 16) {
                RightToLeftSpecimen(title: "leftToRight · en", message: "Mixed: the meeting is at 3:30 in Room 12.",
                                    phone: "+1 415 555 0100")
                    .environment(\.locale, "en")
                    .environment(\.layoutDirection, .leftToRight)
                RightToLeftSpecimen(title: "rightToLeft · ar", message: "الاجتماع في الساعة 3:30 في غرفة Room 12.",
                                    phone: "+966 11 555 0100")
                    .environment(\.locale, "ar")
                    .environment(\.layoutDirection, .rightToLeft)
            }
        }
    }
}

/// A header row, a bubble with uneven corners and a tail side, a symbol strip and an offset badge.
struct RightToLeftSpecimen: View {
    let title: String
    let message: String
    let phone: String
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        VStack(alignment: .leading, spacing: 10) {
            Text(title).font(.custom("Inter-SemiBold", fixedSize: 12)).foregroundStyle(t.secondary)
            // A navigation row: back chevron, avatar, name and status, then a trailing button.
            HStack(spacing: 10) {
                Image(systemName: "chevron.backward").font(.system(size: 17, weight: .semibold)).foregroundStyle(GalleryTheme.accent)
                Circle().fill(GalleryTheme.violet).frame(width: 32, height: 32)
                    .overlay(Circle().fill(GalleryTheme.mint).frame(width: 10, height: 10), alignment: .bottomTrailing)
                VStack(alignment: .leading, spacing: 1) {
                    Text("Layla").font(.custom("Inter-SemiBold", fixedSize: 15)).foregroundStyle(t.ink)
                    Text("online").font(.custom("Inter-Regular", fixedSize: 12)).foregroundStyle(t.secondary)
                }
                Spacer(minLength: 8)
                Image(systemName: "square.and.pencil").font(.system(size: 17)).foregroundStyle(GalleryTheme.accent)
            }
            .padding(.leading, 4).padding(.trailing, 12).padding(.vertical, 6)
            .background(UnevenRoundedRectangle(topLeadingRadius: 4, bottomLeadingRadius: 4, bottomTrailingRadius: 16,
                                               topTrailingRadius: 16).fill(t.hairline.opacity(0.5)))
            // An outgoing bubble: tail corner at the bottom trailing side.
            HStack {
                Spacer(minLength: 40)
                Text(message).font(.custom("Inter-Regular", fixedSize: 15)).foregroundStyle(.white)
                    .padding(.horizontal, 12).padding(.vertical, 8)
                    .background(UnevenRoundedRectangle(topLeadingRadius: 18, bottomLeadingRadius: 18, bottomTrailingRadius: 4,
                                                       topTrailingRadius: 18).fill(GalleryTheme.accent))
            }
            // Symbols: the first three point along the reading direction and mirror; the last three do not.
            HStack(spacing: 14) {
                ForEach(["arrow.forward", "paperplane", "doc.text", "heart", "magnifyingglass", "chevron.left"], id: \.self) { name in
                    Image(systemName: name).font(.system(size: 17)).foregroundStyle(t.ink)
                }
                Spacer(minLength: 0)
                Text("3").font(.custom("Inter-Bold", fixedSize: 11)).foregroundStyle(.white)
                    .frame(width: 18, height: 18).background(Circle().fill(GalleryTheme.coral))
                    .offset(x: 6)
            }
            // A phone number stays left to right inside a right-to-left screen.
            HStack(spacing: 6) {
                Image(systemName: "person.circle").font(.system(size: 13)).foregroundStyle(t.secondary)
                Text(phone).font(.custom("Inter-Medium", fixedSize: 13)).foregroundStyle(t.ink)
                    .environment(\.layoutDirection, .leftToRight)
            }
        }
        .padding(12)
        .frame(width: 330, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 10).strokeBorder(t.hairline, lineWidth: 1))
    }
}
