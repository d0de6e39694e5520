import ChatGPTKit

/// The scene keys of ChatGPT's content types: the Swift property names, with the descriptions of
/// `docs/content-model.md`.
enum ChatGPTSpecs {
    static var conversation: ObjectSpec<ChatGPTConversation> {
        ObjectSpec(name: "ChatGPTConversation", summary: "A ChatGPT conversation: top bar, messages and composer.",
                   initial: ChatGPTConversation(), fields: [
            .text("model", \.model, .line, "The model name in the top bar's chip. Default \"ChatGPT\"."),
            .list("messages", \.messages, { message }, "The messages, oldest first. Default none (a new chat)."),
            .text("draft", \.draft, .lines, "Text in the composer (shows the send button); empty shows \"Message ChatGPT…\" with web search and voice. Default \"\"."),
            .flag("isComposerFocused", \.isComposerFocused, "The composer's caret shows. Default false."),
            .number("animationTime", \.animationTime, minimum: 0, "Seconds into the typing dots' loop: the frame a still shows. Default 0.4."),
        ])
    }

    static var message: ObjectSpec<ChatGPTMessage> {
        ObjectSpec(name: "ChatGPTMessage", summary: "One ChatGPT message.", initial: ChatGPTMessage(), fields: [
            .choice("role", \.role, "user (right-aligned bubble) or assistant (no bubble, sparkle, Markdown). Default user."),
            .text("text", \.text, .lines, "An assistant's text is GitHub-flavoured Markdown (headings, lists, code blocks, tables); a user's is shown as typed. Default \"\"."),
            .texts("attachments", \.attachments, .line, "User only: URLs or file names, one tile each above the bubble. Default none."),
            .choice("state", \.state, "Assistant only: complete (feedback row), streaming (no row yet), typing (dots instead of text). Default complete."),
            .choice("feedback", \.feedback, "Assistant only: none, thumbs-up, thumbs-down (filled thumb). Default none."),
            .flag("copied", \.copied, "Assistant only: the row's copy button shows its check mark. Default false."),
            .optionalInteger("copiedCodeBlock", \.copiedCodeBlock, 1...Int.max, "Assistant only: which code block (1 = first) reads \"Copied!\". Default none."),
            .flag("isFlagged", \.isFlagged, "Assistant only: the orange content-policy note. Default false."),
        ])
    }

    static var sidebar: ObjectSpec<ChatGPTSidebar> {
        ObjectSpec(name: "ChatGPTSidebar", summary: "ChatGPT's sidebar open over the dimmed chat.", initial: ChatGPTSidebar(), fields: [
            .list("sections", \.sections, { sidebarSection }, "Chats grouped by day, newest first. Default none."),
            .optionalText("activeChat", \.activeChat, .line, "The open chat's title, highlighted (must be in a section). Default none."),
            .text("accountName", \.accountName, .line, "The account row; its initials fill the avatar. Default \"Jordan Lee\"."),
            .object("conversation", \.conversation, { conversation }, "The conversation pushed aside and dimmed. Default a new chat."),
        ])
    }

    static var sidebarSection: ObjectSpec<ChatGPTSidebarSection> {
        ObjectSpec(name: "ChatGPTSidebarSection", summary: "One group of the sidebar's chats.", initial: ChatGPTSidebarSection(), fields: [
            .text("title", \.title, .line, "The group's heading. Default \"Today\"."),
            .texts("chats", \.chats, .line, "Chat titles, newest first. Default none."),
        ])
    }

    static var voice: ObjectSpec<ChatGPTVoice> {
        ObjectSpec(name: "ChatGPTVoice", summary: "ChatGPT's voice mode (dark only).", initial: ChatGPTVoice(), fields: [
            .text("status", \.status, .line, "The line under the sphere. Default \"ChatGPT is listening…\"."),
            .flag("isMuted", \.isMuted, "The button reads \"Unmute\". Default false."),
            .number("time", \.time, minimum: 0, "Seconds into the sphere's 2 s breathing. Default 0."),
        ])
    }
}
