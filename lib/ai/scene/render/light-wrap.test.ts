import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { findPreset } from "../presets";
import type { SceneRecipe } from "../recipe";
import { renderScenePlaced } from "../render-scene";
import { sceneCtx } from "./context";
import { prepareCutout } from "./cutout";
import { lightWrapOverlay } from "./light-wrap";

/** A round-shouldered bottle with soft (anti-aliased) edges, as a real cutout has. */
async function bottle(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="300"><path d="M45 10 H75 V70 Q110 90 110 130 V280 Q110 292 98 292 H22 Q10 292 10 280 V130 Q10 90 45 70 Z" fill="#b8322a"/><rect x="10" y="160" width="100" height="70" fill="#f3eee4"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const SIZE = { width: 600, height: 300 };

async function render(recipe: SceneRecipe, image: Buffer) {
  const placed = await renderScenePlaced(recipe, SIZE, { product: { image, shapeClass: "tall" } });
  const { data } = await sharp(placed.png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { ...placed, data };
}

describe("light wrap and colour grade around the product", () => {
  it("leave every opaque product pixel exactly as the scaled cutout has it, under a strong grade", async () => {
    const image = await bottle();
    const recipe: SceneRecipe = structuredClone(findPreset("desert_dunes_sunset")!.recipe);
    recipe.atmosphere.grade = { exposure: 0.5, contrast: 0.6, saturation: 0.8, toning: 1 };
    const out = await render(recipe, image);
    const cut = await prepareCutout({ image, shapeClass: "tall" }, sceneCtx(recipe, SIZE.width, SIZE.height, "tall", 1).stage);
    expect(out.productBox).toEqual({ left: cut.left, top: cut.top, width: cut.width, height: cut.height });
    let opaque = 0;
    for (let y = 0; y < cut.height; y += 1) {
      for (let x = 0; x < cut.width; x += 1) {
        const s = (y * cut.width + x) * 4;
        if (cut.rgba[s + 3] !== 255) continue;
        const d = ((y + cut.top) * SIZE.width + x + cut.left) * 4;
        opaque += 1;
        if (out.data[d] !== cut.rgba[s] || out.data[d + 1] !== cut.rgba[s + 1] || out.data[d + 2] !== cut.rgba[s + 2]) {
          throw new Error(`product pixel (${x}, ${y}) changed`);
        }
      }
    }
    expect(opaque).toBeGreaterThan(5000);
  });

  it("lays a glow just outside the silhouette, stronger on the light's side, nothing at the base or on the product", async () => {
    const image = await bottle();
    const recipe: SceneRecipe = structuredClone(findPreset("light_blue_background")!.recipe);
    recipe.light.azimuth = -60; // light from the left
    const c = sceneCtx(recipe, SIZE.width, SIZE.height, "tall", 1);
    const cut = await prepareCutout({ image, shapeClass: "tall" }, c.stage);
    const scene = { data: new Uint8Array(SIZE.width * SIZE.height * 4).fill(230), width: SIZE.width, height: SIZE.height };
    const wrap = lightWrapOverlay(c, cut, scene);
    expect(wrap?.blend).toBe("screen");
    const raw = wrap!;
    const data = wrap!.data;
    const alphaAt = (x: number, y: number) => data[((y - wrap!.top!) * raw.width + (x - wrap!.left!)) * 4 + 3] ?? 0;
    const cutAlpha = (x: number, y: number) => cut.rgba[((y - cut.top) * cut.width + (x - cut.left)) * 4 + 3] ?? 0;
    const y = cut.top + Math.round(cut.height * 0.6);
    let left = cut.left;
    while (cutAlpha(left, y) < 255) left += 1;
    let right = cut.left + cut.width - 1;
    while (cutAlpha(right, y) < 255) right -= 1;
    const leftGlow = alphaAt(left - 2, y);
    const rightGlow = alphaAt(right + 2, y);
    expect(leftGlow).toBeGreaterThan(30);
    expect(rightGlow).toBeLessThan(leftGlow * 0.6);
    // Fades out away from the edge.
    expect(alphaAt(left - Math.round(cut.height * 0.12), y)).toBeLessThan(leftGlow / 4);
    // Nothing on opaque product pixels, nothing at the base.
    expect(alphaAt(left + 3, y)).toBe(0);
    const base = cut.top + cut.height - 1;
    for (let x = wrap!.left!; x < wrap!.left! + raw.width; x += 1) expect(alphaAt(x, base)).toBe(0);
  });

  it("does nothing on a black wall", async () => {
    const image = await bottle();
    const recipe = findPreset("light_blue_background")!.recipe;
    const c = sceneCtx(recipe, SIZE.width, SIZE.height, "tall", 1);
    const cut = await prepareCutout({ image, shapeClass: "tall" }, c.stage);
    const black = { data: new Uint8Array(SIZE.width * SIZE.height * 4).fill(0), width: SIZE.width, height: SIZE.height };
    expect(lightWrapOverlay(c, cut, black)).toBeNull();
  });
});
