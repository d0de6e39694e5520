import ConfigFile
import Imaging
import Layout
import MockshotKit
import Render
import Scene

/// Draws one batch item into memory: the scene (read, decoded, the command line's options applied over
/// its keys) or the registry renderable, then encodes the PNG. Runs on a worker thread; everything it
/// touches is its own or thread-safe (each render takes a font map of its own from the renderer's pool).
enum ItemRenderer {
    struct Output {
        let png: [UInt8]
        let image: RenderedImage
        /// Milliseconds spent encoding the PNG.
        let encodeMs: Double
    }

    static func render(_ item: BatchItem, settings: RenderSettings) throws(ItemFailure) -> Output {
        let image: RenderedImage
        switch item.work {
        case .sceneFile(let path, let display):
            var scene: Scene
            do { scene = try Scene.load(path: path, displayName: display) } catch { throw invalid(error) }
            image = try render(&scene, label: item.label, settings: settings)
        case .manifestScene(let node, let defaults):
            let reader = ConfigReader()
            let decoded = Scene.decode(reference: ConfigValue(node: node, name: "'scene'", reader: reader), defaults: defaults)
            do { try reader.check() } catch { throw invalid(error) }
            guard var scene = decoded else { throw ItemFailure("\(item.label): the scene cannot be read", code: ExitCode.dataError) }
            image = try render(&scene, label: item.label, settings: settings)
        case .renderable(let name, let state, let mode):
            let renderable: Renderable
            do { renderable = try Catalog.registry(for: name).renderable(named: name) }
            catch { throw ItemFailure("\(item.label): \(error)", code: ExitCode.usage) }
            do {
                image = try renderable.render(state: state, mode: mode, scale: settings.resolvedScale, environment: settings.environment,
                                              width: settings.width, transparent: settings.transparent, strict: settings.strict)
            } catch let e as AccessibilityError {
                throw ItemFailure("\(item.label): \(e)", code: ExitCode.usage)
            } catch let e as RenderWarningsError {
                throw ItemFailure("\(item.label): --strict: \(e)", code: ExitCode.failure)
            } catch {
                throw ItemFailure("\(item.label): cannot render \(name): \(error)", code: ExitCode.failure)
            }
        }
        let start = ContinuousClock.now
        do {
            let png = try image.pngData(compressionLevel: settings.compression)
            let d = start.duration(to: .now)
            return Output(png: png, image: image, encodeMs: Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
        }
        catch { throw ItemFailure("\(item.label): cannot encode the PNG: \(error)", code: ExitCode.failure) }
    }

    /// A decoded scene with the command line's options applied, drawn. A refusal here comes from an
    /// option (the scene's own keys were checked while decoding), so it is a usage error.
    private static func render(_ scene: inout Scene, label: String, settings: RenderSettings) throws(ItemFailure) -> RenderedImage {
        settings.apply(to: &scene)
        do { return try scene.render(strict: settings.strict) }
        catch let e as AccessibilityError { throw ItemFailure("\(label): \(e)", code: ExitCode.usage) }
        catch let e as RenderWarningsError { throw ItemFailure("\(label): --strict: \(e)", code: ExitCode.failure) }
        catch let e as SceneRenderError { throw ItemFailure("\(label): \(e)", code: ExitCode.usage) }
        catch { throw ItemFailure("\(label): cannot render \(scene.registryName): \(error)", code: ExitCode.failure) }
    }

    /// Every problem of an invalid scene, one located line each.
    private static func invalid(_ problems: ConfigProblems) -> ItemFailure {
        ItemFailure(lines: problems.problems.map(\.description), code: ExitCode.dataError)
    }
}
