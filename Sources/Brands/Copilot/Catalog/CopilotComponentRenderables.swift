import Layout
import MockshotKit

/// Every component of the guide as a renderable, each in every state its code can show.
enum CopilotComponentRenderables {
    static func canvas(_ scheme: ColorScheme) -> Color? { CopilotTheme.canvas(scheme) }

    /// What the catalog's accessibility states stand for.
    static let largeType = AccessibilitySettings(dynamicTypeSize: catalogLargeType)
    static let increaseContrast = AccessibilitySettings(contrast: .increased)
    static let reduceTransparency = AccessibilitySettings(reduceTransparency: true)

    static var all: [Renderable] {
        [palette, typeScale, flourish, acrylic, answerCard, userTurn, toneSelector, promptBar, suggestionChip,
         streamingText, thinking, topBar, recentRow, sidebar, greeting]
    }

    static var palette: Renderable {
        Renderable.component(
            "copilot.palette", "Every colour token and the flourish gradient", states: PaletteState.self, width: 390,
            background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .boldText] }, preset: { $0 == .increaseContrast ? increaseContrast : .standard }
        ) { _ in
            CopilotPalette()
        }
    }

    static var typeScale: Renderable {
        Renderable.component(
            "copilot.type-scale", "Every font token; cpTone and cpLabelUpper stay pinned", states: TypeScaleState.self, width: 390,
            background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .boldText] }, preset: { $0 == .xxxLarge ? largeType : .standard }
        ) { _ in
            CopilotTypeScale()
        }
    }

    static var flourish: Renderable {
        Renderable.component(
            "copilot.flourish", "Sparkles filled with the coral→gold flourish", states: FlourishState.self, width: 96,
            background: canvas,
            honours: { _, _ in [.boldText] }
        ) { state in
            CopilotFlourish(size: state.size)
                .padding(16)
        }
    }

    static var acrylic: Renderable {
        Renderable.component(
            "copilot.acrylic", "CopilotAcrylic over colourful content: blur, cpSurface tint, hairline; blur-in frames", states: AcrylicState.self,
            width: 390, background: canvas,
            honours: { state, _ in state.appearTime < CopilotAcrylic.appearDuration ? [.dynamicType, .contrast, .reduceTransparency, .boldText, .reduceMotion] : [.dynamicType, .contrast, .reduceTransparency, .boldText] },
            preset: { $0 == .reduceTransparency ? reduceTransparency : $0 == .increaseContrast ? increaseContrast : .standard }
        ) { state in
            ZStack {
                AcrylicBackdrop()
                VStack(alignment: .leading, spacing: 6) {
                    Text("Acrylic surface").font(.cpSection).foregroundStyle(Color.cpTextPrimary)
                    Text("Frosted material, a faint cpSurface tint and a hairline.")
                        .font(.cpMeta).foregroundStyle(Color.cpTextSecondary)
                }
                .padding(16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .copilotAcrylic(cornerRadius: 16, appearTime: state.appearTime)
                .padding(.horizontal, 32)
            }
        }
    }

    static var answerCard: Renderable {
        Renderable.component(
            "copilot.answer-card", "Markdown answer on acrylic; action row once finished", states: AnswerCardState.self,
            width: 390, background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .reduceTransparency, .boldText] }, preset: { $0 == .largeType ? largeType : .standard }
        ) { state in
            CopilotAnswerCard(markdown: state == .streaming ? CopilotSampleContent.answerStreaming : CopilotSampleContent.answer,
                              isStreaming: state == .streaming)
                .padding(.vertical, 16)
        }
    }

    static var userTurn: Renderable {
        Renderable.component(
            "copilot.user-turn", "The user's message: blue or neutral, 4 pt tail corner", states: UserTurnState.self,
            width: 390, background: canvas,
            honours: { state, _ in state == .neutral ? [.dynamicType, .boldText] : [.dynamicType, .contrast, .boldText] }, preset: { $0 == .largeType ? largeType : .standard }
        ) { state in
            CopilotUserTurn(text: state == .multiline ? CopilotSampleContent.userPromptLong : CopilotSampleContent.userPrompt,
                            neutral: state == .neutral)
                .padding(.vertical, 16)
        }
    }

    static var toneSelector: Renderable {
        Renderable.component(
            "copilot.tone-selector", "Creative / Balanced / Precise; labels pinned", states: ToneState.self, width: 340,
            background: canvas,
            honours: { _, _ in [.contrast, .reduceTransparency, .boldText] }, preset: { $0 == .largeType ? largeType : .standard }
        ) { state in
            CopilotToneSelector(selection: .constant(state.selection))
                .padding(20)
        }
    }

    static var promptBar: Renderable {
        Renderable.component(
            "copilot.prompt-bar", "Acrylic prompt bar: empty, typing, focused, streaming", states: PromptBarState.self,
            width: 390, background: canvas,
            honours: { state, mode in mode == .dark && state == .focusedText ? [.dynamicType, .reduceTransparency, .boldText] : [.dynamicType, .contrast, .reduceTransparency, .boldText] }, preset: { $0 == .largeType ? largeType : .standard }
        ) { state in
            let text: String = switch state {
            case .empty, .focused, .streaming: ""
            case .multiline: CopilotSampleContent.promptMultiline
            default: CopilotSampleContent.prompt
            }
            CopilotPromptBar(text: .constant(text), focused: state == .focused || state == .focusedText,
                             isStreaming: state == .streaming)
                .padding(.vertical, 16)
        }
    }

    static var suggestionChip: Renderable {
        Renderable.component(
            "copilot.suggestion-chip", "Material capsule; featured leads with a flourish; pressed shrinks to 0.98",
            states: ChipState.self, width: 300, background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .reduceTransparency, .boldText] }, preset: { $0 == .largeType ? largeType : .standard }
        ) { state in
            CopilotSuggestionChip(label: CopilotSampleContent.followUps[1], featured: state == .featured)
                .padding(16)
                .environment(\.isPressed, state == .pressed)
        }
    }

    static var streamingText: Renderable {
        Renderable.component(
            "copilot.streaming-text", "Streaming shimmer at named sweep phases (plusLighter)", states: StreamingTextState.self,
            width: 390, background: canvas,
            honours: { state, _ in state == .p02 || state == .p07 ? [.dynamicType, .boldText, .reduceMotion] : [.dynamicType, .boldText] }, preset: { $0 == .reduceMotion ? AccessibilitySettings(reduceMotion: true) : .standard }
        ) { state in
            CopilotStreamingText(text: CopilotSampleContent.streamingSentence, phase: state.phase)
                .padding(16)
        }
    }

    static var thinking: Renderable {
        Renderable.component(
            "copilot.thinking", "Flourish dots, staggered scale pulse, at named times (s)", states: ThinkingState.self,
            width: 96, background: canvas,
            honours: { _, _ in [.reduceMotion] }
        ) { state in
            CopilotThinking(time: state.time)
                .padding(16)
        }
    }

    static var topBar: Renderable {
        Renderable.component(
            "copilot.top-bar", "Top bar on material, over scrolled content and at rest", states: TopBarState.self,
            width: 390, background: canvas,
            honours: { state, _ in state == .atRest ? [.dynamicType, .reduceTransparency, .boldText] : [.dynamicType, .contrast, .reduceTransparency, .boldText] }, preset: { $0 == .reduceTransparency ? reduceTransparency : .standard }
        ) { state in
            ZStack(alignment: .top) {
                if state != .atRest {
                    CopilotUserTurn(text: CopilotSampleContent.userPrompt)
                        .padding(.top, 22)
                }
                CopilotTopBar()
            }
            .frame(height: 72, alignment: .top)
            .clipped()
        }
    }

    static var recentRow: Renderable {
        Renderable.component(
            "copilot.recent-row", "Sidebar recents row, 48 pt; active gets acrylic + 3 pt accent bar", states: RecentRowState.self,
            width: 312, background: canvas,
            honours: { state, _ in state == .active ? [.contrast, .reduceTransparency, .boldText] : [.boldText] }
        ) { state in
            CopilotRecentRow(title: CopilotSampleContent.recentsToday[0], isActive: state == .active)
                .padding(16)
        }
    }

    static var sidebar: Renderable {
        Renderable.component(
            "copilot.sidebar", "Sidebar at 80 % of 390 pt: New chat, day labels (pinned), recents", states: SidebarState.self,
            width: 312, background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .reduceTransparency, .boldText] },
            preset: { $0 == .largeType ? largeType : $0 == .reduceTransparency ? reduceTransparency : .standard }
        ) { _ in
            CopilotSidebar()
        }
    }

    static var greeting: Renderable {
        Renderable.component(
            "copilot.greeting", "Empty conversation: flourish, greeting (scales), tone selector", states: GreetingState.self,
            width: 390, background: canvas,
            honours: { _, _ in [.dynamicType, .contrast, .reduceTransparency, .boldText] }, preset: { $0 == .largeType ? largeType : .standard }
        ) { state in
            CopilotGreeting()
                .padding(.vertical, 24)
        }
    }
}
