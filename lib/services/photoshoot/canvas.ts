import type { CreativeSize } from "@/lib/ai/scene-renderer";
import { RENDER_KIND_SIZES } from "@/lib/schemas/image-generation";

/** The contract's primary canvas: 1674×628 with safe margins, or exactly 1200×628 without them. */
export function primaryCanvas(disableSafeMargin: boolean): CreativeSize {
  if (disableSafeMargin) return { width: 1200, height: 628 };
  // The margins are the parts a platform may crop to 1200×628: the product stays in the middle.
  return { width: 1674, height: 628, safeArea: { left: 237, top: 0, width: 1200, height: 628 } };
}

/**
 * The canvases of a task: the primary image first, then every further size of the renderKind bit
 * set. Landscape (bit 4, and renderKind 0) is the primary image itself, so it adds no variant.
 */
export function canvasesFor(renderKind: number, disableSafeMargin: boolean): CreativeSize[] {
  const extras = RENDER_KIND_SIZES.filter((size) => size.name !== "Landscape" && (renderKind & size.bit) !== 0);
  return [primaryCanvas(disableSafeMargin), ...extras.map(({ width, height }) => ({ width, height }))];
}
