import Layout
import MockshotKit

public enum TuckBubbleShapeState: String, CaseIterable { case ai, user }

public enum MessageBubbleState: String, CaseIterable {
    case ai, user
    case aiLong = "ai-long", userLong = "user-long"
    case aiLilac = "ai-lilac"
    case streamingCaretOn = "streaming-caret-on", streamingCaretOff = "streaming-caret-off"
    case largeType = "large-type"
    case increasedContrast = "increased-contrast"
}

public enum MessageActionsState: String, CaseIterable { case unrated, ratedUp = "rated-up", ratedDown = "rated-down" }

/// Frames of the typing wave. The dots' opacity uses |sin|, whose period is π, so the wave repeats twice in
/// the guide's 0 → 2π (1.2 s) loop: phases π apart are the same picture. The named frames are four quarter
/// steps of one repeat (0, π/4, π/2, 3π/4; 0.15 s apart), each distinct.
public enum TypingIndicatorState: String, CaseIterable {
    case phase0 = "phase-0", phaseQuarterPi = "phase-0.25pi", phaseHalfPi = "phase-0.5pi", phase3QuarterPi = "phase-0.75pi"
    case reduceMotion = "reduce-motion"

    public var phase: Double {
        switch self {
        case .phase0, .reduceMotion: 0
        case .phaseQuarterPi: .pi / 4
        case .phaseHalfPi: .pi / 2
        case .phase3QuarterPi: 3 * .pi / 4
        }
    }
}

/// Sample texts for the bubble states.
enum BubbleSamples {
    static let ai = "*tilts her head, curious* You found the observation deck. Few people do."
    static let user = "I followed the humming. *smiles*"
    static let aiLong = "*sets the star chart down and leans against the railing, eyes on the drifting nebula* Every navigator keeps one route to themselves. Mine runs past the Veil, where the light bends and the instruments go quiet. I could show you, if you promise not to log it."
    static let userLong = "I promise. *holds up a hand* No logs, no reports, nothing the captain could ever find. Just tell me where to look first."
    static let streaming = "*turns back to the console* Plotting the jump now. Hold on to"
}

extension CharacterAIKit {
    static var tuckBubbleShape: Renderable {
        Renderable.component(
            "characterai.tuck-bubble-shape", "TuckBubbleShape: 4 pt tuck, 18 pt round, continuous",
            states: TuckBubbleShapeState.self, modes: [.dark, .light], width: 220, background: canvas,
            honours: { state, _ in state == .ai ? [.contrast] : [] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            TuckBubbleShape(speaker: state == .ai ? .ai : .user)
                .fill(state == .ai ? Color.caiBubbleAI : Color.caiBubbleUser)
                .overlay(state == .ai ? AnyView(TuckBubbleShape(speaker: .ai).strokeBorder(Color.caiDivider, lineWidth: 1))
                                      : AnyView(EmptyView()))
                .frame(width: 160, height: 72)
                .padding(24)
        }
    }

    static var messageBubble: Renderable {
        Renderable.component(
            "characterai.message-bubble", "AI (avatar, hairline, tuck top-leading) and user (tuck top-trailing) rows",
            states: MessageBubbleState.self, modes: [.dark, .light], width: 390, background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .boldText] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            Group {
                switch state {
                case .ai: MessageBubble(speaker: .ai, text: BubbleSamples.ai)
                case .user: MessageBubble(speaker: .user, text: BubbleSamples.user)
                case .aiLong: MessageBubble(speaker: .ai, text: BubbleSamples.aiLong)
                case .userLong: MessageBubble(speaker: .user, text: BubbleSamples.userLong)
                case .aiLilac: MessageBubble(speaker: .ai, text: BubbleSamples.ai, avatar: .caiAvatarLilac)
                case .streamingCaretOn: MessageBubble(speaker: .ai, text: BubbleSamples.streaming, streaming: true, caretOn: true)
                case .streamingCaretOff: MessageBubble(speaker: .ai, text: BubbleSamples.streaming, streaming: true, caretOn: false)
                case .largeType: MessageBubble(speaker: .ai, text: BubbleSamples.ai)
                case .increasedContrast: MessageBubble(speaker: .ai, text: BubbleSamples.ai)
                }
            }
            .padding(.vertical, 14)
        }
    }

    static var messageActions: Renderable {
        Renderable.component(
            "characterai.message-actions", "Retry, copy, rate (16 pt) under an AI reply; a chosen rating fills in accent",
            states: MessageActionsState.self, modes: [.dark, .light], width: 390, background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .boldText] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            VStack(spacing: 8) {
                MessageBubble(speaker: .ai, text: BubbleSamples.ai)
                switch state {
                case .unrated: MessageActions()
                case .ratedUp: MessageActions(rating: .up)
                case .ratedDown: MessageActions(rating: .down)
                }
            }
            .padding(.vertical, 14)
        }
    }

    static var typingIndicator: Renderable {
        Renderable.component(
            "characterai.typing-indicator", "Dot opacity 0.4 + 0.6·|sin(phase + i·0.52)| at four quarter-π phases; static under Reduce Motion",
            states: TypingIndicatorState.self, modes: [.dark, .light], width: 390, background: canvas,
            honours: { _, _ in [.contrast, .reduceMotion] },
            preset: { preset(for: $0.rawValue) }
        ) { state in
            TypingIndicator(phase: state.phase)
                .padding(.vertical, 14)
        }
    }
}
