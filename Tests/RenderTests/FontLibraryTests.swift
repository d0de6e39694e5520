import CCairo
import Foundation
import Testing
import Imaging
@testable import Render

/// The bundled fonts load into a private fontconfig configuration, with Sora's weights repaired, and
/// Pango resolves every face to the bundled file we expect.
struct FontLibraryTests {
    /// Pango's description of the font it actually picks for `face` ("Inter Semi-Bold Italic 12.75").
    func loadedDescription(_ face: ResolvedFontFace, in map: FontMap) -> String? {
        let context = map.makeContext()
        let description = FontLibrary.pangoFontDescription(for: face, size: 17)
        guard let font = pango_font_map_load_font(map.pointer, context.pointer, description.pointer) else { return nil }
        defer { g_object_unref(font) }
        let loaded = pango_font_describe(font)
        defer { pango_font_description_free(loaded) }
        guard let text = pango_font_description_to_string(loaded) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    @Test func loadsExactlyTheBundledFilesAndTheFallbackFaces() throws {
        let library = try FontLibrary.shared()
        let bundled = library.loadedFiles.filter { $0.hasPrefix(library.directory + "/") }.map { ($0 as NSString).lastPathComponent }
        #expect(bundled == FontLibrary.bundledFiles.sorted())
        #expect(bundled.count == 35)
        // The rest are the fallback faces, each once, by their links in the font cache (numbered in order).
        let fallbacks = library.loadedFiles.filter { !$0.hasPrefix(library.directory + "/") }
        #expect(fallbacks.count == FallbackFonts.faces.count)
        for (index, face) in FallbackFonts.faces.enumerated() {
            let name = String(format: "%03d-", index) + (face.file as NSString).lastPathComponent
            #expect(fallbacks.contains { $0 == face.file || $0.hasSuffix("/" + name) }, "\(face.file)")
        }
        #expect(FallbackFonts.packages == ["fonts-noto-cjk", "fonts-noto-color-emoji", "fonts-noto-core"])
    }

    @Test func aMissingFallbackFaceNamesItsPackage() throws {
        let library = try FontLibrary.shared()
        let faces = [FallbackFace("/nonexistent/NotoSansKlingon-Regular.ttf", "fonts-noto-extra"),
                     FallbackFace("/nonexistent/Other.ttf", "fonts-noto-extra")]
        #expect(throws: FontLibraryError(message: "font file '/nonexistent/NotoSansKlingon-Regular.ttf' (and 1 more) is missing: install the Debian package fonts-noto-extra (make deps)")) {
            try FontLibrary(directory: library.directory, fallbackFaces: faces)
        }
    }

    @Test func pangoPicksTheRequestedFaces() throws {
        let library = try FontLibrary.shared()
        library.withSharedFontMap { map in
            // 17 px absolute = 12.75 pt at Pango's 96 dpi.
            #expect(loadedDescription(ResolvedFontFace(family: "Inter", weight: 600, italic: true), in: map) == "Inter Semi-Bold Italic 12.75")
            #expect(loadedDescription(ResolvedFontFace(family: "Inter", weight: 900, italic: false), in: map) == "Inter Heavy 12.75")
            #expect(loadedDescription(ResolvedFontFace(family: "JetBrains Mono", weight: 500, italic: true), in: map) == "JetBrains Mono Medium Italic 12.75")
            // Without the scan rules these would all be "Sora Thin"-weight faces and 400 would be ambiguous.
            #expect(loadedDescription(ResolvedFontFace(family: "Sora", weight: 400, italic: false), in: map) == "Sora 12.75")
            #expect(loadedDescription(ResolvedFontFace(family: "Sora", weight: 300, italic: false), in: map) == "Sora Light 12.75")
            #expect(loadedDescription(ResolvedFontFace(family: "Sora", weight: 600, italic: false), in: map) == "Sora Semi-Bold 12.75")
            #expect(loadedDescription(ResolvedFontFace(family: "Sora", weight: 800, italic: false), in: map) == "Sora Ultra-Bold 12.75")
            // No system font is reachable: any other family resolves to a bundled one.
            #expect(loadedDescription(ResolvedFontFace(family: "DejaVu Sans", weight: 400, italic: false), in: map) == "Inter 12.75")
        }
    }

    @Test func separateFontMapsSeeTheSameFonts() throws {
        let map = try FontLibrary.shared().makeFontMap()
        #expect(loadedDescription(ResolvedFontFace(family: "Inter", weight: 700, italic: false), in: map) == "Inter Bold 12.75")
    }

    @Test func contextsGetTheFixedFontOptions() throws {
        let context = try FontLibrary.shared().makeFontMap().makeContext()
        let options = try #require(pango_cairo_context_get_font_options(context.pointer))
        #expect(cairo_font_options_get_antialias(options) == CAIRO_ANTIALIAS_GRAY)
        #expect(cairo_font_options_get_hint_style(options) == CAIRO_HINT_STYLE_NONE)
        #expect(cairo_font_options_get_hint_metrics(options) == CAIRO_HINT_METRICS_OFF)
    }

    @Test func missingDirectoryOrFilesAreErrors() throws {
        let missing = NSTemporaryDirectory() + "mockshot-no-fonts-\(UUID().uuidString)"
        #expect(throws: FontLibraryError(message: "fonts directory '\(missing)' does not exist (set MOCKSHOT_FONTS to the repository's fonts/ directory)")) {
            try FontLibrary(directory: missing)
        }
        let partial = NSTemporaryDirectory() + "mockshot-some-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: partial) }
        let library = try FontLibrary.shared()
        try FileManager.default.copyItem(atPath: library.directory + "/Inter-Regular.otf", toPath: partial + "/Inter-Regular.otf")
        let error = #expect(throws: FontLibraryError.self) { try FontLibrary(directory: partial) }
        #expect(error?.message.hasPrefix("fonts directory '\(partial)' lacks 34 font file(s): Inter-Thin.otf, Inter-ThinItalic.otf") == true)
    }

    @Test func locatesFontsFromEnvironmentOrSourcePath() throws {
        #expect(try FontLibrary.locateFontsDirectory(environment: ["MOCKSHOT_FONTS": "/somewhere/fonts"]) == "/somewhere/fonts")
        let fromSource = try FontLibrary.locateFontsDirectory(environment: [:])
        #expect(fromSource.hasSuffix("/fonts"))
        #expect(FileManager.default.fileExists(atPath: fromSource + "/Inter-Regular.otf"))
    }

    /// The font cache lands in a scan-rules-specific folder under `$MOCKSHOT_FONT_CACHE`, created on
    /// demand; a file in the way means no cache.
    @Test func fontCacheDirectoryIsCreatedUnderTheConfiguredBase() throws {
        let base = NSTemporaryDirectory() + "mockshot-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: base) }
        let cache = try #require(FontLibrary.cacheDirectory(environment: ["MOCKSHOT_FONT_CACHE": base + "/deep"]))
        #expect(cache.hasPrefix(base + "/deep/fontconfig-"))
        #expect(FileSystem.isDirectory(cache))
        #expect(FontLibrary.cacheDirectory(environment: ["XDG_CACHE_HOME": base + "/xdg"])?.hasPrefix(base + "/xdg/mockshot/fontconfig-") == true)
        #expect(FileManager.default.createFile(atPath: base + "/blocked", contents: Data([1])))
        #expect(FontLibrary.cacheDirectory(environment: ["MOCKSHOT_FONT_CACHE": base + "/blocked"]) == nil)
        #expect(FontLibrary.cacheDirectory(environment: [:]) == nil)
    }
}
