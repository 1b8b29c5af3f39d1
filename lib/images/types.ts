/**
 * An uploaded photo decoded to what the image engines work on: 8-bit sRGB, EXIF orientation
 * already applied, full size. Plain data, so both the segmenter and the scene renderer can share it.
 */
export interface DecodedImage {
  /** Raw interleaved RGB, 3 bytes a pixel, row-major, `width * height * 3` bytes. */
  rgb: Buffer;
  width: number;
  height: number;
  /**
   * Present only when the upload had an alpha channel: 1 byte a pixel (255 = opaque). `rgb` is then
   * flattened onto white, and `alpha` is kept as a hint: a photo that is already a cutout tells the
   * segmenter where the product is.
   */
  alpha?: Buffer;
  /** The container judged by content, not by the file name. */
  format: "jpeg" | "png";
  /**
   * The same photo at a reduced size, when the caller asked for one: decoded straight from the
   * file (JPEG shrink-on-load) beside the full decode, so work at that size need not wait for a
   * resize of the full raster. Absent for photos with alpha and for small photos.
   */
  preview?: { rgb: Buffer; width: number; height: number };
}

/** An upload being decoded: its size and preview now, the full-size raster when libvips is done. */
export interface StagedDecode {
  width: number;
  height: number;
  format: "jpeg" | "png";
  /** See DecodedImage.preview: absent for photos with alpha, small photos, or when none was asked for. */
  preview?: DecodedImage["preview"];
  /**
   * The full-size decode (without `preview`), still running on libvips threads when the preview is
   * ready: work at preview size overlaps it. Rejects as decodeUpload would; a caller that stops
   * early need not await it (a rejection left unawaited is not reported as unhandled).
   */
  full: Promise<DecodedImage>;
}
