import MockshotKit
import Gallery
import ChatGPTKit
import GrokKit
import CopilotKit
import CharacterAIKit
import KikKit

/// Everything the CLI can render: the engine gallery and the five brand kits.
///
/// Kits are built on demand: `mockshot render chatgpt.send-button` builds only the ChatGPT kit, because
/// building all five (their renderables, assets and view metadata) is a noticeable part of a short
/// process. Anything the partial registry does not know falls back to the whole one, so names and
/// suggestions are always answered from everything.
enum Catalog {
    /// Each kit's id and how to build it, in listing order.
    static let loaders: [(id: String, load: @Sendable () -> BrandKit)] = [
        ("chatgpt", { ChatGPTKit.kit }), ("grok", { GrokKit.kit }), ("copilot", { CopilotKit.kit }),
        ("characterai", { CharacterAIKit.kit }), ("kik", { KikKit.kit }),
    ]
    static var ids: [String] { loaders.map(\.id) }
    static var kits: [BrandKit] { loaders.map { $0.load() } }
    static func registry() -> Registry { Registry(kits: kits, extras: Gallery.renderables) }

    /// A registry that can answer for `name` (a renderable name or a brand id): only the kit its first
    /// component names, or only the engine's gallery for names no brand claims, when that part has it;
    /// otherwise everything.
    static func registry(for name: String) -> Registry {
        let prefix = String(name.prefix { $0 != "." })
        let partial = if let loader = loaders.first(where: { $0.id == prefix }) { Registry(kits: [loader.load()], extras: []) }
                      else { Registry(kits: [], extras: Gallery.renderables) }
        if partial.names.contains(name) || partial.kits.contains(where: { $0.id == name }) { return partial }
        return registry()
    }
}
