import CCairo
import Glibc

/// How the process's allocator treats the large image buffers a render makes and frees (canvases of
/// 15–23 MB for an App Store image, layers, masks).
///
/// Why: by default glibc gives each buffer above its mmap threshold its own mapping and unmaps it on
/// `free`, and trims the heap's top back to the kernel. A batch making a buffer of the same size for every
/// image then pays, per image, for the kernel zeroing fresh pages and for the TLB shoot-downs every unmap
/// sends to the other cores (a third of an App Store set's CPU time in `perf`). A command-line process
/// that renders a set and exits does better keeping freed memory for the next image: buffers up to
/// 256 MB come from the heap, and up to 1 GB of freed heap stays mapped.
enum MemoryTuning {
    static func keepFreedImageMemory() {
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 1 << 30)
    }
}
