import CCairo
import Imaging
import Layout
import Testing
@testable import Render

/// Every face text is measured and drawn with is one mockshot owns (`OwnedFaces`), so cairo never closes
/// a face another thread is using, and concurrent renders need no lock around their text.
@Suite struct OwnedFacesTests {
    /// Text in more faces than cairo keeps open of its own (ten): Inter's weights and italics, Sora,
    /// JetBrains Mono, and the fallback faces of several scripts and emoji.
    static let lines: [(String, String)] = [
        ("Inter-Thin", "Thin"), ("Inter-Light", "Light"), ("Inter-Regular", "Regular"), ("Inter-Medium", "Medium"),
        ("Inter-SemiBold", "SemiBold"), ("Inter-Bold", "Bold"), ("Inter-Black", "Black"), ("Inter-Italic", "Italic"),
        ("Inter-BoldItalic", "Bold italic"), ("Sora-Regular", "Sora"), ("Sora-Bold", "Sora bold"),
        ("JetBrainsMono-Regular", "let mono = 1"), ("Inter-Regular", "日本語 한국어 مرحبا שלום नमस्ते สวัสดี"),
    ]

    /// Few font descriptions (each new size costs a font set per description) over more than ten faces:
    /// the scripts fall back to a face each.
    static let scripts: [(String, String)] = [
        ("Inter-Regular", "Regular 日本語 한국어 مرحبا שלום नमस्ते สวัสดี নমস্কার வணக்கம் გამარჯობა"),
        ("Inter-Bold", "Bold"), ("Sora-SemiBold", "Sora"), ("JetBrainsMono-Regular", "let mono = 1"),
    ]

    struct ManyFaces: View {
        var size = 15.0
        var body: some View {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(Array(OwnedFacesTests.scripts.enumerated()), id: \.offset) { _, line in
                    Text(verbatim: line.1).font(.custom(line.0, fixedSize: size))
                }
            }
            .padding(8)
        }
    }

    /// The faces of `layout`'s runs, with whether each one's pattern carries an owned face.
    func runFaces(_ layout: OpaquePointer) throws -> [(family: String, owned: FT_Face?)] {
        let iterator = try #require(pango_layout_get_iter(layout))
        defer { pango_layout_iter_free(iterator) }
        var faces: [(family: String, owned: FT_Face?)] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font else { continue }
            let pattern = try #require(pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)))
            var face: FT_Face?
            _ = FcPatternGetFTFace(pattern, FC_FT_FACE, 0, &face)
            faces.append((FontResolver.family(of: font), face))
        } while pango_layout_iter_next_run(iterator) != 0
        return faces
    }

    @Test func everyRunIsDrawnWithAFaceWeOwn() throws {
        let measurer = try makeMeasurer()
        var families = Set<String>(), owned = Set<UnsafeMutableRawPointer>()
        for (font, string) in Self.lines {
            let text = resolved(Text(verbatim: string).font(.custom(font, fixedSize: 15)))
            let handle = try #require(measurer.measure(text, width: nil).handle as? PangoLayoutHandle)
            for run in try runFaces(try #require(handle.pointer)) {
                let face = try #require(run.owned, "a run in \(run.family) has no owned face")
                // The face is the file the pattern names: its family is the run's.
                #expect(String(cString: face.pointee.family_name) == run.family
                        || run.family.hasPrefix(String(cString: face.pointee.family_name)))
                families.insert(run.family)
                owned.insert(UnsafeMutableRawPointer(face))
            }
        }
        // More faces than cairo would keep open itself, and one owned face per distinct face.
        #expect(families.count >= 8)
        #expect(owned.count > 10)
        #expect(OwnedFaces.shared.count >= owned.count)
    }

    @Test func concurrentRendersInManyFacesGiveTheSameBytes() async throws {
        // Before owned faces, renders like these on several threads at once (without the process-wide lock
        // they then needed) crashed or failed in FreeType: cairo closed a face another thread had just taken.
        // Every render here uses sizes no other has used, so each loads its glyphs through the faces anew.
        let options = RenderOptions(scale: 1, background: .white)
        let proposal = ProposedViewSize(width: 420, height: nil)
        let sizes = (0..<24).map { 9.0 + Double($0) * 0.37 }
        // Pixels are compared, not PNG bytes: the encoder is deterministic and lossless (the same pixels give
        // the same bytes, different pixels different bytes), so this catches the same renders, without 48
        // encodings; encoding on several threads at once is RendererTests.concurrentRendersGiveTheSameBytes'.
        let concurrent = try await withThrowingTaskGroup(of: (Double, RGBAImage).self) { group in
            for size in sizes {
                group.addTask { (size, try Renderer.render(ManyFaces(size: size), proposal: proposal, options: options).rgbaImage()) }
            }
            return try await group.reduce(into: [Double: RGBAImage]()) { $0[$1.0] = $1.1 }
        }
        #expect(concurrent.count == sizes.count)
        // The same pixels as each view rendered alone.
        for size in sizes {
            let alone = try Renderer.render(ManyFaces(size: size), proposal: proposal, options: options).rgbaImage()
            #expect(concurrent[size] == alone, "size \(size)")
        }
    }
}
