import Layout

private struct PaintsBrandCanvasKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether a brand theme paints its canvas colour behind the content. `mockshot render --transparent`
    /// (and `Renderable.render(transparent: true)`) turns it off, so a component rendered for compositing
    /// has alpha wherever it draws nothing, even in kits whose theme modifier paints the canvas itself
    /// (ChatGPT's `gptTheme()`, as the guide's `.background(...)` does) rather than leaving it to the
    /// renderable's `background`.
    public var paintsBrandCanvas: Bool {
        get { self[PaintsBrandCanvasKey.self] }
        set { self[PaintsBrandCanvasKey.self] = newValue }
    }
}
