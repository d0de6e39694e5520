/// One failed snapshot assertion, as collected for the HTML report (and stored between the test
/// processes of one run, hence `Codable`).
public struct SnapshotFailure: Hashable, Sendable, Codable {
    /// The snapshot's name (usually `testName.snapshotName`).
    public var name: String
    /// Source file and line of the failing assertion.
    public var testFile: String
    public var line: Int
    /// PNG files on disk: the golden reference, what was rendered now and the diff image
    /// (`nil` when there is none, e.g. on a size mismatch or a missing reference).
    public var referencePath: String
    public var actualPath: String
    public var diffPath: String?
    /// The comparison's counts (see `DiffResult`).
    public var diffCount: Int
    public var aaCount: Int
    public var totalPixels: Int
    /// Human-readable reason, e.g. "1 234 pixels differ (0.04 %), 20 allowed".
    public var message: String

    public init(
        name: String, testFile: String, line: Int,
        referencePath: String, actualPath: String, diffPath: String?,
        diffCount: Int, aaCount: Int, totalPixels: Int, message: String
    ) {
        self.name = name; self.testFile = testFile; self.line = line
        self.referencePath = referencePath; self.actualPath = actualPath; self.diffPath = diffPath
        self.diffCount = diffCount; self.aaCount = aaCount; self.totalPixels = totalPixels
        self.message = message
    }

    /// Fraction of differing pixels, 0…1.
    public var ratio: Double { totalPixels == 0 ? 0 : Double(diffCount) / Double(totalPixels) }
}
