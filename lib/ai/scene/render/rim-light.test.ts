import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { findPreset } from "../presets";
import type { SceneRecipe } from "../recipe";
import { sceneCtx } from "./context";
import { prepareCutout, type PreparedCutout } from "./cutout";
import { rimLightOverlay } from "./rim-light";

/** A bottle with anti-aliased edges, as a real cutout has. */
async function bottle(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="300"><path d="M45 10 H75 V70 Q110 90 110 130 V280 Q110 292 98 292 H22 Q10 292 10 280 V130 Q10 90 45 70 Z" fill="#2a4cb8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const SIZE = { width: 600, height: 300 };

function recipeWith(azimuth: number, softness: number, temperature = 3000): SceneRecipe {
  const recipe: SceneRecipe = structuredClone(findPreset("light_blue_background")!.recipe);
  recipe.light = { ...recipe.light, azimuth, softness, temperature, intensity: 0.9 };
  return recipe;
}

async function rim(recipe: SceneRecipe) {
  const c = sceneCtx(recipe, SIZE.width, SIZE.height, "tall", 1);
  const cut = await prepareCutout({ image: await bottle(), shapeClass: "tall" }, c.stage);
  return { cut, layer: rimLightOverlay(c, cut, SIZE) };
}

/** The layer's summed alpha on the outside of the left and right edges at mid-height rows. */
function sides(cut: PreparedCutout, layer: NonNullable<Awaited<ReturnType<typeof rim>>["layer"]>) {
  const at = (x: number, y: number) => layer.data[((y - layer.top!) * layer.width + (x - layer.left!)) * 4 + 3] ?? 0;
  let left = 0;
  let right = 0;
  for (let y = cut.top + Math.round(cut.height * 0.45); y < cut.top + cut.height * 0.75; y += 1) {
    const mid = cut.left + Math.round(cut.width / 2);
    for (let x = layer.left!; x < mid; x += 1) left += at(x, y);
    for (let x = mid; x < layer.left! + layer.width; x += 1) right += at(x, y);
  }
  return { left, right, at };
}

describe("rim light", () => {
  it("lines the silhouette on the key light's side in the light's colour, none on the far side, none on opaque product pixels or at the base", async () => {
    const { cut, layer } = await rim(recipeWith(-70, 0.2, 2900));
    expect(layer?.blend).toBe("screen");
    const { left, right, at } = sides(cut, layer!);
    expect(left).toBeGreaterThan(2000);
    expect(right).toBe(0);
    // Warm light: the rim is warm (red above blue).
    const i = layer!.data.findIndex((v, k) => k % 4 === 3 && v > 0) - 3;
    expect(layer!.data[i]!).toBeGreaterThan(layer!.data[i + 2]!);
    // Nothing where the product is opaque, nothing on the base rows.
    for (let y = cut.top; y < cut.top + cut.height; y += 1) {
      for (let x = cut.left; x < cut.left + cut.width; x += 1) {
        if (cut.rgba[((y - cut.top) * cut.width + (x - cut.left)) * 4 + 3] === 255) expect(at(x, y)).toBe(0);
      }
    }
    const base = cut.top + cut.height - 1;
    for (let x = layer!.left!; x < layer!.left! + layer!.width; x += 1) expect(at(x, base)).toBe(0);
  });

  it("follows the light to the other side", async () => {
    const { cut, layer } = await rim(recipeWith(70, 0.2));
    const { left, right } = sides(cut, layer!);
    expect(right).toBeGreaterThan(2000);
    expect(left).toBe(0);
  });

  it("is fainter under a soft light and absent under a frontal one", async () => {
    const hard = await rim(recipeWith(-70, 0));
    const soft = await rim(recipeWith(-70, 1));
    const peak = (l: typeof hard.layer) => (l ? Math.max(...l.data.filter((_, k) => k % 4 === 3)) : 0);
    expect(peak(soft.layer)).toBeLessThan(peak(hard.layer) * 0.6);
    expect((await rim(recipeWith(0, 0.2))).layer).toBeNull();
  });
});
