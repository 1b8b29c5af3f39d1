import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { deltaE2000, hexToLab, labToLch, rgbToLab } from "./color";
import { TOO_CLOSE, type DominantColor } from "./harmony";
import { findPreset, PRESETS } from "./presets";
import type { SceneRecipe } from "./recipe";
import { mainColor } from "./recipe-colors";
import { framed, framingFor } from "./compositions";
import { renderScene } from "./render-scene";
import { isSeamlessWhiteOrBlack, productSceneDistance, styleReferenced } from "./style-reference";

/** A product mostly of one colour with a small cream label. */
const product = (r: number, g: number, b: number): DominantColor[] => [
  { r, g, b, share: 0.85 },
  { r: 245, g: 240, b: 232, share: 0.15 },
];
const RED = product(200, 40, 40);
const BLUE = product(40, 80, 200);

async function thumb(recipe: SceneRecipe): Promise<Buffer> {
  // The same stand-in product in every render: only the scene may differ.
  const png = await renderScene(recipe, { width: 256, height: 256 }, { placeholder: "tall" });
  return sharp(png).resize(64, 64).removeAlpha().raw().toBuffer();
}

const meanAbsDiff = (a: Buffer, b: Buffer) => {
  let d = 0;
  for (let i = 0; i < a.length; i += 1) d += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return d / a.length;
};

describe("styleReferenced", () => {
  it("gives a red and a blue product clearly different scenes from the same preset, both unlike the preset itself", async () => {
    for (const id of ["terracotta_background", "light_grey_background", "pastel_pink_podium_spheres"]) {
      const preset = findPreset(id)!.recipe;
      const [plain, red, blue] = await Promise.all([thumb(preset), thumb(styleReferenced(preset, RED)), thumb(styleReferenced(preset, BLUE))]);
      // Mean difference per channel of 64x64 thumbnails, 0..255.
      expect(meanAbsDiff(red, blue), `${id}: red vs blue`).toBeGreaterThan(6);
      expect(meanAbsDiff(red, plain), `${id}: red vs preset`).toBeGreaterThan(4);
      expect(meanAbsDiff(blue, plain), `${id}: blue vs preset`).toBeGreaterThan(4);
    }
  }, 30_000);

  it("leans the palette toward the product: a blue product cools a warm set, a red one warms a grey one", () => {
    const warm = labToLch(hexToLab(mainColor(styleReferenced(findPreset("terracotta_background")!.recipe, BLUE), "wall")!));
    const terracotta = labToLch(hexToLab(mainColor(findPreset("terracotta_background")!.recipe, "wall")!));
    // Terracotta (hue ~50) turns toward the blue product's harmonies, away from its own hue.
    expect(Math.abs(warm.h - terracotta.h)).toBeGreaterThan(10);
    const grey = labToLch(hexToLab(mainColor(styleReferenced(findPreset("light_grey_background")!.recipe, RED), "wall")!));
    expect(grey.C).toBeGreaterThan(3);
    expect(grey.h < 80 || grey.h > 330, `tint hue ${grey.h}`).toBe(true);
  });

  it("never leaves the wall, floor or stage too close to the product's colour, on any preset but a seamless white or black one", () => {
    const products = [RED, BLUE, product(46, 158, 79), product(247, 213, 29), product(244, 167, 192), product(250, 250, 250), product(15, 15, 15), product(225, 209, 181), product(142, 142, 142), product(27, 42, 74)];
    // A white or black wall or floor stays as it is (the next test); every other set is parted.
    const seamless = (recipe: SceneRecipe) => isSeamlessWhiteOrBlack([mainColor(recipe, "wall")!]) || isSeamlessWhiteOrBlack([recipe.floor.color]);
    expect(PRESETS.filter((p) => seamless(p.recipe)).length, "presets with a white or black set").toBeLessThan(PRESETS.length / 3);
    for (const p of PRESETS.filter((preset) => !seamless(preset.recipe))) {
      for (const colors of products) {
        const d = productSceneDistance(styleReferenced(p.recipe, colors), colors);
        expect(d, `${p.id} with rgb(${colors[0]!.r},${colors[0]!.g},${colors[0]!.b})`).toBeGreaterThanOrEqual(TOO_CLOSE);
      }
    }
  });

  it("parts a pink product from a pink wall in the rendered picture", async () => {
    const pink = product(244, 167, 192);
    const preset = findPreset("soft_pink_background")!.recipe;
    const pinkLab = rgbToLab(pink[0]!);
    const wallAt = async (recipe: SceneRecipe) => {
      const { data } = await sharp(await renderScene(recipe, { width: 128, height: 128 })).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      // Upper middle of the wall, where the product's shoulders would be.
      const i = (30 * 128 + 64) * 3;
      return rgbToLab({ r: data[i]!, g: data[i + 1]!, b: data[i + 2]! });
    };
    expect(deltaE2000(pinkLab, await wallAt(preset))).toBeLessThan(TOO_CLOSE);
    expect(deltaE2000(pinkLab, await wallAt(styleReferenced(preset, pink)))).toBeGreaterThanOrEqual(TOO_CLOSE);
  });

  it("keeps a neutral product's scene in its own hues, and is a pure, repeatable function", () => {
    const preset = findPreset("sage_green_background")!.recipe;
    const before = JSON.stringify(preset);
    const black = styleReferenced(preset, product(15, 15, 15));
    expect(JSON.stringify(preset)).toBe(before);
    expect(styleReferenced(preset, product(15, 15, 15))).toEqual(black);
    const h0 = labToLch(hexToLab(mainColor(preset, "wall")!)).h;
    const h1 = labToLch(hexToLab(mainColor(black, "wall")!)).h;
    expect(Math.abs(h1 - h0)).toBeLessThan(8);
  });

  it("keeps White Background white and Black Background black behind a product of the same colour, in the rendered creative", async () => {
    // A white and a black product as the photoshoot places them: framed, with its own cutout.
    const cutout = (v: number) =>
      sharp({ create: { width: 120, height: 200, channels: 4, background: { r: v, g: v, b: v, alpha: 1 } } }).png().toBuffer();
    const backdropL = async (presetId: string, colors: DominantColor[], v: number) => {
      const recipe = framed(styleReferenced(findPreset(presetId)!.recipe, colors), framingFor(0, false));
      const png = await renderScene(recipe, { width: 200, height: 200 }, { product: { image: await cutout(v) } });
      const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      // The wall in the two upper corners, clear of the product.
      const at = (x: number, y: number) => rgbToLab({ r: data[(y * 200 + x) * 3]!, g: data[(y * 200 + x) * 3 + 1]!, b: data[(y * 200 + x) * 3 + 2]! }).L;
      return Math.min(at(12, 12), at(188, 12));
    };
    for (const colors of [product(250, 250, 250), product(215, 215, 212), product(230, 225, 215)]) {
      expect(await backdropL("white_background", colors, 245), `white preset, product rgb(${colors[0]!.r})`).toBeGreaterThanOrEqual(92);
    }
    expect(await backdropL("black_background", product(15, 15, 15), 20)).toBeLessThanOrEqual(15);
  });
});
