import MockshotKit

/// `mockshot list --devices`: one line per profile, with the names it answers to.
enum DeviceTable {
    static var text: String {
        let rows: [[String]] = [["DEVICE", "NAME", "POINTS", "SCALE", "PIXELS", "CLASS", "ALSO"]] + Device.all.map { d in
            [d.id, d.name, "\(number(d.portraitSize.width))×\(number(d.portraitSize.height))", "@\(number(d.scale))x",
             "\(d.pixelWidth)×\(d.pixelHeight)", d.displayClass, d.aliases.filter { !$0.contains("\"") }.joined(separator: ", ")]
        }
        let widths = (0..<rows[0].count).map { c in rows.map { $0[c].count }.max() ?? 0 }
        var text = rows.map { row in
            row.enumerated().map { c, cell in c == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[c] - cell.count + 2) }
                .joined().trimmingTrailingSpaces()
        }.joined(separator: "\n")
        text += "\n\nPortrait sizes; add -landscape to a name to turn it (e.g. ipad-pro-13-landscape). Names are matched without regard"
        text += "\nto case or spacing; a display class (6.9\") names the profile that has it."
        return text
    }
}

extension DeviceTable {
    /// `390`, `2.5`.
    static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
