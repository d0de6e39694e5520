import Testing
import Layout
@testable import KikKit

/// The bubble's numbers: radii 16 with 5 at the tail corner, padding 13/8, at most 280 wide, sides.
@Suite struct KikBubbleGeometryTests {
    typealias K = KikTestSupport

    /// (outgoing, tailEnd) → radii (topLeading, bottomLeading, bottomTrailing, topTrailing).
    static let cases: [(Bool, Bool, [Double])] = [
        (false, false, [16, 16, 16, 16]), (false, true, [16, 5, 16, 16]),
        (true, false, [16, 16, 16, 16]), (true, true, [16, 16, 5, 16]),
    ]

    @Test(arguments: 0..<4) func clipRadii(index: Int) throws {
        let (outgoing, tail, r) = Self.cases[index]
        let result = try K.layout(KikBubble(text: "see you at 8", outgoing: outgoing, tailEnd: tail, timestamp: "7:58 PM", receipt: .read))
        let clip = try #require(result.first("clipShape"))
        #expect(clip.style == "UnevenRoundedRectangle")
        let path = try #require(K.clipPath(clip))
        #expect(path == K.roundedRect(clip.frame.size, topLeading: r[0], bottomLeading: r[1], bottomTrailing: r[2], topTrailing: r[3]))
        // And not the all-16 outline when there is a tail (the test can tell the corners apart).
        if tail {
            #expect(path != K.roundedRect(clip.frame.size, topLeading: 16, bottomLeading: 16, bottomTrailing: 16, topTrailing: 16))
        }
    }

    @Test(arguments: [false, true]) func paddingIs13By8(outgoing: Bool) throws {
        let result = try K.layout(KikBubble(text: "hey!! are you coming", outgoing: outgoing, tailEnd: true, timestamp: "7:41 PM"))
        let clip = try #require(result.first("clipShape"))
        let text = try #require(K.textNode(result, "hey!! are you coming"))
        #expect(text.frame.minX - clip.frame.minX == 13)
        #expect(clip.frame.maxX - text.frame.maxX == 13)
        #expect(text.frame.minY - clip.frame.minY == 8)
        #expect(clip.frame.maxY - text.frame.maxY == 8)
        // 20 characters at 7 pt (FixedWidthTextMeasurer, 14 pt): 140 + 26 wide, 17.5 + 16 tall.
        #expect(clip.frame.width == 166)
        #expect(clip.frame.height == 33.5)
    }

    @Test(arguments: [false, true]) func atMost280Wide(outgoing: Bool) throws {
        // No spaces: the measurer breaks it into full 36-character lines (252 pt of the 254 inside the padding).
        let long = String(repeating: "a", count: 300)
        let result = try K.layout(KikBubble(text: long, outgoing: outgoing, tailEnd: true, timestamp: "7:44 PM"))
        let clip = try #require(result.first("clipShape"))
        #expect(clip.frame.width <= 280)
        #expect(clip.frame.width == 252 + 26)
        let capped = try #require(result.all("flexFrame").first { $0.frame.width == 280 })
        #expect(capped.frame.height > 100)  // wrapped to many lines
        // Outgoing hugs the trailing edge of the 390 row, incoming the leading edge.
        if outgoing { #expect(clip.frame.maxX == 390) } else { #expect(clip.frame.minX == 0) }
    }

    @Test func outgoingHasTimestampAndReceiptUnderneathIncomingHasNone() throws {
        let out = try K.layout(KikBubble(text: "ok", outgoing: true, tailEnd: true, timestamp: "7:58 PM", receipt: .delivered))
        let clip = try #require(out.first("clipShape"))
        let stamp = try #require(K.textNode(out, "7:58 PM"))
        let receipt = try #require(K.textNode(out, "D"))
        #expect(receipt.frame.minY == clip.frame.maxY + 3)  // the taller of the two sets the row's top
        #expect(abs(stamp.frame.midY - receipt.frame.midY) <= 0.5)
        #expect(receipt.frame.minX >= stamp.frame.maxX + 5)
        #expect(receipt.frame.maxX == 390)
        #expect(K.text(stamp)?.runs.first?.font.size == 10)
        let incoming = try K.layout(KikBubble(text: "ok", outgoing: false, tailEnd: true, timestamp: "7:58 PM"))
        #expect(incoming.all("Text").count == 1)
    }

    @Test func coloursPerSideAndScheme() throws {
        for scheme in ColorScheme.allCases {
            let env = K.environment(scheme)
            let out = try K.layout(KikBubble(text: "ok", outgoing: true, tailEnd: true, timestamp: "7:58 PM", receipt: .read), environment: env)
            #expect(K.fillHex(try #require(out.first("Rectangle"))) == "#00B0F0")
            #expect(K.textHex(try #require(K.textNode(out, "ok"))) == "#002A36")
            #expect(K.textHex(try #require(K.textNode(out, "R"))) == "#00B0F0")
            let inc = try K.layout(KikBubble(text: "ok", outgoing: false, tailEnd: true), environment: env)
            #expect(K.fillHex(try #require(inc.first("Rectangle"))) == (scheme == .dark ? "#25282D" : "#E9EAEC"))
            #expect(K.textHex(try #require(K.textNode(inc, "ok"))) == (scheme == .dark ? "#F1F2F4" : "#16181B"))
        }
    }

    @Test func dynamicTypeScalesTheBodyAndPinsTimestampAndReceipt() throws {
        let env = K.environment(dynamicType: .accessibility5)
        let result = try K.layout(KikBubble(text: "ok", outgoing: true, tailEnd: true, timestamp: "7:58 PM", receipt: .sent), environment: env)
        #expect(K.text(try #require(K.textNode(result, "ok")))?.runs.first?.font.size == 14 * 53 / 17)
        #expect(K.text(try #require(K.textNode(result, "7:58 PM")))?.runs.first?.font.size == 10)
        #expect(K.text(try #require(K.textNode(result, "S")))?.runs.first?.font.size == 11)
    }
}

extension LayoutNode {
    /// The clip shape's name, for clip nodes.
    var style: String? {
        if case .effect(.clip(_, let name, _)) = content { return name }
        return nil
    }
}
