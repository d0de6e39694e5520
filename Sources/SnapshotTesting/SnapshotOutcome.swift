/// What one snapshot assertion found: the failure message (nil when it passed), the files worth
/// attaching to the test's issue (reference, actual and diff), and the render warnings.
struct SnapshotOutcome {
    var message: String?
    var attachments: [String] = []
    var warnings: [String] = []
}
