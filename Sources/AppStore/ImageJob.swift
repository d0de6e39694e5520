/// One image of a set: a screenshot on an output device in a locale, and the file it is written to.
public struct ImageJob: Sendable, Hashable {
    /// Index into the set's screenshots; its number in file names is `screenshot + 1`.
    public let screenshot: Int
    /// Index into the set's localizations, or nil for an image of a locale that could not be used.
    public let locale: Int?
    /// Index into the set's devices, or nil for an image of a device that could not be resolved.
    public let device: Int?
    /// `en-US/01_iphone-16-pro-max.png`, relative to the output directory.
    public let path: String
    /// What progress lines and messages call it: `en-US 01 iphone-16-pro-max`.
    public let label: String

    /// The same image written in `format`: its path with that format's extension (a failed job's empty path stays).
    func encoded(as format: ImageFormat) -> ImageJob {
        guard let dot = path.lastIndex(of: "."), !path.hasSuffix("." + format.fileExtension) else { return self }
        return ImageJob(screenshot: screenshot, locale: locale, device: device, path: path[..<dot] + "." + format.fileExtension, label: label)
    }
}

/// Which part of a set one process renders, for splitting a set over CI machines: images are numbered in
/// the set's order (device, locale, screenshot) and shard `index` of `count` takes every `count`-th one
/// starting at its own, so shards are the same size within one image and together write the whole set.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1...count.
    public let index: Int
    public let count: Int

    public static let all = Shard(index: 1, count: 1)

    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "Shard: \(index)/\(count)")
        self.index = index; self.count = count
    }

    /// `K/N` with 1 ≤ K ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else { return nil }
        self.init(index: k, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    func contains(_ position: Int) -> Bool { position % count == index - 1 }
}
