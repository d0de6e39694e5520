import GrokKit

/// The scene keys of Grok's content types.
enum GrokSpecs {
    static var conversation: ObjectSpec<GrokConversation> {
        ObjectSpec(name: "GrokConversation", summary: "A Grok conversation (dark only).", initial: GrokConversation(), fields: [
            .choice("mode", \.mode, "The top bar's toggle: regular or fun. Default regular."),
            .list("messages", \.messages, { message }, "The messages, oldest first. Default none."),
            .text("draft", \.draft, .lines, "Text in the prompt bar; Send turns white. Empty shows \"Ask Grok anything\". Default \"\"."),
            .flag("isComposerFocused", \.isComposerFocused, "Brighter border and a caret. Default false."),
            .number("animationTime", \.animationTime, minimum: 0, "Seconds into the loops: the cursor blinks every 0.53 s (visible first), \"Searching X…\" pulses over 0.9 s. Default 0."),
        ])
    }

    static var message: ObjectSpec<GrokMessage> {
        ObjectSpec(name: "GrokMessage", summary: "One Grok message.", initial: GrokMessage(), fields: [
            .choice("role", \.role, "user (bubble) or assistant (the Grok mark, Markdown, no bubble). Default user."),
            .text("text", \.text, .lines, "The message; a reply's text is Markdown. Default \"\"."),
            .list("citations", \.citations, { citation }, "Replies only: X-post cards under the text. Default none."),
            .choice("state", \.state, "Replies only: complete (action row), streaming (▍ cursor), searching (\"Searching X…\", text not shown). Default complete."),
            .flag("copied", \.copied, "Complete replies only: the action row's green check mark. Default false."),
        ])
    }

    static var citation: ObjectSpec<GrokCitation> {
        ObjectSpec(name: "GrokCitation", summary: "An X post cited by a reply.", initial: GrokCitation(), fields: [
            .text("author", \.author, .line, "The author's display name. Default \"X\"."),
            .text("handle", \.handle, .line, "The author's handle without the \"@\". Default \"x\"."),
            .text("timeAgo", \.timeAgo, .line, "The post's age as X shows it (\"2h\", \"Mar 3\"). Default \"1h\"."),
            .flag("isVerified", \.isVerified, "The blue verified seal after the name. Default true."),
            .text("text", \.text, .lines, "The post, clipped to four lines. Default \"\"."),
            .integer("replies", \.replies, 0...Int.max, "Replies under the post. Default 0."),
            .integer("reposts", \.reposts, 0...Int.max, "Reposts under the post. Default 0."),
            .integer("likes", \.likes, 0...Int.max, "Likes under the post. Default 0."),
            .flag("isPressed", \.isPressed, "The card is being pressed: lifted surface and a link-blue border. Default false."),
        ])
    }
}
