import Layout

/// The S / D / R receipt letter. Meaning is carried by the letter itself; colour only adds that Read is
/// the one blue "event". The glyph is pinned (`Font.kikReceipt` is fixed-size) at every Dynamic Type size.
///
/// Increase Contrast (not in the guide's code): the grey letters move one step up the label hierarchy —
/// S/… take the secondary-text token, D the high-contrast secondary — so S (2.7:1 on white) becomes
/// legible while S and D stay distinct. R stays Kik Blue and ! stays `kikError`, as the guide requires.
public struct SDRReceipt: View {
    let state: SDR
    @Environment(\.colorScheme) var scheme
    @Environment(\.colorSchemeContrast) var contrast

    public init(state: SDR) { self.state = state }

    private var letter: String {
        switch state {
        case .sending:   return "…"
        case .sent:      return "S"
        case .delivered: return "D"
        case .read:      return "R"
        case .failed:    return "!"
        }
    }
    private var color: Color {
        if contrast == .increased {
            switch state {
            case .sending, .sent: return scheme == .dark ? .kikTextSecondaryDark : .kikTextSecondary
            case .delivered:      return scheme == .dark ? .kikSecondaryHighContrastDark : .kikSecondaryHighContrast
            case .read:           return .kikBlue
            case .failed:         return .kikError
            }
        }
        switch state {
        case .sending, .sent: return scheme == .dark ? Color(red: 0.41, green: 0.42, blue: 0.45) : .kikTextTertiary
        case .delivered:      return scheme == .dark ? .kikTextSecondaryDark : .kikTextSecondary
        case .read:           return .kikBlue   // the one color moment
        case .failed:         return .kikError
        }
    }

    public var body: some View {
        Text(letter)
            .font(.kikReceipt)
            .tracking(0.2)
            .foregroundStyle(color)
            // No animation — S/D/R swap is instant; only the R recolor reads as an event
    }
}
