/**
 * What the photoshoot page needs to know of the service's limits, without zod (the page's
 * bundle stays small). photoshoot-options.test.ts keeps these equal to lib/schemas.
 */
export const PRODUCT_PHOTO_TYPES = ["image/jpeg", "image/png"] as const;
export const MAX_PRODUCT_PHOTO_BYTES = 12 * 1024 * 1024;
export const MAX_SLOTS = 6;
export const MAX_PROMPT_CHARS = 1000;

/** renderKind's extra sizes; Landscape (bit 4) is the primary image, always made. */
export const EXTRA_SIZES = [
  { bit: 1, name: "Post", width: 1080, height: 1080 },
  { bit: 2, name: "Story", width: 1080, height: 1920 },
  { bit: 8, name: "Vertical", width: 1080, height: 1350 },
  { bit: 16, name: "Pin", width: 1000, height: 1500 },
  { bit: 32, name: "Medium banner", width: 300, height: 250 },
  { bit: 64, name: "Leaderboard", width: 728, height: 90 },
  { bit: 128, name: "Wide skyscraper", width: 160, height: 600 },
  { bit: 256, name: "Half page", width: 300, height: 600 },
  { bit: 512, name: "Large leaderboard", width: 970, height: 90 },
] as const;

/**
 * The extra sizes a photoshoot can ask for: one renderKind the service names (decisions.md: a
 * combination it does not name is a 400), so the page offers a choice, not free checkboxes.
 */
export const EXTRA_SIZE_CHOICES = [
  { renderKind: 0, label: "None", detail: "the 1200×628 landscape only" },
  ...EXTRA_SIZES.map((s) => ({ renderKind: s.bit, label: s.name, detail: `${s.width}×${s.height}` })),
  { renderKind: 31, label: "All social sizes", detail: "Post, Story, Vertical and Pin" },
  { renderKind: 992, label: "All display banners", detail: "the five IAB sizes" },
  { renderKind: 1023, label: "Every size", detail: "social and display" },
] as const;

export const RENDER_STATES: Record<number, { label: string; tone: "slate" | "brand" | "green" | "red" | "amber" }> = {
  0: { label: "Waiting", tone: "slate" },
  1: { label: "Queued", tone: "slate" },
  2: { label: "Preparing", tone: "brand" },
  3: { label: "Rendering", tone: "brand" },
  4: { label: "Finalizing", tone: "brand" },
  5: { label: "Done", tone: "green" },
  6: { label: "Failed", tone: "red" },
  7: { label: "Cancelled", tone: "amber" },
};

export const DOWNLOAD_KINDS = {
  png: { format: 0, lowResolution: false, label: "PNG", extension: "png" },
  jpeg: { format: 1, lowResolution: false, label: "JPEG", extension: "jpg" },
  pdf: { format: 2, lowResolution: false, label: "PDF", extension: "pdf" },
  low: { format: 1, lowResolution: true, label: "Low-res JPEG", extension: "jpg" },
} as const;
export type DownloadKind = keyof typeof DOWNLOAD_KINDS;
