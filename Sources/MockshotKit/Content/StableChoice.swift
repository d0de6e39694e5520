/// Picks one of several generated looks (avatar gradients) for a name, the same one on every machine and
/// every run: FNV-1a over the name's UTF-8 bytes. (Swift's `Hasher` is seeded per process, so it would
/// give a different avatar each render.)
public enum StableChoice {
    /// An index in `0..<count` for `name` (0 when `count` is 0).
    public static func index(for name: String, count: Int) -> Int {
        guard count > 0 else { return 0 }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }

    /// The element of `choices` for `name`.
    public static func pick<T>(_ choices: [T], for name: String) -> T {
        choices[index(for: name, count: choices.count)]
    }
}
