import CCairo
import Imaging

/// Why the bundled fonts could not be set up; `description` is one line saying what to fix.
public struct FontLibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// The bundled fonts (`fonts/` in the repository), loaded once per process into a private fontconfig
/// configuration, and the Pango font maps and font options every render uses.
///
/// Why a private configuration: rendered PNGs must be identical on every machine, so text may only ever
/// use the fonts we ship. The `FcConfig` is created empty (`FcConfigCreate`; the system `fonts.conf` is
/// never read, so there are no system font directories, aliases or hinting rules) and given the bundled
/// files as application fonts. They are added file by file (`FcConfigAppFontAddFile`) rather than with
/// `FcConfigAppFontAddDir`, which tries to write a directory cache and, finding no cache directory in an
/// empty configuration, prints "Fontconfig error: No writable cache directories". The shared library is
/// also made fontconfig's *current* configuration before any Pango font map exists: otherwise Pango's
/// start-up thread calls `FcInit()`, which reads the system `fonts.conf` and scans the system fonts, and
/// cairo's toy font API could reach them. Missing fonts are an error, never a silent fallback.
///
/// The one piece of configuration it does load is `scanRules`: Debian's Sora files declare nonsensical
/// OS/2 weights (Thin, ExtraLight, Light and Regular all claim weight 0; SemiBold 10.4), so fontconfig
/// is told each Sora face's real weight when it scans them; and `FallbackFontRules` (emoji).
///
/// Besides the bundled files it loads the fallback faces for other scripts and emoji (`FallbackFonts`),
/// each by its absolute path in a Debian package; a missing one is an error naming the package.
///
/// Threading: the configuration is immutable once built and fontconfig is thread-safe, so `FontLibrary` is
/// `Sendable`. Pango font maps are not thread-safe: `FontMap` is deliberately not `Sendable`. Use
/// `withSharedFontMap` (serialised by a lock) or give each concurrent renderer its own `makeFontMap()`.
public final class FontLibrary: @unchecked Sendable {
    /// Every file `fonts/` must contain (see fonts/README.md).
    public static let bundledFiles: [String] = {
        let interStyles = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let inter = interStyles.flatMap { style in
            ["Inter-\(style).otf", style == "Regular" ? "Inter-Italic.otf" : "Inter-\(style)Italic.otf"]
        }
        let sora = ["Thin", "ExtraLight", "Light", "Regular", "SemiBold", "Bold", "ExtraBold"].map { "Sora-\($0).otf" }
        let mono = ["Regular", "Medium", "SemiBold", "Bold", "ExtraBold"].flatMap { style in
            ["JetBrainsMono-\(style).ttf", style == "Regular" ? "JetBrainsMono-Italic.ttf" : "JetBrainsMono-\(style)Italic.ttf"]
        }
        return inter + sora + mono
    }()

    /// The configuration: the scan rules, and a cache directory when one is writable.
    static func configuration(cacheDirectory: String?) -> String {
        guard let cacheDirectory else { return scanRules }
        let escaped = cacheDirectory.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
        return scanRules.replacing("<fontconfig>\n", with: "<fontconfig>\n  <cachedir>\(escaped)</cachedir>\n")
    }

    /// `$MOCKSHOT_FONT_CACHE`, else `$XDG_CACHE_HOME/mockshot` or `~/.cache/mockshot`, in a subfolder
    /// named after the scan rules (cached scans carry the rules' edits, so other rules need another
    /// cache). nil when it cannot be created or written.
    static func cacheDirectory(
        environment: [String: String] = FileSystem.environment(["MOCKSHOT_FONT_CACHE", "XDG_CACHE_HOME", "HOME"])
    ) -> String? {
        let base: String
        if let explicit = environment["MOCKSHOT_FONT_CACHE"], !explicit.isEmpty { base = explicit }
        else if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { base = xdg + "/mockshot" }
        else if let home = environment["HOME"], !home.isEmpty { base = home + "/.cache/mockshot" }
        else { return nil }
        var hash: UInt64 = 0xcbf29ce484222325
        for b in scanRules.utf8 { hash = (hash ^ UInt64(b)) &* 0x100000001b3 }
        let path = base + "/fontconfig-" + String(hash, radix: 16)
        guard FileSystem.createDirectories(path) == nil else { return nil }
        return FileSystem.isWritable(path) ? path : nil
    }

    /// fontconfig rules applied while scanning: the real weights of the Sora faces (see above).
    static let scanRules: String = {
        let soraWeights = [("Thin", "thin"), ("ExtraLight", "extralight"), ("Light", "light"), ("Regular", "regular"),
                           ("SemiBold", "semibold"), ("Bold", "bold"), ("ExtraBold", "extrabold")]
        let rules = soraWeights.map { style, weight in
            """
              <match target="scan">
                <test name="postscriptname"><string>Sora-\(style)</string></test>
                <edit name="weight" mode="assign"><const>\(weight)</const></edit>
              </match>
            """
        }
        return "<?xml version=\"1.0\"?>\n<fontconfig>\n" + rules.joined(separator: "\n") + "\n" + FallbackFontRules.xml + "\n</fontconfig>\n"
    }()

    /// The process-wide library, built on first use. A failure is cached and rethrown on every call.
    public static func shared() throws(FontLibraryError) -> FontLibrary {
        try sharedResult.get()
    }

    private static let sharedResult: Result<FontLibrary, FontLibraryError> = Result { () throws(FontLibraryError) in
        let library = try FontLibrary(directory: locateFontsDirectory())
        // Before any font map exists (see the type's documentation).
        FcConfigSetCurrent(library.config)
        // Before any glyph is drawn: FreeType's rendering settings, whatever the environment says.
        FreeTypeDefaults.apply(loading: library.directory + "/Inter-Regular.otf")
        return library
    }

    /// The absolute `fonts/` directory in use.
    public let directory: String
    /// `FcConfig *`, immutable after `init`.
    let config: OpaquePointer
    private let lock = Lock()
    /// Created on first use, under `lock`.
    private var sharedFontMap: FontMap?

    /// Loads exactly `bundledFiles` from `directory`, and `fallbackFaces`. Prefer `shared()`: only the
    /// shared library becomes fontconfig's current configuration; a separate one is for tests and tools.
    public init(directory: String, fallbackFaces: [FallbackFace] = FallbackFonts.faces) throws(FontLibraryError) {
        // 1. The directory and the files we need must be there.
        guard FileSystem.isDirectory(directory) else {
            throw FontLibraryError(message: "fonts directory '\(directory)' does not exist (set MOCKSHOT_FONTS to the repository's fonts/ directory)")
        }
        let missing = Self.bundledFiles.filter { !FileSystem.exists(directory + "/" + $0) }
        guard missing.isEmpty else {
            throw FontLibraryError(message: "fonts directory '\(directory)' lacks \(missing.count) font file(s): \(missing.joined(separator: ", "))")
        }
        let absent = fallbackFaces.filter { !FileSystem.exists($0.file) }
        if let first = absent.first {
            let more = absent.count > 1 ? " (and \(absent.count - 1) more)" : ""
            throw FontLibraryError(message: "font file '\(first.file)'\(more) is missing: install the Debian package \(first.package) (make deps)")
        }
        // 2. An empty configuration: only our scan rules, no system fonts.conf, no rescans.
        guard let config = FcConfigCreate() else { throw FontLibraryError(message: "fontconfig: cannot create a configuration") }
        let cacheDirectory = Self.cacheDirectory()
        guard FcConfigParseAndLoadFromMemory(config, Self.configuration(cacheDirectory: cacheDirectory), FcTrue) == FcTrue else {
            FcConfigDestroy(config)
            throw FontLibraryError(message: "fontconfig: cannot parse the built-in scan rules")
        }
        FcConfigSetRescanInterval(config, 0)
        // 3. The system font set is built empty; the bundled fonts become the application set.
        guard FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            throw FontLibraryError(message: "fontconfig: cannot build the font set")
        }
        // With a writable cache directory the whole folder is added at once and fontconfig maps its cache
        // (scanning 35 fonts costs ~20 ms a process; reading the cache well under 1 ms). Without one,
        // each file is scanned, which avoids fontconfig's "no writable cache" complaint.
        if cacheDirectory != nil {
            guard FcConfigAppFontAddDir(config, directory) == FcTrue else {
                FcConfigDestroy(config)
                throw FontLibraryError(message: "fontconfig could not load the fonts in '\(directory)'")
            }
        } else {
            for file in Self.bundledFiles where FcConfigAppFontAddFile(config, directory + "/" + file) != FcTrue {
                FcConfigDestroy(config)
                throw FontLibraryError(message: "fontconfig could not load '\(directory)/\(file)'")
            }
        }
        // 4. The fallback faces: through a cached directory of links when there is a cache, else file by file.
        let links = cacheDirectory.flatMap { FallbackFontDirectory.make(in: $0, faces: fallbackFaces) }
        if let links {
            guard FcConfigAppFontAddDir(config, links) == FcTrue else {
                FcConfigDestroy(config)
                throw FontLibraryError(message: "fontconfig could not load the fonts linked in '\(links)'")
            }
        } else {
            for face in fallbackFaces where FcConfigAppFontAddFile(config, face.file) != FcTrue {
                FcConfigDestroy(config)
                throw FontLibraryError(message: "fontconfig could not load '\(face.file)'")
            }
        }
        // 5. Every file must have produced a font (a corrupt file is skipped silently by fontconfig).
        let loadedPaths = Self.loadedFiles(config)
        let loaded = Set(loadedPaths.map(FileSystem.lastComponent))
        let unreadable = Self.bundledFiles.filter { !loaded.contains($0) }
        guard unreadable.isEmpty else {
            FcConfigDestroy(config)
            throw FontLibraryError(message: "fontconfig could not load \(unreadable.joined(separator: ", ")) from '\(directory)'")
        }
        let loadedFallbacks = Set(loadedPaths.filter { !$0.hasPrefix(directory + "/") })
        if loadedFallbacks.count != fallbackFaces.count {
            let names = Set(loadedFallbacks.map { FileSystem.lastComponent($0) })
            let lost = fallbackFaces.filter { face in !names.contains { $0.hasSuffix(FileSystem.lastComponent(face.file)) } }
            FcConfigDestroy(config)
            throw FontLibraryError(message: "fontconfig could not load \(lost.map(\.file).joined(separator: ", "))")
        }
        self.directory = directory
        self.config = config
    }

    deinit { FcConfigDestroy(config) }

    /// Runs `body` with the process-wide font map, one caller at a time. `body` must not keep the map or
    /// any Pango object made from it beyond the call.
    public func withSharedFontMap<R>(_ body: (FontMap) throws -> R) rethrows -> R {
        try lock.withLock {
            if let map = sharedFontMap { return try body(map) }
            let map = FontMap(config: config)
            sharedFontMap = map
            return try body(map)
        }
    }

    /// A new font map over the same fonts, for a renderer that works concurrently with others. Font maps
    /// cache loaded faces, so keep one per renderer rather than one per frame.
    public func makeFontMap() -> FontMap { FontMap(config: config) }

    /// The files fontconfig loaded, as paths (each once; fallback faces by their links when cached).
    public var loadedFiles: [String] { Self.loadedFiles(config) }

    private static func loadedFiles(_ config: OpaquePointer) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var files = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(set.pointee.fonts[index], FC_FILE, 0, &file) == FcResultMatch, let file {
                files.insert(String(cString: file))
            }
        }
        return files.sorted()
    }

    // MARK: - Locating fonts/

    /// `MOCKSHOT_FONTS` if set (and then nothing else); else the installed layout beside the binary,
    /// `<prefix>/share/mockshot/fonts` for `<prefix>/bin/mockshot` (what `make install` writes), or
    /// `fonts/` in the binary's own directory; else `fonts/` at the root of the source checkout this file
    /// was compiled from; else `./fonts`. The first directory that exists wins, so a copied or installed
    /// binary never depends on its build checkout still being there.
    static func locateFontsDirectory(
        environment: [String: String] = FileSystem.environment(["MOCKSHOT_FONTS"]), sourceFile: String = #filePath,
        executable: String? = FileSystem.executablePath
    ) throws(FontLibraryError) -> String {
        if let explicit = environment["MOCKSHOT_FONTS"], !explicit.isEmpty { return explicit }
        var candidates: [String] = []
        if let executable {
            let binDirectory = FileSystem.parentDirectory(executable)
            candidates.append(FileSystem.join(FileSystem.parentDirectory(binDirectory), "share/mockshot/fonts"))
            candidates.append(FileSystem.join(binDirectory, "fonts"))
        }
        // Sources/Render/FontLibrary.swift → repository root.
        var root = FileSystem.absolute(sourceFile)
        for _ in 0..<3 { root = FileSystem.parentDirectory(root) }
        candidates.append(FileSystem.join(root, "fonts"))
        candidates.append(FileSystem.currentDirectory + "/fonts")
        var unique: [String] = []
        for candidate in candidates where !unique.contains(candidate) { unique.append(candidate) }
        for candidate in unique where FileSystem.isDirectory(candidate) {
            return candidate
        }
        throw FontLibraryError(message: "no fonts directory found (tried \(unique.joined(separator: ", "))); set MOCKSHOT_FONTS")
    }

    // MARK: - Font options and descriptions

    /// Fixed text rendering options, so output does not depend on the machine's fontconfig or desktop
    /// settings: grayscale antialiasing (no subpixel colour fringes), no hinting (outlines are not moved
    /// to the pixel grid, so glyphs look like Apple's), unhinted metrics (advances are not rounded to whole
    /// pixels, so line widths scale exactly with the device scale).
    public static func applyFontOptions(to context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// A Pango font description for `face` at `size` points (user-space units, i.e. before the device scale).
    public static func pangoFontDescription(for face: ResolvedFontFace, size: Double) -> FontDescription {
        FontDescription(face: face, size: size)
    }
}

/// A PangoCairo font map bound to the bundled fonts. Not `Sendable`: Pango font maps must not be used from
/// two threads at once.
public final class FontMap {
    /// The `PangoFontMap *`, owned by this object.
    public let pointer: UnsafeMutablePointer<PangoFontMap>

    init(config: OpaquePointer) {
        // A FreeType-backed PangoCairo map is a PangoFcFontMap, so it accepts our FcConfig.
        pointer = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(pointer), config)
        // Every font's face is one we own, so concurrent renders need no lock around text (see `OwnedFaces`).
        OwnedFaces.install(on: pointer)
    }

    deinit { g_object_unref(pointer) }

    /// A new Pango context on this map with `FontLibrary.applyFontOptions` applied. Use it for every layout
    /// (never `pango_cairo_create_layout`, which would use Pango's default, system-font map).
    public func makeContext() -> PangoContextHandle {
        let context = pango_font_map_create_context(pointer)!
        FontLibrary.applyFontOptions(to: context)
        return PangoContextHandle(context)
    }
}

/// Owns a `PangoContext *` made by `FontMap.makeContext()`.
public final class PangoContextHandle {
    public let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}

/// Owns a `PangoFontDescription *` for one resolved face and size.
public final class FontDescription {
    public let pointer: OpaquePointer
    public let face: ResolvedFontFace
    public let size: Double

    /// `families`: the Pango family list to ask for (the face's family, then its fallbacks); nil: the
    /// face's family alone.
    public init(face: ResolvedFontFace, size: Double, families: String? = nil) {
        self.face = face
        self.size = size
        pointer = pango_font_description_new()
        pango_font_description_set_family(pointer, families ?? face.family)
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(face.weight)))
        pango_font_description_set_style(pointer, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(pointer, size * Double(PANGO_SCALE))
    }

    deinit { pango_font_description_free(pointer) }
}
