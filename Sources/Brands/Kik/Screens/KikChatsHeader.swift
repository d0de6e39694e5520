import Layout

/// The top of the Chats tab (composition, not a guide component): the `kikScreenTitle` title with the
/// guide's 22 pt scan (`qrcode.viewfinder`) and new-chat (`plus`) symbols in Kik Blue, and a search field
/// with the 15 pt `magnifyingglass`.
public struct KikChatsHeader: View {
    @Environment(\.colorScheme) var scheme
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 18) {
                Text("Chats").font(.kikScreenTitle)
                Spacer()
                Button {} label: { Image(systemName: "qrcode.viewfinder").font(.system(size: 22)) }
                Button {} label: { Image(systemName: "plus").font(.system(size: 22)) }
            }
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").font(.system(size: 15))
                Text("Search").font(.kikBody)
            }
            .foregroundStyle(.secondary)
            .padding(.horizontal, 10)
            .frame(maxWidth: .infinity, minHeight: 36, alignment: .leading)
            .background(scheme == .dark ? Color.kikDarkSurface2 : Color.kikSurfaceGray, in: RoundedRectangle(cornerRadius: 10))
        }
        .padding(.horizontal, 16).padding(.top, 6).padding(.bottom, 6)
        .tint(.kikBlue)
    }
}
