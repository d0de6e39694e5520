// Canvas memory for the renderer, as `static inline` C.
//
// A full-screen @3x canvas is 12–15 MB. Allocated the usual way (cairo's calloc), the kernel faults it in
// 4 KiB page by page as the background is painted: ~2,900 page faults. Canvases from 4 MB up to a limit are
// instead mapped 2 MiB-aligned and marked MADV_HUGEPAGE, so a kernel with transparent huge pages (enabled =
// madvise or always) backs them with a handful of huge pages when it has them free. Without THP the hint is
// ignored and nothing changes. The memory is zeroed either way, exactly like cairo_image_surface_create's.
//
// Why a limit: a kernel usually has only a few huge pages free at once. Beyond those, each new huge page
// must be assembled, and on virtual machines that hand free memory back to the host (virtio-balloon free
// page reporting, common in cloud CI) it is faulted in from the host: measured on our 2-core CI VM, first
// touch of fresh huge pages ran at 0.2–0.4 GB/s against 1.6–1.9 GB/s for 4 KiB pages (24 MB: 87 ms
// against 32 ms; 54 MB: 190–260 ms against 35 ms; 245 MB, the Copilot sheet at @3x: ~1 s against 0.15 s),
// while a 12 MB canvas still gained (2.7–5.2 ms against 5.8–8.4 ms). So larger canvases take cairo's
// ordinary memory.
#ifndef MOCKSHOT_CANVAS_H
#define MOCKSHOT_CANVAS_H

#include <cairo.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

/// The mapping behind a canvas surface, unmapped when cairo destroys the surface.
typedef struct {
    void *base;
    size_t length;
} mks_canvas_mapping;

static const cairo_user_data_key_t mks_canvas_mapping_key = {0};

static void mks_canvas_unmap(void *data) {
    mks_canvas_mapping *mapping = (mks_canvas_mapping *)data;
    munmap(mapping->base, mapping->length);
    free(mapping);
}

/// A cleared ARGB32 surface of `width` x `height` px. From `hugeMinimum` bytes up to but not including
/// `hugeLimit`: huge-page backed memory as above; otherwise, or if the mapping fails:
/// cairo_image_surface_create. Check the status.
static inline cairo_surface_t *mks_canvas_surface_create(int width, int height, size_t hugeMinimum, size_t hugeLimit) {
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
    if (stride <= 0 || height <= 0) return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    size_t bytes = (size_t)stride * (size_t)height, huge = (size_t)2 << 20;
    if (bytes < hugeMinimum || bytes >= hugeLimit) return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    // 1. Map with 2 MiB of slack and align the pixels to a huge-page boundary.
    size_t length = bytes + huge;
    void *base = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    unsigned char *pixels = (unsigned char *)(((uintptr_t)base + huge - 1) & ~(uintptr_t)(huge - 1));
    madvise(pixels, (bytes + huge - 1) & ~(huge - 1), MADV_HUGEPAGE);
    // 2. Wrap it; the surface owns the mapping from here on.
    mks_canvas_mapping *mapping = (mks_canvas_mapping *)malloc(sizeof *mapping);
    cairo_surface_t *surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, stride);
    if (mapping == NULL || cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        free(mapping);
        munmap(base, length);
        return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);  // the caller checks its status
    }
    mapping->base = base;
    mapping->length = length;
    if (cairo_surface_set_user_data(surface, &mks_canvas_mapping_key, mapping, mks_canvas_unmap) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        mks_canvas_unmap(mapping);
        return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    }
    return surface;
}

#endif
