/// Initials for a generated avatar, as contact and account avatars show them: the first letter of the
/// first and last words, upper-cased ("Jordan Lee" → "JL", "maya_b" → "M", "" → "").
public enum Initials {
    public static func of(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return String(letters).uppercased()
    }
}
