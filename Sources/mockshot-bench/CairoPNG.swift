import CCairo

/// cairo's own PNG writer, into memory, as the encode reference.
enum CairoPNG {
    final class Sink { var bytes = 0 }
    static func writeToMemory(_ surface: OpaquePointer) -> Int {
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, _, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().bytes += Int(length)
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        precondition(status == CAIRO_STATUS_SUCCESS, "cairo_surface_write_to_png_stream failed")
        return sink.bytes
    }
}
