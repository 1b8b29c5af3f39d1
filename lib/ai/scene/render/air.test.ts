import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { findPreset } from "../presets";
import { airField, airScale, grainTable } from "./air";
import { applyAir } from "./air-pixels";
import { sceneCtx } from "./context";
import { backLayers } from "./layers";

/** Two documents of one SvgDoc as one: both defs, then both bodies. */
function joined(a: string, b: string): string {
  const parts = (svg: string) => {
    const open = svg.indexOf("<defs>");
    const close = svg.indexOf("</defs>");
    return { root: svg.slice(0, open), defs: svg.slice(open + "<defs>".length, close), body: svg.slice(close + "</defs>".length, -"</svg>".length) };
  };
  const [x, y] = [parts(a), parts(b)];
  return `${x.root}<defs>${x.defs}${y.defs}</defs>${x.body}${y.body}</svg>`;
}

/** The stage with its air drawn by librsvg at full size, beside the same through airField + applyAir. */
async function both(presetId: string, W: number, H: number) {
  const c = sceneCtx(findPreset(presetId)!.recipe, W, H, "tall", 3);
  const back = await backLayers(c);
  const whole = joined(back.stage.toString(), back.air!.toString());
  const reference = await sharp(Buffer.from(whole)).raw().toBuffer();
  const ours = await sharp(back.stage).raw().toBuffer();
  applyAir(ours, W, H, await airField(back.air!, W, H, airScale(c)), null);
  return { reference, ours };
}

describe("the air drawn small", () => {
  it.each([
    ["gray_shadowy_room_sunlight_streaming_studio", 1000, 375], // window gobo, beams, haze, vignette
    ["concrete_studio_spotlight", 837, 314], // spotlight and its dark surround
    ["white_background", 600, 600],
  ])("matches librsvg drawing it over the stage at full size (%s)", async (id, W, H) => {
    const { reference, ours } = await both(id, W, H);
    let worst = 0;
    let total = 0;
    for (let i = 0; i < ours.length; i += 1) {
      if (i % 4 === 3) continue;
      const d = Math.abs(ours[i]! - reference[i]!);
      worst = Math.max(worst, d);
      total += d;
    }
    expect(worst).toBeLessThanOrEqual(4);
    expect(total / (ours.length * 0.75)).toBeLessThan(1);
  });

  it("blends grain exactly as sharp's overlay composite does", async () => {
    const W = 64;
    const H = 32;
    const grey = new Uint8Array(128 * 128).map((_, i) => (i * 37) & 255);
    const base = Buffer.alloc(W * H * 4);
    for (let i = 0; i < W * H; i += 1) base.set([(i * 5) & 255, (i * 11) & 255, (i * 3) & 255, 255], i * 4);
    const grainRgba = Buffer.alloc(W * H * 4);
    for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) grainRgba.fill(grey[y * 128 + x]!, (y * W + x) * 4, (y * W + x) * 4 + 3).writeUInt8(51, (y * W + x) * 4 + 3);
    const expected = await sharp(base, { raw: { width: W, height: H, channels: 4 } }).composite([{ input: grainRgba, raw: { width: W, height: H, channels: 4 }, blend: "overlay" }]).raw().toBuffer();
    const ours = Buffer.from(base);
    applyAir(ours, W, H, null, { size: 128, grey, alpha: 0.2, table: await grainTable(0.2) });
    expect([...ours]).toEqual([...expected]);
  });

  // Draws the whole back stage several times (5–10 s alone, 30 s+ with the suite on a loaded machine).
  it("lays the light under the props only as far as their alpha lets it", { timeout: 90_000 }, async () => {
    const W = 600;
    const H = 300;
    const c = sceneCtx(findPreset("white_studio_podium_softbox")!.recipe, W, H, "tall", 3);
    const back = await backLayers(c);
    const light = await airField(back.underLight!, W, H, airScale(c));
    const stage = await sharp(back.stage).raw().toBuffer();
    const keepOff = new Uint8Array(W * H);
    for (let i = 0; i < keepOff.length; i += 1) keepOff[i] = i % W < W / 3 ? 0 : i % W < (2 * W) / 3 ? 128 : 255;
    const full = Buffer.from(stage);
    applyAir(full, W, H, light, null);
    const kept = Buffer.from(stage);
    applyAir(kept, W, H, light, null, keepOff);
    let lit = 0;
    for (let i = 0; i < W * H; i += 1) {
      for (let k = 0; k < 3; k += 1) {
        const [s, f, o] = [stage[i * 4 + k]!, full[i * 4 + k]!, kept[i * 4 + k]!];
        if (keepOff[i] === 0) expect(o).toBe(f);
        else if (keepOff[i] === 255) expect(o).toBe(s);
        else expect(Math.abs(o - (s + f) / 2)).toBeLessThanOrEqual(1);
        if (f !== s) lit += 1;
      }
    }
    expect(lit).toBeGreaterThan(W * H);
  });
});
