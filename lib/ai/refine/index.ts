// The refine brush's one door: strokes in, a refined mask out. Everything else is private to it.
import "server-only";

export { strokeRegion } from "./strokes";
export type { BrushStroke, Rect } from "./strokes";
export { refineWithBrush } from "./brush";
