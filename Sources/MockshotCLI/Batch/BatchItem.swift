import ConfigFile
import Imaging
import Layout

/// One output of a batch: what to draw and where the PNG goes.
struct BatchItem: Sendable {
    enum Work: Sendable {
        /// A scene file given with `--scene` (read and decoded by the worker that draws it).
        case sceneFile(RawPath, display: String)
        /// An item of a manifest: its scene (a path relative to the manifest, or inline) and the
        /// manifest's defaults.
        case manifestScene(ConfigNode, defaults: [ConfigEntry])
        /// A registry renderable in one state and colour scheme (`render NAME --all-states`).
        case renderable(name: String, state: String?, mode: ColorScheme)
    }

    /// How messages name the item: its scene file, or `chatgpt.send-button (generating, dark)`.
    let label: String
    /// The PNG's path under the output directory, or the output itself when the run is not a batch.
    let output: RawPath
    let work: Work
}

/// Why an item produced no output: its lines for stderr and the exit code its kind of failure has.
struct ItemFailure: Error {
    let lines: [String]
    let code: Int32

    init(_ line: String, code: Int32) { lines = [line]; self.code = code }
    init(lines: [String], code: Int32) { self.lines = lines; self.code = code }
}
