import { describe, expect, it } from "vitest";
import { REFINE_LIMITS, brushStrokeSchema } from "@/lib/schemas/photoshoot";
import {
  BRUSH_SIZE,
  STROKE_LIMITS,
  ZOOM_STEPS,
  addPoint,
  canRedo,
  canUndo,
  currentAsset,
  imageRadius,
  isEdited,
  nextBrushSize,
  nextZoom,
  pushAsset,
  redo,
  revert,
  startHistory,
  toImagePoint,
  undo,
  type BrushStroke,
} from "./refine-brush";

describe("the refine brush's strokes", () => {
  it("keeps the service's limits", () => {
    expect(STROKE_LIMITS).toEqual(REFINE_LIMITS);
  });

  it("maps a pointer on the zoomed photo to the photo's pixels, clamped to the frame", () => {
    // A 900×700 photo shown at 450×350 from (100, 50), i.e. half size.
    const box = { left: 100, top: 50, width: 450, height: 350 };
    const image = { width: 900, height: 700 };
    expect(toImagePoint(100, 50, box, image)).toEqual([0, 0]);
    expect(toImagePoint(325, 225, box, image)).toEqual([450, 350]);
    expect(toImagePoint(550, 400, box, image)).toEqual([900, 700]);
    // Off the photo (a stroke that runs over the edge) stays on its border.
    expect(toImagePoint(20, 500, box, image)).toEqual([0, 700]);
    // Zoomed 4× and scrolled: the box starts off-screen to the left.
    expect(toImagePoint(0, 0, { left: -1000, top: -400, width: 3600, height: 2800 }, image)).toEqual([250, 100]);
  });

  it("gives the radius in the photo's pixels for the diameter on screen, within the service's range", () => {
    expect(imageRadius(28, 0.5)).toBe(28); // half size on screen: 14 px on screen are 28 in the photo
    expect(imageRadius(28, 4)).toBe(3.5);
    expect(imageRadius(4, 100)).toBe(1);
    expect(imageRadius(120, 0.01)).toBe(STROKE_LIMITS.radius);
  });

  it("drops pointer positions closer than a quarter radius, and says when a stroke is full", () => {
    const stroke: BrushStroke = { mode: "keep", radius: 20, points: [] };
    expect(addPoint(stroke, [10, 10])).toBe(true);
    expect(addPoint(stroke, [12, 10])).toBe(true);
    expect(stroke.points).toEqual([[10, 10]]);
    addPoint(stroke, [15, 10]);
    expect(stroke.points).toEqual([
      [10, 10],
      [15, 10],
    ]);
    for (let x = 20; stroke.points.length < STROKE_LIMITS.points; x += 5) expect(addPoint(stroke, [x, 10])).toBe(true);
    expect(addPoint(stroke, [1e5, 10])).toBe(false);
    expect(stroke.points).toHaveLength(STROKE_LIMITS.points);
    expect(brushStrokeSchema.safeParse(stroke).success).toBe(true);
  });

  it("steps brush size and zoom within their ranges", () => {
    expect(nextBrushSize(BRUSH_SIZE.initial, 1)).toBe(BRUSH_SIZE.initial + BRUSH_SIZE.step);
    expect(nextBrushSize(BRUSH_SIZE.max, 1)).toBe(BRUSH_SIZE.max);
    expect(nextBrushSize(BRUSH_SIZE.min, -1)).toBe(BRUSH_SIZE.min);
    expect(nextZoom(1, 1)).toBe(1.5);
    expect(nextZoom(1, -1)).toBe(1);
    expect(nextZoom(ZOOM_STEPS.at(-1)!, 1)).toBe(ZOOM_STEPS.at(-1));
    expect(nextZoom(2.5, -1)).toBe(2);
  });
});

describe("the refine brush's history", () => {
  it("walks back and forth over the refined assets, and a new edit drops what was undone", () => {
    let h = startHistory("original");
    expect([canUndo(h), canRedo(h), isEdited(h)]).toEqual([false, false, false]);
    h = pushAsset(h, "a1");
    h = pushAsset(h, "a2");
    expect(currentAsset(h)).toBe("a2");
    h = undo(undo(undo(h)));
    expect(currentAsset(h)).toBe("original");
    h = redo(h);
    expect(currentAsset(h)).toBe("a1");
    expect(canRedo(h)).toBe(true);
    h = pushAsset(h, "b2");
    expect(h.assets).toEqual(["original", "a1", "b2"]);
    expect(canRedo(h)).toBe(false);
    h = revert(h);
    expect(h).toEqual(startHistory("original"));
  });
});
