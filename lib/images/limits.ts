/** Upload limits for product photos (decisions.md, "Errors"; service-api.md endpoint 10). */

/** Larger uploads are refused (PayloadTooLarge) before anything is decoded. */
export const MAX_UPLOAD_BYTES = 12 * 1024 * 1024;

/**
 * A small file can still expand into a huge raster (a "decompression bomb"). 50 megapixels covers
 * every current phone and most DSLRs, and keeps the decoded RGB under 150 MB.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
