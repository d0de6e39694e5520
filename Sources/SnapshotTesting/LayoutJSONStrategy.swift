import Foundation
import Imaging
import Layout
import MockshotKit
import Render

extension Diffing where Value == String {
    /// Text compared line by line; the failure names the first differing lines, so a geometry change
    /// reads as "line 12: frame [16, 40, 358, 22] → [16, 40, 358, 44]".
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { data, _ in String(decoding: data, as: UTF8.self) },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
                let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
                var changed: [String] = []
                for i in 0..<max(old.count, new.count) {
                    let a = i < old.count ? String(old[i]) : "∅", b = i < new.count ? String(new[i]) : "∅"
                    if a != b { changed.append("line \(i + 1): \(a.trimmingCharacters(in: .whitespaces)) → \(b.trimmingCharacters(in: .whitespaces))") }
                }
                let shown = changed.prefix(5).joined(separator: "; ")
                let more = changed.count > 5 ? " (and \(changed.count - 5) more lines)" : ""
                return DiffOutcome(message: "\(changed.count) lines differ: \(shown)\(more)", diffCount: changed.count)
            },
            isEqual: { $0 == $1 })
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The laid-out tree as JSON (`LayoutResult.dumpJSON`: every node's kind, frame in points, key style
    /// values), stored as `<test>.<name>.json` beside the image of the same name, so a pull request shows
    /// geometry changes as a reviewable text diff. Same parameters as `.image(...)`.
    public static func layoutJSON(scale: Double = 2, mode: ColorScheme = .light, size: SnapshotSize = .fitting(width: 390),
                                  environment: @escaping (inout EnvironmentValues) -> Void = { _ in }) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { view in
            try Snapshotting<Value, RGBAImage>.render(view, scale: scale, mode: mode, size: size, background: nil,
                                                     environment: environment).layout.dumpJSON()
        }
    }

    /// `as: .layoutJSON` with the defaults.
    public static var layoutJSON: Snapshotting { .layoutJSON() }
}

extension Snapshotting where Value == Renderable, Format == String {
    /// The layout of a registered renderable in one state and mode, as JSON.
    public static func layoutJSON(state: String? = nil, mode: ColorScheme = .light, scale: Double = 2,
                                  environment: @escaping (inout EnvironmentValues) -> Void = { _ in }) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { r in
            var env = EnvironmentValues()
            environment(&env)
            let rendered = try r.render(state: r.validate(state: state), mode: mode, scale: scale, environment: env)
            SnapshotWarnings.report(rendered.warnings)
            return rendered.layout.dumpJSON()
        }
    }
}
