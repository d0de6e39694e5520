import CopilotKit

/// The scene keys of Microsoft Copilot's content types.
enum CopilotSpecs {
    static var conversation: ObjectSpec<CopilotConversation> {
        ObjectSpec(name: "CopilotConversation", summary: "A Copilot conversation.", initial: CopilotConversation(), fields: [
            .list("messages", \.messages, { message }, "The turns, oldest first; none shows the greeting. Default none."),
            .text("greeting", \.greeting, .lines, "The greeting over the tone selector. Default \"Hey, what's on your mind today?\"."),
            .choice("tone", \.tone, "creative, balanced or precise, selected under the greeting. Default balanced."),
            .texts("suggestions", \.suggestions, .line, "Chips above the prompt bar (the first with a flourish); hidden while an answer is on its way. Default none."),
            .flag("neutralUserTurns", \.neutralUserTurns, "User turns on the neutral surface instead of blue. Default false."),
            .text("draft", \.draft, .lines, "Text in the prompt bar; empty shows \"Message Copilot\". Default \"\"."),
            .flag("isComposerFocused", \.isComposerFocused, "Accent border and caret. Default false."),
            .number("animationTime", \.animationTime, minimum: 0, "Seconds into the thinking dots' pulse. Default 0.5."),
        ])
    }

    static var message: ObjectSpec<CopilotMessage> {
        ObjectSpec(name: "CopilotMessage", summary: "One Copilot turn.", initial: CopilotMessage(), fields: [
            .choice("role", \.role, "user (blue bubble, trailing) or assistant (Markdown on an acrylic card). Default user."),
            .text("text", \.text, .lines, "The message; an answer's is Markdown. Default \"\"."),
            .choice("state", \.state, "Answers only: complete (with the action row), streaming (without), thinking (the flourish's dots instead of a card). Default complete."),
        ])
    }

    static var sidebar: ObjectSpec<CopilotSidebarContent> {
        ObjectSpec(name: "CopilotSidebar", summary: "Copilot's sidebar over the conversation.", initial: CopilotSidebarContent(), fields: [
            .list("sections", \.sections, { sidebarSection }, "Recent chats by day, newest first. Default none."),
            .optionalText("activeChat", \.activeChat, .line, "The open chat, with the acrylic highlight and accent bar (must be in a section). Default none."),
            .object("conversation", \.conversation, { conversation }, "The conversation behind the scrim. Default a new one (the greeting)."),
        ])
    }

    static var sidebarSection: ObjectSpec<CopilotSidebarSection> {
        ObjectSpec(name: "CopilotSidebarSection", summary: "One day of recent chats.", initial: CopilotSidebarSection(), fields: [
            .text("title", \.title, .line, "The day label, drawn in capitals. Default \"Today\"."),
            .texts("chats", \.chats, .line, "Chat titles, newest first. Default none."),
        ])
    }
}
