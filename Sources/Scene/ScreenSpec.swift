import ConfigFile
import MockshotKit

/// One brand screen as scene files name it (`brand: kik`, `screen: chats`): the registry renderable it
/// draws (`kik.chats-screen`), its content keys, and how they are read into a `SceneContent`.
struct ScreenSpec {
    let brand: String
    /// The scene name: `conversation`, `sidebar`, `voice`, `chat`, `discover`, `chats`.
    let name: String
    /// The registry's name for the screen (`mockshot list`): its states and colour schemes come from there.
    let registryName: String
    /// The content keys, in declaration order.
    let keys: [String]
    /// Reads the content keys among `entries` into the screen's content value (starting from its
    /// defaults) and runs the value's own `validate()`, putting its error on the offending field's line.
    /// Keys it does not know go to `unknown`. nil when anything was wrong.
    let decode: (_ entries: [ConfigEntry], _ decoding: SceneDecoding, _ root: SourceMark, _ unknown: (ConfigEntry) -> Void) -> SceneContent?
    /// The content keys' schemas.
    let properties: (inout SchemaDefinitions) -> [(String, JSONValue)]

    static func make<Content>(_ brand: String, _ name: String, _ registryName: String, _ spec: @escaping () -> ObjectSpec<Content>,
                              validate: @escaping (Content) throws -> Void = { _ in },
                              wrap: @escaping (Content) -> SceneContent) -> ScreenSpec {
        ScreenSpec(brand: brand, name: name, registryName: registryName, keys: spec().keys, decode: { entries, decoding, root, unknown in
            let s = spec()
            let before = decoding.reader.problems.count
            var content = s.initial
            s.read(entries, into: &content, path: "", owner: "the scene", decoding: decoding, unknown: unknown)
            guard decoding.reader.problems.count == before else { return nil }
            do { try validate(content) } catch {
                let field = (error as? ContentError)?.field ?? ""
                decoding.reader.problem("\(error)", at: decoding.mark(for: field) ?? root)
                return nil
            }
            return wrap(content)
        }, properties: { defs in spec().fields.map { ($0.key, $0.schema(&defs)) } })
    }
}

extension ContentError {
    /// The field path the error names (`messages[2].state`).
    var field: String {
        switch self {
        case .outOfRange(let field, _, _), .invalid(let field, _): field
        }
    }
}
