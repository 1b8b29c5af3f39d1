import { EXTRA_SIZES } from "./photoshoot-options";

/** One stored image of a creative, as a person picks it: "Story 1080×1920". */
export interface CreativeSize {
  /** "WIDTHxHEIGHT", the Download endpoint's `size` */
  key: string;
  name: string;
  width: number;
  height: number;
  /** the task's primary image (the contract's landscape), downloaded without `size` */
  primary: boolean;
}

/**
 * The sizes a finished creative was rendered in, from the task's `variants` (the primary canvas
 * first, then each extra renderKind size). The primary is the landscape whatever its pixels
 * (1674×628 with the safe margin, 1200×628 without); the others are named by their pixels.
 */
export function creativeSizes(variants: ReadonlyArray<{ width: number; height: number }> | null | undefined): CreativeSize[] {
  return (variants ?? []).map((v, index) => ({
    key: `${v.width}x${v.height}`,
    name: index === 0 ? "Landscape" : (EXTRA_SIZES.find((s) => s.width === v.width && s.height === v.height)?.name ?? "Size"),
    width: v.width,
    height: v.height,
    primary: index === 0,
  }));
}

export const sizeLabel = (size: CreativeSize) => `${size.name} ${size.width}×${size.height}`;

/** A file-name part of letters, digits and dashes only (ZIP tools and every OS agree on these). */
export function fileSlug(text: string, maxLength = 40): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, maxLength).replace(/-+$/, "");
}

/**
 * A ZIP entry's name that says which creative, which scene and which size it is, so the files of
 * a photoshoot sort by creative and read without opening them: `02-on-a-warm-oak-counter-story-1080x1920.png`.
 */
export function zipEntryName(index: number, prompt: { tag: "preset"; preset: string } | { tag: "custom"; prompt: string }, size: CreativeSize): string {
  const scene = (prompt.tag === "preset" ? fileSlug(prompt.preset) : fileSlug(prompt.prompt.split(/\s+/).slice(0, 6).join(" "))) || "custom-scene";
  return `${String(index + 1).padStart(2, "0")}-${scene}-${fileSlug(size.name)}-${size.key}.png`;
}
