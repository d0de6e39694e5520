import Layout

/// The iOS system containers and controls: a tab view holding a navigation stack with a large title,
/// toolbar items and an inset-grouped list of toggles, a segmented picker and links; a pushed screen
/// with its back button, scrolled under the bar (bar material and hairline) over a plain list; and an
/// open menu with a destructive item, beside the controls on their own.
struct ControlsSection: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        let t = GalleryTheme(scheme: scheme)
        GallerySection("System containers and controls") {
            HStack(alignment: .top, spacing: 12) {
                Specimen("TabView · NavigationStack · List") {
                    SettingsScreen().frame(width: 200, height: 420).clipShape(RoundedRectangle(cornerRadius: 12))
                        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(t.hairline, lineWidth: 1))
                }
                Specimen("pushed · scrolled · .plain") {
                    ConversationList().frame(width: 200, height: 420).clipShape(RoundedRectangle(cornerRadius: 12))
                        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(t.hairline, lineWidth: 1))
                        .environment(\.isScrolledUnderBars, true)
                }
                VStack(alignment: .leading, spacing: 14) {
                    Specimen("Menu presented") {
                        Menu("Options") {
                            Section("Chat") {
                                Button("Pin", systemImage: "bookmark") {}
                                Button("Copy Link", systemImage: "link") {}
                            }
                            Button("Delete", systemImage: "trash", role: .destructive) {}
                        }
                        .environment(\.isMenuPresented, true)
                        .frame(width: 250, height: 230, alignment: .topLeading)
                    }
                    Specimen("Toggle · Picker(.segmented)") {
                        VStack(spacing: 10) {
                            HStack(spacing: 12) { Switch(isOn: true); Switch(isOn: false); Switch(isOn: true).disabled(true) }
                            Picker("Range", selection: .constant(1)) { Text("Day").tag(0); Text("Week").tag(1); Text("Month").tag(2) }
                                .pickerStyle(.segmented).frame(width: 220)
                        }
                    }
                }
            }
        }
    }
}

/// Settings-style root screen: large title, toolbar, inset-grouped sections, inside a tab view.
private struct SettingsScreen: View {
    var body: some View {
        TabView(selection: .constant(2)) {
            Color.clear.tabItem { Label("Chats", systemImage: "bubble.left") }.tag(0).badge(3)
            Color.clear.tabItem { Label("People", systemImage: "person.2") }.tag(1)
            NavigationStack {
                List {
                    Section(header: Text("Alerts"), footer: Text("Badges count unread chats.")) {
                        Toggle("Previews", isOn: .constant(true))
                        Toggle("Sounds", isOn: .constant(false))
                    }
                    Section("Appearance") {
                        Picker("Theme", selection: .constant(0)) { Text("Light").tag(0); Text("Dark").tag(1) }
                            .pickerStyle(.segmented)
                        NavigationLink("Chat Wallpaper", value: 1)
                    }
                }
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Image(systemName: "square.and.pencil") } }
                }
            }
            .tabItem { Label("Settings", systemImage: "gearshape") }.tag(2)
        }
    }
}

/// A pushed screen: back button to "Chats", inline title, trailing info button, a plain list.
private struct ConversationList: View {
    var body: some View {
        NavigationStack(path: .constant(["Design"])) {
            Color.clear.navigationTitle("Chats").navigationDestination(for: String.self) { name in
                List {
                    Section("Today") {
                        Text("Ana: shipped it")
                        Text("Ben: looks great")
                    }
                    Section("Yesterday") {
                        Text("Cleo: moved to 3")
                        Text("Dev: on it")
                    }
                }
                .listStyle(.plain)
                .navigationTitle(name)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { Button(action: {}) { Image(systemName: "info.circle") } }
            }
        }
    }
}
