/// The order in which the layout dump writes object keys: the order Foundation's
/// `JSONSerialization` gives with `.sortedKeys` (a locale comparison, numeric, case-insensitive, forced
/// ordering), so dumps keep the key order they always had.
///
/// That comparison is ICU's root collation, not byte order: `lines` < `lineSpacing` < `lineWidth`,
/// `a_b` < `a1` < `a2` < `a10` < `aB`. For ASCII keys (every key the dump writes) it is reproduced here:
/// 1. Primary: character by character, digit runs as whole numbers, letters without case; punctuation
///    sorts before digits, digits before letters (`punctuationOrder`); a prefix sorts first.
/// 2. Equal so far: the first digit run written with fewer leading zeros sorts first (`1` < `01`).
/// 3. Then the first letter that differs in case: lowercase first (`ab` < `aB` < `Ab`).
/// 4. Finally byte order, so distinct keys never compare equal.
/// Control characters sort before everything and other non-ASCII characters after every ASCII letter,
/// by code point; Foundation would interleave accented letters with their base letters (`e` < `é` < `f`).
enum JSONKeyOrder {
    static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        if a == b { return false }
        let x = tokens(a), y = tokens(b)
        // 1. Primary weights.
        for (p, q) in zip(x, y) {
            let order = primaryOrder(p, q)
            if order != 0 { return order < 0 }
        }
        if x.count != y.count { return x.count < y.count }
        // 2. Leading zeros.
        for case let (.number(_, p), .number(_, q)) in zip(x, y) where p != q { return p < q }
        // 3. Case.
        for case let (.character(_, p), .character(_, q)) in zip(x, y) where p != q { return !p }
        // 4. Bytes.
        return Array(a.utf8).lexicographicallyPrecedes(b.utf8)
    }

    /// ASCII punctuation and symbols in ICU root collation order, after the space.
    static let punctuationOrder = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    private enum Token {
        /// A digit run: its digits without leading zeros, and its full length.
        case number(digits: Substring.UnicodeScalarView, length: Int)
        /// Any other character: its primary weight and whether it is an uppercase letter.
        case character(weight: Int, isUppercase: Bool)
    }

    /// Weight classes: control characters, punctuation, digits, letters, the rest of Unicode.
    private static let punctuationBase = 0x100, digitWeight = 0x200, letterBase = 0x300, otherBase = 0x400

    private static func tokens(_ key: String) -> [Token] {
        let scalars = Substring(key).unicodeScalars
        var result: [Token] = []
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if ("0"..."9").contains(scalar) {
                var end = index
                while end < scalars.endIndex, ("0"..."9").contains(scalars[end]) { end = scalars.index(after: end) }
                let run = scalars[index..<end]
                result.append(.number(digits: run.drop(while: { $0 == "0" }), length: run.count))
                index = end
                continue
            }
            result.append(.character(weight: weight(scalar), isUppercase: ("A"..."Z").contains(scalar)))
            index = scalars.index(after: index)
        }
        return result
    }

    private static func weight(_ scalar: Unicode.Scalar) -> Int {
        if ("a"..."z").contains(scalar) { return letterBase + Int(scalar.value - 0x61) }
        if ("A"..."Z").contains(scalar) { return letterBase + Int(scalar.value - 0x41) }
        if let rank = punctuationOrder.firstIndex(of: scalar) { return punctuationBase + rank }
        if scalar.value < 0x80 { return Int(scalar.value) }  // control characters
        return otherBase + Int(scalar.value)
    }

    /// Negative, zero or positive as `p` sorts before, with or after `q` at the primary level.
    private static func primaryOrder(_ p: Token, _ q: Token) -> Int {
        switch (p, q) {
        case let (.number(d1, _), .number(d2, _)):
            if d1.count != d2.count { return d1.count < d2.count ? -1 : 1 }
            for (c1, c2) in zip(d1, d2) where c1 != c2 { return c1.value < c2.value ? -1 : 1 }
            return 0
        case let (.number, .character(w, _)): return digitWeight < w ? -1 : 1
        case let (.character(w, _), .number): return w < digitWeight ? -1 : 1
        case let (.character(w1, _), .character(w2, _)): return w1 == w2 ? 0 : w1 < w2 ? -1 : 1
        }
    }
}
