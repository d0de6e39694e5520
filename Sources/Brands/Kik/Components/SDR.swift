/// Kik's delivery states, shown as a single letter: S(ent), D(elivered), R(ead).
/// The raw values double as the state names of `kik.receipt`.
public enum SDR: String, CaseIterable, Sendable {
    case sending, sent, delivered, read, failed
}
