import Layout

extension View {
    /// Centres the view in a column at most `maxWidth` wide: how chat apps show a conversation on an iPad,
    /// where lines across the whole screen would be too long to read. No effect where the space offered is
    /// narrower, which is every iPhone (the widest is 440 pt), so phone layouts are unchanged.
    public func readableWidth(_ maxWidth: Double) -> some View {
        frame(maxWidth: maxWidth).frame(maxWidth: .infinity)
    }
}
