import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { findPreset, PRESETS } from "./presets";
import { renderPresetPreview, UnknownPresetError } from "./preview";
import { renderScene } from "./render-scene";

async function thumb(png: Buffer): Promise<Buffer> {
  return sharp(png).resize(16, 16).removeAlpha().raw().toBuffer();
}

const meanAbsDiff = (a: Buffer, b: Buffer) => {
  let d = 0;
  for (let i = 0; i < a.length; i += 1) d += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return d / a.length;
};

describe("renderScene", () => {
  it("renders every preset as a PNG of the asked size, each visibly different from the others", async () => {
    const thumbs: Array<{ id: string; t: Buffer }> = [];
    for (const p of PRESETS) {
      const png = await renderScene(p.recipe, { width: 128, height: 128 }, { placeholder: "tall" });
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height], p.id).toEqual(["png", 128, 128]);
      const { channels } = await sharp(png).stats();
      // Not a flat fill: the stand-in product and the scene's light give real variance.
      expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev)), p.id).toBeGreaterThan(8);
      thumbs.push({ id: p.id, t: await thumb(png) });
    }
    let closest = { d: Infinity, pair: "" };
    for (let i = 0; i < thumbs.length; i += 1) {
      for (let j = i + 1; j < thumbs.length; j += 1) {
        const a = thumbs[i]!;
        const b = thumbs[j]!;
        const d = meanAbsDiff(a.t, b.t);
        if (d < closest.d) closest = { d, pair: `${a.id} ~ ${b.id}` };
      }
    }
    // Average difference of 16x16 thumbnails, in 0..255 levels per channel.
    expect(closest.d, closest.pair).toBeGreaterThan(4);
  }, 60_000);

  it("recomposes for wide and tall canvases instead of failing or stretching", async () => {
    const recipe = findPreset("warm_oak_kitchen_counter")!.recipe;
    for (const [width, height] of [
      [300, 112],
      [108, 192],
      [97, 61],
    ] as const) {
      const meta = await sharp(await renderScene(recipe, { width, height }, { placeholder: "square" })).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
    await expect(renderScene(recipe, { width: 8, height: 8 })).rejects.toThrow(RangeError);
  });

  it("composites a real cutout unchanged and grounds it with a shadow", async () => {
    // A 60x100 red block with a transparent margin: the renderer trims it to its mask.
    const cut = await sharp({ create: { width: 80, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 60, height: 100, channels: 4, background: { r: 210, g: 30, b: 40, alpha: 1 } } }, left: 10, top: 10 }])
      .png()
      .toBuffer();
    const recipe = findPreset("white_background")!.recipe;
    const png = await renderScene(recipe, { width: 256, height: 256 }, { product: { image: cut, shapeClass: "tall" } });
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    // Find the product's box by its colour along the middle column.
    const column = Array.from({ length: info.height }, (_, y) => at(128, y));
    const rows = column.map((c, y) => (c[0] === 210 && c[1] === 30 && c[2] === 40 ? y : -1)).filter((y) => y >= 0);
    expect(rows.length).toBeGreaterThan(60);
    const bottom = Math.max(...rows);
    // Just under the product the floor is darker than the open floor beside it: a contact shadow.
    const under = at(128, bottom + 2);
    const open = at(20, bottom + 2);
    expect(under[0]! + under[1]! + under[2]!).toBeLessThan(open[0]! + open[1]! + open[2]! - 30);
  });

  it("uses a mask when one is given instead of the image's alpha", async () => {
    const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer();
    const mask = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#000000" } })
      .composite([{ input: { create: { width: 20, height: 30, channels: 3, background: "#ffffff" } }, left: 10, top: 5 }])
      .greyscale()
      .png()
      .toBuffer();
    const png = await renderScene(findPreset("light_grey_background")!.recipe, { width: 200, height: 200 }, { product: { image, mask, shapeClass: "tall" } });
    const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let blue = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i] === 20 && data[i + 1] === 90 && data[i + 2] === 200) blue += 1;
    // The 20x30 masked area, scaled onto the stage: a tall narrow product, not the full square.
    expect(blue).toBeGreaterThan(500);
    expect(blue).toBeLessThan(200 * 200 * 0.25);
  });
  it("refuses a cutout with nothing in it rather than rendering an empty scene", async () => {
    const empty = await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    await expect(renderScene(findPreset("white_background")!.recipe, { width: 64, height: 64 }, { product: { image: empty } })).rejects.toThrow(/no opaque pixels/);
  });
});

describe("renderPresetPreview", () => {
  it("renders a 512 px preview, the same pixels twice (its speed is a benchmark's business, not a unit test's)", async () => {
    const [a, b] = [await renderPresetPreview("gray_shadowy_room_sunlight_streaming_studio", 512), await renderPresetPreview("gray_shadowy_room_sunlight_streaming_studio", 512)];
    const meta = await sharp(a).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(a.equals(b)).toBe(true);
    const { channels } = await sharp(a).stats();
    // A scene, not a flat fill: the shadowy room's light varies across the frame.
    expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(5);
  });

  it("rejects unknown preset ids", async () => {
    await expect(renderPresetPreview("no_such_preset", 64)).rejects.toBeInstanceOf(UnknownPresetError);
  });
});
