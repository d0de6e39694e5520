extension SheetStyle {
    /// The tallest a component sheet may be, in points: 16 384 px at @3x, the most pixels per side the
    /// default `ImageBudget` renders (and `PNGDecoder` reads back, so `mockshot diff` and the snapshot
    /// tests can compare any sheet). With the 1300 pt width that page is 3900 × 16 383 px at @3x,
    /// 63.9 Mi pixels, within the 64 Mi pixel budget too.
    ///
    /// Sheets keep to it by packing their sections side by side (`SheetPacking`) rather than by a larger
    /// budget for sheets: a bigger page would render, but no default reader could open it. Each kit's
    /// tests check that its sheet fits.
    public static let maxHeight = 16_384.0 / 3
}
