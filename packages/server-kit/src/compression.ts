/**
 * The brotli quality of what a server compresses as it sends it (streamed pages, files the
 * build wrote no copy of): fast enough for a page in flight. The build's own copies of
 * hashed files are at the highest quality (build-tools' precompress).
 */
export const onRequestBrotliQuality = 5;
