import Layout
import MockshotKit

/// The kit's phone screens: each state is a content value (and, for the accessibility states, the
/// setting it stands for).
enum CopilotScreenRenderables {
    static var all: [Renderable] { [conversation, sidebar] }

    static var conversation: Renderable {
        .screen("copilot.screen", "Conversation: top bar on material, turns, Markdown answer, chips, prompt bar",
                background: { CopilotTheme.canvas($0) },
                states: ScreenState.allCases.map { state in
                    switch state {
                    case .conversation: ContentState(state.rawValue, CopilotConversation.sample)
                    case .greeting: ContentState(state.rawValue, CopilotConversation.sampleGreeting)
                    case .thinking: ContentState(state.rawValue, CopilotConversation.sampleThinking)
                    case .streaming: ContentState(state.rawValue, CopilotConversation.sampleStreaming)
                    case .focused: ContentState(state.rawValue, CopilotConversation.sampleFocused)
                    case .largeType: ContentState(state.rawValue, CopilotConversation.sample,
                                                  preset: AccessibilitySettings(dynamicTypeSize: catalogLargeType))
                    case .increaseContrast: ContentState(state.rawValue, CopilotConversation.sample,
                                                         preset: AccessibilitySettings(contrast: .increased))
                    case .reduceTransparency: ContentState(state.rawValue, CopilotConversation.sample,
                                                           preset: AccessibilitySettings(reduceTransparency: true))
                    }
                },
                honours: { $0.honours(in: $1) }) { CopilotConversationScreen(content: $0) }
    }

    static var sidebar: Renderable {
        .screen("copilot.sidebar-screen", "Sidebar open over a 40 % black scrim, 80 % of the screen width",
                background: { CopilotTheme.canvas($0) },
                states: SidebarScreenState.allCases.map { state in
                    ContentState(state.rawValue, CopilotSidebarContent.sample,
                                 preset: AccessibilitySettings(reduceTransparency: state == .reduceTransparency))
                },
                honours: { $0.honours(in: $1) }) { CopilotSidebarScreen(content: $0) }
    }
}

extension CopilotKit {
    /// The conversation screen of `content`, as a renderable (no named states) with its accessibility checks.
    public static func renderable(_ content: CopilotConversation) -> Renderable {
        .screen("copilot.screen", content: content, background: { CopilotTheme.canvas($0) }, honours: { $0.honours(in: $1) }) {
            CopilotConversationScreen(content: $0)
        }
    }

    /// The sidebar screen of `content`.
    public static func renderable(_ content: CopilotSidebarContent) -> Renderable {
        .screen("copilot.sidebar-screen", content: content, background: { CopilotTheme.canvas($0) },
                honours: { $0.honours(in: $1) }) { CopilotSidebarScreen(content: $0) }
    }
}
