import Layout

/// Something `mockshot render NAME` can draw: a component in one of its states, a screen, or a sheet.
/// Names are `<brand>.<component>` (e.g. `chatgpt.send-button`); states are plain words.
public struct Renderable {
    public enum Kind: String, Sendable { case component, screen, sheet, gallery }

    /// How big the canvas is: a width with the height the view needs, a fixed size, or the screen of the
    /// device it is rendered on (a phone screen: see `render(state:mode:device:…)`).
    public enum Canvas: Sendable, Equatable {
        case fitting(width: Double)
        case fixed(Size)
        /// The device's screen: `Device.default`'s unless a device is given when rendering.
        case device
        public var proposal: ProposedViewSize { proposal(on: .default) }
        public var width: Double { proposal.width ?? 0 }
        /// The proposal on `device` (only `.device` depends on it).
        public func proposal(on device: Device) -> ProposedViewSize {
            switch self {
            case .fitting(let w): ProposedViewSize(width: w, height: nil)
            case .fixed(let s): ProposedViewSize(s)
            case .device: ProposedViewSize(device.size)
            }
        }
    }

    public let name: String
    public let summary: String
    public let kind: Kind
    /// Visual states, first is the default. Empty for stateless renderables.
    public let states: [String]
    /// Colour schemes it supports (Grok: dark only).
    public let modes: [ColorScheme]
    public let canvas: Canvas
    /// The background painted under the view (the brand canvas), per colour scheme; nil for transparent.
    public let background: (ColorScheme) -> Color?
    /// Builds the view for a state (nil: the default state).
    public let make: (String?) -> AnyView

    public init(name: String, summary: String, kind: Kind = .component, states: [String] = [], modes: [ColorScheme] = [.light, .dark],
                canvas: Canvas = .fitting(width: 390), background: @escaping (ColorScheme) -> Color? = { _ in nil },
                make: @escaping (String?) -> AnyView) {
        self.name = name; self.summary = summary; self.kind = kind; self.states = states; self.modes = modes
        self.canvas = canvas; self.background = background; self.make = make
    }

    /// A component whose states are the cases of a `CaseIterable` enum (raw values are the state names).
    public static func component<S: CaseIterable & RawRepresentable>(
        _ name: String, _ summary: String, states: S.Type, modes: [ColorScheme] = [.light, .dark],
        width: Double = 390, background: @escaping (ColorScheme) -> Color? = { _ in nil },
        @ViewBuilder make: @escaping (S) -> some View
    ) -> Renderable where S.RawValue == String {
        let all = Array(S.allCases)
        return Renderable(name: name, summary: summary, states: all.map(\.rawValue), modes: modes, canvas: .fitting(width: width),
                          background: background) { state in
            let s = state.flatMap { S(rawValue: $0) } ?? all[0]
            return AnyView(make(s))
        }
    }

    /// A stateless component.
    public static func component(_ name: String, _ summary: String, modes: [ColorScheme] = [.light, .dark], width: Double = 390,
                                 background: @escaping (ColorScheme) -> Color? = { _ in nil },
                                 @ViewBuilder make: @escaping () -> some View) -> Renderable {
        Renderable(name: name, summary: summary, modes: modes, canvas: .fitting(width: width), background: background) { _ in AnyView(make()) }
    }

    /// Checks a requested state, with a message listing the valid ones.
    public func validate(state: String?) throws -> String? {
        guard let state else { return states.first }
        if states.isEmpty { throw RegistryError.stateless(name: name, state: state) }
        guard states.contains(state) else { throw RegistryError.unknownState(name: name, state: state, valid: states) }
        return state
    }
}
