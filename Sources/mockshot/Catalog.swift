import MockshotKit
import Gallery
import ChatGPTKit
import GrokKit
import CopilotKit
import CharacterAIKit
import KikKit

/// Everything the CLI can render: the engine gallery and the five brand kits.
enum Catalog {
    static var kits: [BrandKit] { [ChatGPTKit.kit, GrokKit.kit, CopilotKit.kit, CharacterAIKit.kit, KikKit.kit] }
    static func registry() -> Registry { Registry(kits: kits, extras: Gallery.renderables) }
}
