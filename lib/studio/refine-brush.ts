/**
 * The studio's refine brush without React: strokes in the photo's own pixels, the history of
 * refined assets that undo and redo walk, and the zoom steps. No zod here (the page's bundle stays
 * small); refine-brush.test.ts keeps the limits inside the service's (lib/schemas/photoshoot.ts).
 */
export type BrushMode = "keep" | "remove";
export type ImagePoint = [number, number];

export interface BrushStroke {
  mode: BrushMode;
  /** in the photo's pixels */
  radius: number;
  points: ImagePoint[];
}

/** The service's limits on one request (REFINE_LIMITS). */
export const STROKE_LIMITS = { strokes: 200, points: 2000, radius: 500 } as const;

/** Brush sizes as the marketer sees them: the diameter on screen, whatever the zoom. */
export const BRUSH_SIZE = { min: 4, max: 120, step: 4, initial: 28 } as const;

/** Zoom factors over "fit"; 1 shows the whole photo. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4, 6, 8] as const;

export function nextZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((z) => z > zoom + 1e-6) ?? ZOOM_STEPS.at(-1)!;
  return [...ZOOM_STEPS].reverse().find((z) => z < zoom - 1e-6) ?? ZOOM_STEPS[0];
}

export function nextBrushSize(size: number, direction: 1 | -1): number {
  return Math.min(BRUSH_SIZE.max, Math.max(BRUSH_SIZE.min, size + direction * BRUSH_SIZE.step));
}

/** A pointer on the shown photo (its box on screen) → the photo's pixels, inside the frame. */
export function toImagePoint(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }, image: { width: number; height: number }): ImagePoint {
  const x = ((clientX - box.left) / box.width) * image.width;
  const y = ((clientY - box.top) / box.height) * image.height;
  return [round2(Math.min(image.width, Math.max(0, x))), round2(Math.min(image.height, Math.max(0, y)))];
}

/** The brush's radius in the photo's pixels for a diameter on screen at `pixelsPerImagePixel`. */
export function imageRadius(screenDiameter: number, pixelsPerImagePixel: number): number {
  return Math.min(STROKE_LIMITS.radius, Math.max(1, round2(screenDiameter / 2 / pixelsPerImagePixel)));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Adds a pointer position to a stroke. Positions closer than a quarter radius to the last kept one
 * add nothing the service would use (it skips them too), and a pointer reports hundreds a second.
 * Returns false when the stroke is full: the caller starts a new one there.
 */
export function addPoint(stroke: BrushStroke, point: ImagePoint): boolean {
  const last = stroke.points.at(-1);
  if (last && Math.hypot(point[0] - last[0], point[1] - last[1]) < stroke.radius / 4) return true;
  if (stroke.points.length >= STROKE_LIMITS.points) return false;
  stroke.points.push(point);
  return true;
}

/** The assets the brush has made, oldest first: undo and redo move along it without a request. */
export interface BrushHistory {
  /** [original, refined 1, refined 2, …] */
  assets: string[];
  at: number;
}

export const startHistory = (original: string): BrushHistory => ({ assets: [original], at: 0 });
export const currentAsset = (h: BrushHistory) => h.assets[h.at]!;
export const canUndo = (h: BrushHistory) => h.at > 0;
export const canRedo = (h: BrushHistory) => h.at < h.assets.length - 1;
export const undo = (h: BrushHistory): BrushHistory => (canUndo(h) ? { ...h, at: h.at - 1 } : h);
export const redo = (h: BrushHistory): BrushHistory => (canRedo(h) ? { ...h, at: h.at + 1 } : h);
/** A new refined asset after the current one; what was undone past it is gone, as in any editor. */
export const pushAsset = (h: BrushHistory, asset: string): BrushHistory => ({ assets: [...h.assets.slice(0, h.at + 1), asset], at: h.at + 1 });
/** Back to the uploaded cutout, forgetting the edits (the studio asks first). */
export const revert = (h: BrushHistory): BrushHistory => startHistory(h.assets[0]!);
export const isEdited = (h: BrushHistory) => h.assets.length > 1;
