/// Fixed-point text of a double, exactly as C's `printf("%.*f")` writes it (glibc): the exact binary
/// value rounded to `fractionDigits` decimals, ties to even; `-` for every negative value (`-0.000`);
/// `inf`, `-inf`, `nan`, `-nan`.
///
/// Why by hand: `String(format:)` is Foundation, which ImageCompare does not link. Why exact rather than
/// `(x * 1000).rounded()`: multiplying first rounds twice, so 0.0005 (really 0.000500000000000000010…)
/// and 1.0005 (really 1.000499999999999989…) could land on the wrong side; the report's numbers must read
/// the same as before.
public enum FixedDecimal {
    public static func format(_ value: Double, fractionDigits: Int) -> String {
        precondition(fractionDigits >= 0, "fractionDigits must not be negative")
        let sign = value.sign == .minus ? "-" : ""
        if value.isNaN { return sign + "nan" }
        if value.isInfinite { return sign + "inf" }
        // 1. |value| = significand · 2^exponent, with an integer significand.
        let magnitude = value.magnitude
        let isSubnormal = magnitude.exponentBitPattern == 0
        let significand = magnitude.significandBitPattern | (isSubnormal ? 0 : 1 << 52)
        let exponent = isSubnormal ? -1074 : Int(magnitude.exponentBitPattern) - 1075
        // 2. |value| · 10^fractionDigits as an integer, rounded half to even.
        var scaled = BigUInt(significand)
        for _ in 0..<fractionDigits { scaled.multiply(by: 10) }
        if exponent >= 0 { scaled.shiftLeft(by: exponent) } else { scaled.shiftRightRoundingHalfToEven(by: -exponent) }
        // 3. Its decimal digits, with the point `fractionDigits` from the end and at least one integer digit.
        var digits = scaled.decimalDigits
        if digits.count <= fractionDigits {
            digits = String(repeating: "0", count: fractionDigits + 1 - digits.count) + digits
        }
        guard fractionDigits > 0 else { return sign + digits }
        return sign + String(digits.dropLast(fractionDigits)) + "." + String(digits.suffix(fractionDigits))
    }

    /// An unsigned integer of any size, as little-endian 32-bit limbs: just what `format` needs.
    struct BigUInt {
        private(set) var limbs: [UInt32]

        init(_ value: UInt64) {
            limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
            normalize()
        }

        private mutating func normalize() {
            while let last = limbs.last, last == 0 { limbs.removeLast() }
        }

        mutating func multiply(by factor: UInt32) {
            var carry: UInt64 = 0
            for i in limbs.indices {
                let product = UInt64(limbs[i]) * UInt64(factor) + carry
                limbs[i] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            if carry > 0 { limbs.append(UInt32(carry)) }
            normalize()
        }

        mutating func shiftLeft(by bits: Int) {
            guard !limbs.isEmpty, bits > 0 else { return }
            let words = bits / 32, shift = bits % 32
            var result = [UInt32](repeating: 0, count: words) + limbs + [0]
            if shift > 0 {
                for i in stride(from: result.count - 1, to: words, by: -1) {
                    result[i] = result[i] << shift | result[i - 1] >> (32 - shift)
                }
                result[words] <<= shift
            }
            limbs = result
            normalize()
        }

        /// Divides by 2^bits, rounding to the nearest integer and ties to the even one.
        mutating func shiftRightRoundingHalfToEven(by bits: Int) {
            guard bits > 0 else { return }
            // The discarded bits decide: the highest of them is the half, any lower one makes it more than half.
            let half = bit(bits - 1)
            let moreThanHalf = half && (0..<(bits - 1)).contains { bit($0) }
            let words = bits / 32, shift = bits % 32
            if words >= limbs.count {
                limbs = []
            } else {
                var result = Array(limbs[words...])
                if shift > 0 {
                    for i in result.indices {
                        let high = i + 1 < result.count ? result[i + 1] << (32 - shift) : 0
                        result[i] = result[i] >> shift | high
                    }
                }
                limbs = result
                normalize()
            }
            if half && (moreThanHalf || bit(0)) { addOne() }
        }

        private func bit(_ index: Int) -> Bool {
            let word = index / 32
            return word < limbs.count && limbs[word] >> (index % 32) & 1 == 1
        }

        private mutating func addOne() {
            for i in limbs.indices {
                limbs[i] &+= 1
                if limbs[i] != 0 { return }
            }
            limbs.append(1)
        }

        /// Base-10 digits without leading zeros ("0" for zero).
        var decimalDigits: String {
            var rest = limbs, chunks: [UInt32] = []
            // Peel off nine digits at a time by long division by 10^9.
            while !rest.isEmpty {
                var remainder: UInt64 = 0
                for i in rest.indices.reversed() {
                    let current = remainder << 32 | UInt64(rest[i])
                    rest[i] = UInt32(current / 1_000_000_000)
                    remainder = current % 1_000_000_000
                }
                chunks.append(UInt32(remainder))
                while let last = rest.last, last == 0 { rest.removeLast() }
            }
            guard let top = chunks.popLast() else { return "0" }
            var text = String(top)
            for chunk in chunks.reversed() {
                let part = String(chunk)
                text += String(repeating: "0", count: 9 - part.count) + part
            }
            return text
        }
    }
}
