import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { canvasesFor } from "@/lib/services/photoshoot/canvas";
import { sceneForTask } from "@/lib/services/photoshoot/scene-for-task";
import type { ProductAnalysis, PromptObject } from "@/lib/db/schema/photoshoot";
import { framingFor, retakeFraming, STANDING_FRAMINGS, TOP_VIEW_FRAMINGS } from "./compositions";
import { findPreset } from "./presets";
import type { ShapeClass } from "./recipe";
import { placeProduct } from "./render-scene";
import { safeAreaOf } from "./render/layout";

// Real cutouts the composition was not tuned on (the bench and the contact sheet use others):
// a tall kettle, a wide syringe, a round ball, a square-ish drum, and a garment laid flat.
const DIR = "bench/segmenter/photos";
const PRODUCTS: Array<{ file: string; shape: ShapeClass; flatLay?: boolean }> = [
  { file: "cutouts/kettle.png", shape: "square" },
  { file: "cutouts/syringe.png", shape: "wide" },
  { file: "cutouts/soccer.png", shape: "round" },
  { file: "cutouts/drum-tomtom-floor.png", shape: "tall" },
  { file: "garments/trousers.png", shape: "tall", flatLay: true },
];
const SIZES = canvasesFor(1023, false);

const analysis = (shape: ShapeClass, flatLay = false): ProductAnalysis => ({
  dominantColors: [],
  shapeClass: shape,
  box: { left: 0, top: 0, width: 1, height: 1 },
  look: { kind: null, colour: null, pose: flatLay ? "flatLay" : "standing" },
});

async function boxesOf(po: PromptObject, product: (typeof PRODUCTS)[number], position: number) {
  const image = readFileSync(`${DIR}/${product.file}`);
  const scene = sceneForTask(po, { productName: "Item", analysis: analysis(product.shape, product.flatLay), useStyleReference: false, position });
  return Promise.all(SIZES.map(async (size) => ({ size, box: (await placeProduct(scene.recipe, size, { image, shapeClass: product.shape }, 11)).cutout })));
}

describe("compositions", () => {
  it("moves a redo's framing away from its slot's, take after take, inside the safe area", () => {
    for (const framing of [...STANDING_FRAMINGS, ...TOP_VIEW_FRAMINGS]) {
      expect(retakeFraming(framing, 0)).toEqual(framing);
      const takes = [framing, ...[1, 2, 3, 4].map((take) => retakeFraming(framing, take))];
      expect(new Set(takes.map((f) => f.x)).size).toBe(takes.length);
      for (const f of takes.slice(1)) {
        expect(Math.abs(f.x - framing.x)).toBeGreaterThanOrEqual(0.05);
        expect(f.x).toBeGreaterThanOrEqual(0.3);
        expect(f.x).toBeLessThanOrEqual(0.7);
        expect(f.fill).toBeGreaterThanOrEqual(0.5);
        expect(f.fill).toBeLessThanOrEqual(0.8);
        expect(f.topView).toBe(framing.topView);
      }
    }
  });

  it("has six different framings for standing and for flat-lay products", () => {
    for (const list of [STANDING_FRAMINGS, TOP_VIEW_FRAMINGS]) {
      expect(list).toHaveLength(6);
      expect(new Set(list.map((f) => `${f.x}|${f.fill}|${f.horizon}|${f.low}`)).size).toBe(6);
      for (const f of list) {
        expect(f.fill).toBeGreaterThanOrEqual(0.5);
        expect(f.fill).toBeLessThanOrEqual(0.8);
      }
    }
    expect(framingFor(6, false)).toEqual(framingFor(0, false));
    expect(framingFor(2, true).topView).toBe(true);
  });

  it("sizes the product 0.5-0.8 of the canvas height (or of the safe area's width) and keeps it inside the safe area, in every renderKind size", async () => {
    const failures: string[] = [];
    for (const product of PRODUCTS) {
      for (let position = 0; position < 6; position += 1) {
        for (const { size, box } of await boxesOf({ tag: "preset", preset: "pastel_pink_podium_spheres" }, product, position)) {
          const safe = safeAreaOf(size.width, size.height, size.safeArea);
          const extent = Math.max(box.height / size.height, box.width / safe.width);
          const inside = box.left >= safe.left - 1 && box.top >= safe.top - 1 && box.left + box.width <= safe.left + safe.width + 1 && box.top + box.height <= safe.top + safe.height + 1;
          if (extent < 0.5 - 0.005 || extent > 0.8 + 0.005 || !inside) failures.push(`${product.file} #${position} ${size.width}x${size.height}: extent ${extent.toFixed(3)}${inside ? "" : " outside the safe area"}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("gives six tasks of one preset six distinct product placements on the primary canvas, the cycled sixth included", async () => {
    for (const product of PRODUCTS.slice(0, 3)) {
      const boxes = await Promise.all([0, 1, 2, 3, 4, 5].map(async (p) => (await boxesOf({ tag: "preset", preset: "white_marble_kitchen_counter" }, product, p))[0]!.box));
      const keys = boxes.map((b) => `${b.left},${b.top},${b.width},${b.height}`);
      expect(new Set(keys).size).toBe(6);
      // Far apart, not a pixel's nudge: at least three differ by a tenth of the canvas in place or size.
      const far = (a: (typeof boxes)[number], b: (typeof boxes)[number]) => Math.abs(a.left + a.width / 2 - (b.left + b.width / 2)) > 167 || Math.abs(a.height - b.height) > 63 || Math.abs(a.top + a.height - (b.top + b.height)) > 63;
      const groups: typeof boxes = [];
      for (const b of boxes) if (!groups.some((g) => !far(g, b))) groups.push(b);
      expect(groups.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("frames a prompt cycled into the sixth task differently from its first", async () => {
    const prompts: PromptObject[] = [{ tag: "custom", prompt: "on a wooden dock by a lake" }, ...["white_background", "sage_green_background", "terracotta_background", "navy_blue_background"].map((preset) => ({ tag: "preset" as const, preset }))];
    const first = sceneForTask(prompts[0 % 5]!, { productName: "Item", analysis: analysis("tall"), useStyleReference: false, position: 0 });
    const sixth = sceneForTask(prompts[5 % 5]!, { productName: "Item", analysis: analysis("tall"), useStyleReference: false, position: 5 });
    expect(sixth.recipe.framing).not.toEqual(first.recipe.framing);
    const product = PRODUCTS[0]!;
    const [a] = await boxesOf(prompts[0]!, product, 0);
    const [b] = await boxesOf(prompts[0]!, product, 5);
    expect(Math.abs(a!.box.left - b!.box.left)).toBeGreaterThan(100);
  });

  it("sees flat-lay products from above: no horizon, no podium, the product centred on the surface", () => {
    const scene = sceneForTask({ tag: "preset", preset: "pastel_pink_podium_spheres" }, { productName: "Tee", analysis: analysis("square", true), useStyleReference: false, position: 0 });
    expect(scene.recipe.framing?.topView).toBe(true);
    // No horizon in the picture: the floor fills it (horizon above the top) or lies below the bottom edge.
    expect(scene.recipe.floor.horizon < 0 || scene.recipe.floor.horizon > 1).toBe(true);
    expect(scene.recipe.backdrop.scenery).toBeUndefined();
    expect(["fabric", "wood", "matte", "marble", "stone", "terrazzo", "sand", "concrete", "tile", "snow", "grass"]).toContain(scene.recipe.floor.surface.kind);
    const standing = sceneForTask({ tag: "preset", preset: "pastel_pink_podium_spheres" }, { productName: "Tee", analysis: analysis("square"), useStyleReference: false, position: 0 });
    expect(standing.recipe.props.some((p) => p.stage)).toBe(true);
    expect(findPreset("pastel_pink_podium_spheres")!.recipe.props.some((p) => p.stage)).toBe(true);
  });
});
