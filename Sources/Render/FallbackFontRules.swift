/// fontconfig rules for the fallback faces, part of the private configuration `FontLibrary` builds.
///
/// 1. Pango asks for the family `emoji` for emoji sequences (skin tones, flags, ZWJ families, keycaps):
///    it is an alias of Noto Color Emoji, so every part of a sequence comes from that face and the
///    sequence becomes one glyph.
/// 2. Noto Color Emoji is a bitmap font (136×128 px images in one strike at 109 ppem), which fontconfig
///    reports at its strike's size whatever size is asked for. The rule scales it with a font matrix to
///    the requested size and then to Apple Color Emoji's proportions: Apple's emoji glyphs fill the em
///    square (unitsPerEm 800, each bitmap glyph's outline spans (0,0)–(800,800): nixeneko, "Appleカラー
///    フォントのビットマップの表示位置", 2015), while Noto's 128 px images are 128/109 = 1.17 em tall. The
///    factor 109/128 makes Noto's image exactly one em tall, as Apple's is: a 17 pt emoji is 17 pt tall,
///    a little larger than the cap height of the text around it, and its advance 1.06 em.
/// 3. Any family fontconfig does not know ends with Inter, so nothing falls through to an arbitrary face.
/// 4. The CJK collections' five Noto Sans Mono CJK faces are not loaded. Pango sorts every font of the
///    configuration by coverage for each new font description (on a worker thread, merging character
///    sets), and the CJK faces, ~44,000 characters each, are most of that work; the Mono faces differ from
///    the others only in the widths of their Latin letters and punctuation, which Inter and JetBrains
///    Mono draw anyway.
enum FallbackFontRules {
    /// Height of Noto Color Emoji's bitmaps over its strike's ppem, inverted: 109/128.
    static let emojiScale = 109.0 / 128.0

    static let xml = """
      <alias binding="same">
        <family>emoji</family>
        <prefer><family>\(FallbackFonts.emojiFamily)</family></prefer>
      </alias>
      <match target="font">
        <test name="family"><string>\(FallbackFonts.emojiFamily)</string></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <times>
            <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            <double>\(emojiScale)</double>
          </times>
        </edit>
      </match>
      <match target="font">
        <test name="family"><string>\(FallbackFonts.emojiFamily)</string></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
          </times>
        </edit>
      </match>
      <match target="pattern">
        <edit name="family" mode="append_last"><string>\(FontNameMap.inter)</string></edit>
      </match>
      <selectfont>
        <rejectfont>
    \(FallbackFonts.CJKRegion.allCases.map { "      <pattern><patelt name=\"family\"><string>Noto Sans Mono CJK \($0.rawValue)</string></patelt></pattern>" }.joined(separator: "\n"))
        </rejectfont>
      </selectfont>
    """
}
