import Layout
import MockshotKit

/// The kit's phone screens.
enum CopilotScreenRenderables {
    static var all: [Renderable] { [conversation, sidebar] }

    static var conversation: Renderable {
        Renderable(
            name: "copilot.screen", summary: "Conversation: top bar on material, turns, Markdown answer, chips, prompt bar",
            kind: .screen, states: ScreenState.allCases.map(\.rawValue), canvas: .device,
            background: { CopilotTheme.canvas($0) }
        ) { name in
            let state = name.flatMap(ScreenState.init(rawValue:)) ?? .conversation
            let moment: CopilotConversationMoment = switch state {
            case .greeting: .greeting
            case .thinking: .thinking
            case .streaming: .streaming
            default: .finished
            }
            return AnyView(
                CopilotConversationScreen(moment: moment, promptText: state == .focused ? CopilotSampleContent.prompt : "",
                                          promptFocused: state == .focused)
                    .environment(\.dynamicTypeSize, state == .largeType ? catalogLargeType : .large)
                    .environment(\.colorSchemeContrast, state == .increaseContrast ? .increased : .standard)
                    .environment(\.accessibilityReduceTransparency, state == .reduceTransparency)
            )
        }
    }

    static var sidebar: Renderable {
        Renderable(
            name: "copilot.sidebar-screen", summary: "Sidebar open over a 40 % black scrim, 80 % of the screen width",
            kind: .screen, states: SidebarScreenState.allCases.map(\.rawValue), canvas: .device,
            background: { CopilotTheme.canvas($0) }
        ) { name in
            let state = name.flatMap(SidebarScreenState.init(rawValue:)) ?? .open
            return AnyView(
                CopilotSidebarScreen()
                    .environment(\.accessibilityReduceTransparency, state == .reduceTransparency)
            )
        }
    }
}
