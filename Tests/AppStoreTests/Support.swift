@testable import AppStore
import ChatGPTKit
import GrokKit
import Imaging
import KikKit
import Layout
import MockshotKit

/// Screens for the tests: brand samples as screen sources.
enum Screens {
    static let chatGPT = ScreenSource.renderable(named: "chatgpt.screen", mode: .dark) { ChatGPTKit.kit.registerAssets(); return ChatGPTKit.renderable(ChatGPTConversation.sample) }
    static let chatGPTLight = ScreenSource.renderable(named: "chatgpt.screen", mode: .light) { ChatGPTKit.kit.registerAssets(); return ChatGPTKit.renderable(ChatGPTConversation.sample) }
    static let grok = ScreenSource.renderable(named: "grok.screen", mode: .dark) { GrokKit.kit.registerAssets(); return GrokKit.renderable(GrokConversation.sample) }
    static let kik = ScreenSource.renderable(named: "kik.screen", mode: .light) { KikKit.kit.registerAssets(); return KikKit.renderable(KikConversation.sample) }
    /// A flat colour filling the device, for tests that look at exact pixels.
    static func solid(_ hex: UInt32) -> ScreenSource {
        ScreenSource.view(named: "solid", background: Color(RGBA(hex: hex))) { Color(RGBA(hex: hex)) }
    }
}

extension ScreenshotSet {
    /// Renders every image in memory; fails the test on the first failure.
    func renderAll(workers: Int = 2) throws -> [ScreenshotImage] {
        let renderer = SetRenderer(self)
        return try renderer.run(renderer.jobs(), workers: workers).map { outcome in
            switch outcome {
            case .image(let image): return image
            case .failure(let f): throw f
            }
        }
    }
}

extension ScreenshotSet {
    /// Renders every image in memory once, encoded in each of `formats`: per format, the images in order.
    func renderAll(workers: Int = 2, formats: [ImageFormat]) throws -> [[ScreenshotImage]] {
        let renderer = SetRenderer(self)
        let outcomes = renderer.run(renderer.jobs(), workers: workers, formats: formats)
        return try formats.indices.map { f in
            try outcomes.map { outcome in
                switch outcome[f] {
                case .image(let image): return image
                case .failure(let failure): throw failure
                }
            }
        }
    }
}

extension ScreenshotSet {
    /// Renders the set's first image only: the same image as in the whole set (its caption is fitted with
    /// every screenshot of its locale and device all the same), for a test that looks at no other.
    func renderFirst() throws -> ScreenshotImage {
        let renderer = SetRenderer(self)
        switch renderer.run(Array(renderer.jobs().prefix(1)))[0] {
        case .image(let image): return image
        case .failure(let failure): throw failure
        }
    }
}

/// Writes images to `$APPSTORE_TEST_OUT` (when set) for looking at them.
func dump(_ images: [ScreenshotImage], prefix: String) {
    guard let dir = FileSystem.environment(["APPSTORE_TEST_OUT"])["APPSTORE_TEST_OUT"] else { return }
    for image in images {
        let name = prefix + "-" + image.job.path.replacingOccurrences("/", "_")
        try? AtomicFile.write(image.bytes, to: dir + "/" + name)
    }
}

extension String {
    func replacingOccurrences(_ a: Character, _ b: Character) -> String { String(map { $0 == a ? b : $0 }) }
}

import ConfigFile

/// Scenes for config tests: `chatgpt`, `grok`, `kik`, `chatgpt-light`, `solid-RRGGBB` name screens; anything
/// else is a scene file that does not exist; a mapping `{brand: X}` is an inline scene.
struct TestScenes: SceneResolver {
    func screen(for node: ConfigNode, directory: String) -> Result<ScreenSource, ConfigProblems> {
        var name: String
        switch node.value {
        case .scalar(let s, _): name = s
        case .mapping(let entries):
            guard let b = entries.first(where: { $0.key == "brand" }), case .scalar(let s, _) = b.value.value else {
                return .failure(ConfigProblems([ConfigProblem("the scene needs 'brand'", at: node.mark)]))
            }
            name = s
        default:
            return .failure(ConfigProblems([ConfigProblem("a scene is a file or a mapping", at: node.mark)]))
        }
        switch name {
        case "chatgpt": return .success(Screens.chatGPT)
        case "chatgpt-light": return .success(Screens.chatGPTLight)
        case "grok": return .success(Screens.grok)
        case "kik": return .success(Screens.kik)
        default:
            if name.hasPrefix("solid-"), let v = UInt32(name.dropFirst(6), radix: 16) { return .success(Screens.solid(v)) }
            return .failure(ConfigProblems([ConfigProblem("cannot read the scene '\(name)': No such file or directory", at: node.mark)]))
        }
    }
}

/// A scratch directory under /tmp, removed when the value goes away.
final class Scratch {
    let path: String
    init() {
        var template = Array("/tmp/mockshot-appstore-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }
    /// Removed in this process, deepest entries first: `system("rm -rf …")` forked the whole test process,
    /// gigabytes of images mapped, for every test that made a scratch directory.
    deinit { Self.removeTree(path) }

    /// Removes `path` and, when it is a directory (not followed through a link), everything in it.
    static func removeTree(_ path: String) {
        guard let dir = opendir(path) else { unlink(path); return }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name == "." || name == ".." { continue }
            let child = path + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) { removeTree(child) } else { unlink(child) }
        }
        closedir(dir)
        rmdir(path)
    }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        let dir = FileSystem.parentDirectory(file)
        _ = FileSystem.createDirectories(dir)
        try! AtomicFile.write(Array(text.utf8), to: file)
        return file
    }

    @discardableResult
    func writeBytes(_ name: String, _ bytes: [UInt8]) -> String {
        let file = path + "/" + name
        try! AtomicFile.write(bytes, to: file)
        return file
    }
}

/// Decodes a config written in a scratch directory.
func loadConfig(_ text: String, in scratch: Scratch, name: String = "appstore.yaml") throws(ConfigProblems) -> ScreenshotSet {
    try AppStoreConfig.load(scratch.write(name, text), scenes: TestScenes())
}

/// The problems a config is refused with, as printed.
func problems(_ text: String, in scratch: Scratch) -> [String] {
    do { _ = try loadConfig(text, in: scratch); return [] } catch { return error.problems.map(\.description) }
}

import Glibc
