import Layout

/// States of `kik.menu`: the Chats tab's new-chat menu (from its `+`), and a chat's menu (from the header's
/// avatar) with its destructive Block item, drawn as the guide's symbol table names them.
public enum MenuState: String, CaseIterable, Sendable {
    case newChat = "new-chat"
    case chat

    @ViewBuilder public var preview: some View {
        Group {
            switch self {
            case .newChat:
                KikFloatingMenu {
                    Button {} label: { Label("New Chat", systemImage: "bubble.left.fill") }
                    Button {} label: { Label("New Group", systemImage: "person.3.fill") }
                    Button {} label: { Label("Scan a Kik Code", systemImage: "qrcode.viewfinder") }
                }
            case .chat:
                KikFloatingMenu {
                    Button {} label: { Label("Kik Code", systemImage: "qrcode") }
                    Button {} label: { Label("Share Kik Code", systemImage: "square.and.arrow.up") }
                    Divider()
                    Button(role: .destructive) {} label: { Label("Block", systemImage: "hand.raised.fill") }
                }
            }
        }
        .padding(.horizontal, 20).padding(.top, 16).padding(.bottom, 40)   // room for the panel's shadow
    }
}
