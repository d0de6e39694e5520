/// The sample content of the screens and component renders: a realistic exchange about Swift with a
/// fenced code block, a list, inline code and a GFM table in the assistant's Markdown.
public enum SampleConversation {
    public static let modelName = "ChatGPT 4o"

    public static let firstQuestion =
        "How do I remove duplicates from an array in Swift but keep the original order?"

    public static let firstAnswer = """
        Use a `Set` to remember what you've seen, and keep each element the **first** time it appears:

        ```swift
        extension Array where Element: Hashable {
            func uniqued() -> [Element] {
                var seen = Set<Element>()
                return filter { seen.insert($0).inserted }
            }
        }
        ```
        """

    public static let secondQuestion = "How does that compare with Set(array)?"

    public static let secondAnswer = """
        Both drop duplicates, but only one keeps the *order*:

        | Approach | Keeps order | Time |
        |---|---|---|
        | `Set(a)` | No | O(n) |
        | `uniqued()` | Yes | O(n) |

        Use `uniqued()` when the order matters.
        """

    /// A short reply for component renders.
    public static let shortAnswer = """
        Sure! Here's a **quick** summary: Swift's `Set` stores *unique* values, so converting an array \
        to a set drops duplicates. See [the docs](https://swift.org) for more.
        """

    /// A refusal, for the flagged (content-policy) state.
    public static let refusal = "I can't help with that request. If you're working on something else, I'm happy to help."

    /// Markdown exercising every block the renderer draws.
    public static let markdownShowcase = """
        # Heading 1
        ## Heading 2
        ### Heading 3

        A paragraph with **bold**, *italic*, `inline code`, ~~struck~~ text and a [link](https://openai.com).

        1. First step
        2. Second step
           - nested bullet
           - another one
        3. Third step

        - [x] Done task
        - [ ] Open task

        > A block quote that wraps onto a second line to show the bar running its full height.

        | Left | Centre | Right |
        |:-----|:------:|------:|
        | a | b | c |
        | longer cell text | 2 | 3.50 |

        ---

        ```python
        print("hello")
        ```
        """

    public static let attachmentURL = "https://files.example.com/uploads/Quarterly-report.pdf"

    public static let sidebarSections: [GPTSidebar.ConversationSection] = [
        .init(title: "Today", chats: [
            .init(title: "Remove duplicates in Swift"),
            .init(title: "Trip ideas for Lisbon"),
        ]),
        .init(title: "Yesterday", chats: [
            .init(title: "Explain CRDTs simply"),
            .init(title: "Sourdough hydration math"),
            .init(title: "Cover letter feedback"),
        ]),
        .init(title: "Previous 7 Days", chats: [
            .init(title: "SwiftUI layout priorities"),
            .init(title: "Kubernetes liveness vs readiness"),
            .init(title: "Birthday gift for a runner"),
            .init(title: "Regex for ISO dates"),
        ]),
    ]
    public static let activeChat = "Remove duplicates in Swift"
}
