/// The words the kit's renderables show: one plausible conversation, used by components and screens alike.
public enum CopilotSampleContent {
    public static let greeting = "Hey Alex, what's on your mind today?"
    public static let userPrompt = "Plan a 3-day trip to Lisbon on a budget"
    public static let userPromptLong = "We land on Friday morning and fly out Sunday night. We love food markets and views, not museums."

    public static let answer = """
        ## Lisbon in three days
        Here's a plan that keeps costs low and the walking **mostly downhill**.

        ### Day 1 — Alfama & Baixa
        - Ride *Tram 28* before 9 am to skip the queue.
        - Catch sunset from Miradouro da Senhora do Monte — it's free.

        ### Getting around
        A 24-hour pass is `€6.80`, so three days of trams and metro come to about **€20**.
        """

    /// The same answer partway through streaming.
    public static let answerStreaming = """
        ## Lisbon in three days
        Here's a plan that keeps costs low and the walking **mostly downhill**.

        ### Day 1 — Alfama & Baixa
        - Ride *Tram 28* before 9 am to
        """

    public static let streamingSentence = "Here's a plan that keeps costs low and the walking mostly downhill, starting with Tram 28 before the crowds."

    /// Follow-ups under the answer; the first is featured.
    public static let followUps = ["Make it five days", "Cheap places to stay", "Day trips from Lisbon"]
    /// Starters under the greeting; the first is featured.
    public static let starters = ["Plan a weekend away", "Draft a cover letter", "Explain it like I'm five"]

    public static let prompt = "Add a market on day 2"
    public static let promptMultiline = "Add a food market on day 2, and swap the castle for something with a view that's free to visit in the evening"

    public static let recentsToday = ["Lisbon trip on a budget", "Fix my SwiftUI layout", "Dinner ideas with lentils"]
    public static let recentsYesterday = ["Cover letter for a UX role", "Explain compound interest", "Birthday poem for Sam"]
}
