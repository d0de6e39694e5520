import Foundation
import Testing

/// Text in every script renders to the same bytes whatever the machine's font and language settings:
/// mockshot loads its fonts by path into a private fontconfig configuration, gives every script run an
/// explicit language and pins FreeType's rendering settings.
@Suite struct FontDeterminismTests {
    let dir: URL
    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockshot-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    /// Renders `name` with `environment` added to (or, for empty values, removed from) this process's
    /// environment; returns the PNG's bytes and stderr.
    func render(_ name: String, _ environment: [String: String], output: String) throws -> (png: Data, stderr: String) {
        try #require(FileManager.default.isExecutableFile(atPath: CLITests.binary), "build the mockshot product first")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CLITests.binary)
        p.arguments = ["render", name, "--scale", "2", "-o", dir.appendingPathComponent(output).path]
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value.isEmpty ? nil : value }
        p.environment = env
        let err = Pipe()
        p.standardError = err
        try p.run()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(String(decoding: e, as: UTF8.self))")
        return (try Data(contentsOf: dir.appendingPathComponent(output)), String(decoding: e, as: UTF8.self))
    }

    @Test func sameBytesWhateverTheMachinesSettings() throws {
        let reference = try render("gallery.scripts", [:], output: "reference.png")
        #expect(reference.stderr.isEmpty, "no warnings: \(reference.stderr)")
        let hostile: [String: String] = [
            // The system's fontconfig setup, which would bring in other fonts and rules.
            "FONTCONFIG_FILE": "/nonexistent/fonts.conf", "FONTCONFIG_PATH": dir.path,
            // Languages Pango would otherwise take for Han, Arabic-script and other runs.
            "LANG": "ar_EG.UTF-8", "LC_ALL": "ja_JP.UTF-8", "LANGUAGE": "zh_CN:fa", "PANGO_LANGUAGE": "fa:zh-tw",
            // FreeType's rendering settings (stem darkening changes every CFF glyph).
            "FREETYPE_PROPERTIES": "cff:no-stem-darkening=0 type1:no-stem-darkening=0 autofitter:no-stem-darkening=0 truetype:interpreter-version=35",
            // A different home, and no font cache at all (fonts scanned file by file).
            "HOME": dir.appendingPathComponent("home").path, "XDG_CACHE_HOME": "",
            "MOCKSHOT_FONT_CACHE": "/dev/null/no-cache",
        ]
        let other = try render("gallery.scripts", hostile, output: "hostile.png")
        #expect(other.png == reference.png)
        let rtl = try render("gallery.rtl", [:], output: "rtl.png")
        #expect(try render("gallery.rtl", hostile, output: "rtl-hostile.png").png == rtl.png)
    }
}
