import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { findPreset } from "../presets";
import { sceneCtx } from "./context";
import { backLayers } from "./layers";
import { applyTextures } from "./texture-pixels";

/** The stage with its textures drawn by librsvg, beside the same with them laid on in pixel code. */
async function both(presetId: string, W: number, H: number) {
  const c = sceneCtx(findPreset(presetId)!.recipe, W, H, "tall", 5);
  const drawn = await backLayers(c, { pixelTextures: false });
  const laid = await backLayers(c);
  const reference = await sharp(drawn.stage).raw().toBuffer();
  const ours = await sharp(laid.stage).raw().toBuffer();
  applyTextures(ours, W, H, laid.textures);
  return { reference, ours, textures: laid.textures.length, drawnTextures: drawn.textures.length };
}

describe("textures laid on in pixel code", () => {
  it.each([
    ["concrete_studio_spotlight", 1674, 628], // concrete wall and floor
    ["gray_shadowy_room_sunlight_streaming_studio", 1000, 375], // plaster wall
    ["desert_dunes_sunset", 1674, 628], // fine sand grain: a tile anchored between pixels
  ])("match librsvg's overlay-blended noise on the wall and floor (%s)", async (id, W, H) => {
    const { reference, ours, textures, drawnTextures } = await both(id, W, H);
    expect(textures).toBeGreaterThan(0);
    expect(drawnTextures).toBe(0);
    let total = 0;
    let within2 = 0;
    for (let i = 0; i < ours.length; i += 1) {
      if (i % 4 === 3) continue;
      const d = Math.abs(ours[i]! - reference[i]!);
      total += d;
      if (d <= 2) within2 += 1;
    }
    const count = ours.length * 0.75;
    // The grain's own pixels may sit a fraction of a pixel apart; its tone and strength may not.
    expect(total / count).toBeLessThan(0.8);
    expect(within2 / count).toBeGreaterThan(0.95);
  });

  it("keeps them off the props behind the product, and leaves a floor sweeping up the wall to librsvg", async () => {
    const W = 1000;
    const H = 375;
    const c = sceneCtx(findPreset("stone_plinth_gray")!.recipe, W, H, "tall", 5);
    const laid = await backLayers(c);
    expect(laid.textures.length).toBeGreaterThan(0);
    const propsAlpha = await sharp(laid.props!).extractChannel(3).raw().toBuffer();
    const before = await sharp(laid.stage).raw().toBuffer();
    const after = Buffer.from(before);
    applyTextures(after, W, H, laid.textures, propsAlpha);
    let covered = 0;
    let textured = 0;
    for (let i = 0; i < W * H; i += 1) {
      const moved = after[i * 4] !== before[i * 4] || after[i * 4 + 1] !== before[i * 4 + 1] || after[i * 4 + 2] !== before[i * 4 + 2];
      if (propsAlpha[i] === 255) {
        covered += 1;
        if (moved) throw new Error(`a prop's pixel ${i % W},${Math.floor(i / W)} was textured`);
      } else if (moved) textured += 1;
    }
    expect(covered).toBeGreaterThan(1000);
    expect(textured).toBeGreaterThan(W * H * 0.3);

    const sweep = await backLayers(sceneCtx(findPreset("natural_beige_background")!.recipe, 800, 300, "tall", 5));
    expect(sweep.textures).toEqual([]);
  });
});
