/// Interaction, animation and accessibility modifiers. A still render has no input, time or
/// assistive technology, so they leave the view as it is; they exist so component code reads like
/// the design guides' SwiftUI, line for line.
extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> Self { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> Self { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    public func animation(_ animation: Animation?) -> Self { self }
    public func transition(_ t: AnyTransition) -> Self { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    public func accessibilityLabel(_ label: String) -> Self { self }
    public func accessibilityLabel(_ label: Text) -> Self { self }
    public func accessibilityHint(_ hint: String) -> Self { self }
    public func accessibilityValue(_ value: String) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> Self { self }
    public func textSelection(_ selectability: TextSelectability) -> Self { self }
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    public func contentShape<S: Shape>(_ shape: S) -> Self { self }
    public func focused(_ binding: Binding<Bool>) -> Self { self }
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> Self { self }
    public func contentTransition(_ t: ContentTransition) -> Self { self }
    public func symbolEffect<V: Equatable>(_ effect: SymbolEffect, value: V) -> Self { self }
    public func sheet<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> C) -> Self { self }
    public func id<H: Hashable>(_ id: H) -> Self { self }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility) -> Self { self }
    public func textFieldStyle<S>(_ style: S) -> Self { self }
    public func submitLabel(_ label: SubmitLabel) -> Self { self }
    public func onSubmit(_ action: @escaping () -> Void) -> Self { self }
}

public struct Animation: Sendable {
    public static let `default` = Animation()
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func easeOut(duration: Double) -> Animation { Animation() }
    public static func easeIn(duration: Double) -> Animation { Animation() }
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { Animation() }
    public static var easeInOut: Animation { Animation() }
    public static var easeOut: Animation { Animation() }
    public static var linear: Animation { Animation() }
    public static var spring: Animation { Animation() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func delay(_ d: Double) -> Animation { self }
    public func speed(_ s: Double) -> Animation { self }
}
/// Runs the changes at once: a still render shows the end state of whatever the closure sets.
public func withAnimation<R>(_ animation: Animation? = .default, _ body: () throws -> R) rethrows -> R { try body() }

public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func scale(scale: Double = 0, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static var scale: AnyTransition { AnyTransition() }
    public static var slide: AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}
public struct SensoryFeedback: Sendable {
    public enum Flexibility: Sendable { case rigid, solid, soft }
    public enum Weight: Sendable { case light, medium, heavy }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback() }
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback() }
    public static let selection = SensoryFeedback()
    public static let success = SensoryFeedback()
    public static let warning = SensoryFeedback()
    public static let error = SensoryFeedback()
}
public enum AccessibilityChildBehavior: Sendable { case ignore, combine, contain }
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
}
public struct TextSelectability: Sendable { public static let enabled = TextSelectability(); public static let disabled = TextSelectability() }
public struct ContentTransition: Sendable {
    public static func symbolEffect(_ e: SymbolEffect) -> ContentTransition { ContentTransition() }
    public static let opacity = ContentTransition()
    public static let identity = ContentTransition()
    public static let numericText = ContentTransition()
}
public struct SymbolEffect: Sendable {
    public static let replace = SymbolEffect()
    public static let bounce = SymbolEffect()
    public static let pulse = SymbolEffect()
}
public enum ScrollIndicatorVisibility: Sendable { case automatic, visible, hidden, never }
public enum SubmitLabel: Sendable { case send, done, search, `return` }
