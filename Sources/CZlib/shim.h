#ifndef AASA_CZLIB_SHIM_H
#define AASA_CZLIB_SHIM_H

// zlib's init functions are macros that pass the library version and the stream's size, which
// Swift does not import. These wrappers call them with raw deflate (no zlib or gzip header),
// the form a zip archive stores, or with gzip's header, the form of a compressed sitemap.

#include <zlib.h>

/// inflateInit2 with -15 window bits: raw deflate, as in a zip entry.
static inline int aasa_inflate_init_raw(z_streamp stream) {
    return inflateInit2(stream, -15);
}

/// inflateInit2 with 15 + 16 window bits: a gzip stream (a .xml.gz sitemap).
static inline int aasa_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 15 + 16);
}

/// deflateInit2 with 15 + 16 window bits: gzip, for tests that build compressed sitemaps.
static inline int aasa_deflate_init_gzip(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

/// deflateInit2 with -15 window bits: raw deflate, for tests that build zip archives.
static inline int aasa_deflate_init_raw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

#endif
