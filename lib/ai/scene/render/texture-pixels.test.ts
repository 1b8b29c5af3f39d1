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

  it("leaves scenes with props behind the product or bokeh to librsvg", async () => {
    for (const id of ["natural_beige_background", "white_studio_podium_softbox"]) {
      const laid = await backLayers(sceneCtx(findPreset(id)!.recipe, 800, 300, "tall", 5));
      expect(laid.textures, id).toEqual([]);
    }
  });
});
