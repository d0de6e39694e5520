extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentModifier { $0[keyPath: keyPath] = value }
    }
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        environmentModifier { if let scheme { $0.colorScheme = scheme } }
    }
    public func font(_ font: Font?) -> some View { environmentModifier { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> some View { environmentModifier { $0.textWeight = weight } }
    public func bold(_ active: Bool = true) -> some View { environmentModifier { if active { $0.textWeight = .bold } } }
    public func italic(_ active: Bool = true) -> some View { environmentModifier { if active { $0.textItalic = true } } }
    /// Hierarchical styles (`.secondary`, `Color.secondary`) are levels of the *enclosing* foreground
    /// style, so they are resolved against it here; other styles stay lazy so inner colour-scheme
    /// changes still apply to them.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let s = AnyShapeStyle(style)
        return environmentModifier { env in
            env.foregroundStyle = s.dependsOnForeground ? AnyShapeStyle(ResolvedPaintStyle(paint: s.resolvePaint(in: env))) : s
        }
    }
    public func foregroundColor(_ color: Color?) -> some View {
        environmentModifier { $0.foregroundStyle = color.map { AnyShapeStyle($0) } }
    }
    public func tint<S: ShapeStyle>(_ style: S?) -> some View {
        let s = style.map { AnyShapeStyle($0) }
        return environmentModifier { $0.tint = s }
    }
    /// `.tint(.kikBlue)`: a colour tint (lets static members of `Color` be written with a leading dot).
    public func tint(_ color: Color?) -> some View {
        let s = color.map { AnyShapeStyle($0) }
        return environmentModifier { $0.tint = s }
    }
    public func accentColor(_ color: Color?) -> some View { tint(color) }
    public func lineSpacing(_ spacing: Double) -> some View { environmentModifier { $0.lineSpacing = spacing } }
    /// At most `number` lines (nil: unlimited).
    public func lineLimit(_ number: Int?) -> some View {
        environmentModifier { $0.lineLimitRange = number.map { 0...max(0, $0) } }
    }
    /// Text fields grow between `range.lowerBound` and `range.upperBound` lines; text shows at most the upper bound.
    public func lineLimit(_ range: ClosedRange<Int>) -> some View { environmentModifier { $0.lineLimitRange = range } }
    public func lineLimit(_ range: PartialRangeFrom<Int>) -> some View {
        environmentModifier { $0.lineLimitRange = range.lowerBound...Int.max }
    }
    /// `reservesSpace`: the text is always as tall as `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environmentModifier { $0.lineLimitRange = (reservesSpace ? limit : 0)...limit }
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentModifier { $0.multilineTextAlignment = alignment }
    }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environmentModifier { $0.truncationMode = mode } }
    public func tracking(_ tracking: Double) -> some View { environmentModifier { $0.tracking = tracking } }
    public func kerning(_ kerning: Double) -> some View { tracking(kerning) }
    /// Enables an OpenType feature (e.g. `"zero"`) on the text inside.
    public func fontFeature(_ tag: String) -> some View { environmentModifier { $0.fontFeatures.append(tag) } }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environmentModifier { $0.dynamicTypeSize = size } }
    public func disabled(_ disabled: Bool) -> some View { environmentModifier { if disabled { $0.isEnabled = false } } }
}
