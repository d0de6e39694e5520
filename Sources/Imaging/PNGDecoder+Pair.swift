import Dispatch

extension PNGDecoder {
    /// Decodes two files at once, one per core: comparing two screenshots is dominated by inflating
    /// them, and the two decodes are independent. Throws the first file's error if both fail.
    public func decodePair(_ first: String, _ second: String) throws(PNGDecodingError) -> (RGBAImage, RGBAImage) {
        try decodePair(try read(RawPath(first)), try read(RawPath(second)))
    }

    /// Decodes two files whose headers were checked (and, by a comparing caller, found the same size).
    public func decodePair(_ first: PNGFile, _ second: PNGFile) throws(PNGDecodingError) -> (RGBAImage, RGBAImage) {
        nonisolated(unsafe) var results: [Result<RGBAImage, PNGDecodingError>?] = [nil, nil]
        let files = [first, second]
        let decoder = self
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: 2) { i in
                do throws(PNGDecodingError) { slots[i] = .success(try decoder.decode(files[i])) }
                catch { slots[i] = .failure(error) }
            }
        }
        return (try results[0]!.get(), try results[1]!.get())
    }
}
