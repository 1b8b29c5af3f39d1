import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderAdWithoutText } from "./render-ad";
import { slotsFor } from "./templates";
import { SAMPLE_BRAND } from "./testing";
import { placeInSlot, subjectBox } from "./placement";

/** A green 300×200 product low on a white 1080×1080 photo, as a photoshoot on white often frames it. */
async function productLow() {
  const product = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#10b020" } }).png().toBuffer();
  return sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#ffffff" } })
    .composite([{ input: product, left: 390, top: 820 }])
    .png()
    .toBuffer();
}

const isProduct = (data: Uint8Array, i: number) => data[i + 1]! > 140 && data[i]! < 90 && data[i + 2]! < 90;

describe("finished ads: the product stays in view", { timeout: 60_000 }, () => {
  it("finds the product on a plain backdrop, and none on a busy photo", async () => {
    const box = (await subjectBox(await productLow()))!;
    expect(box.x).toBeCloseTo(390 / 1080, 1);
    expect(box.y).toBeCloseTo(820 / 1080, 1);
    expect(box.width).toBeCloseTo(300 / 1080, 1);
    const noise = Buffer.alloc(96 * 96 * 3).map((_, i) => (i * 7919) % 251);
    expect(await subjectBox(await sharp(noise, { raw: { width: 96, height: 96, channels: 3 } }).png().toBuffer())).toBeNull();
  });

  it("shows the whole product above the panel of a 1080×1080 panel ad, where a centre crop cut it off", async () => {
    const size = { name: "Post", width: 1080, height: 1080 };
    const creative = await productLow();
    const { raw } = await renderAdWithoutText({ creative, size, template: "panel", texts: { headline: "Analog ist zurück", punchline: null, cta: "Kaufen" }, brand: SAMPLE_BRAND, language: "de" });
    const image = slotsFor("panel", size).image;
    let seen = 0;
    let belowPhoto = 0;
    for (let y = 0; y < raw.height; y++)
      for (let x = 0; x < raw.width; x++) {
        if (!isProduct(raw.data, (y * raw.width + x) * raw.channels)) continue;
        seen++;
        if (y >= image.y + image.height) belowPhoto++;
      }
    // The product's whole area is on the canvas (scaled no smaller than half), none of it under the panel.
    expect(seen).toBeGreaterThan(300 * 200 * 0.25 * 0.9);
    expect(belowPhoto).toBe(0);
    // And it is whole: its top and bottom rows both have a white margin around them inside the photo.
    const rows = [...Array(raw.height).keys()].filter((y) => [...Array(raw.width).keys()].some((x) => isProduct(raw.data, (y * raw.width + x) * raw.channels)));
    expect(Math.min(...rows)).toBeGreaterThan(image.y);
    expect(Math.max(...rows)).toBeLessThan(image.y + image.height - 1);
  });

  it("continues a shrunk photo past its edge without streaks", async () => {
    // A 400×400 photo whose top rows are pinstripes (a textured wall's edge row, exaggerated).
    const pixels = Buffer.alloc(400 * 400 * 3, 128);
    for (let y = 0; y < 40; y++) for (let x = 0; x < 400; x++) pixels.fill(x % 8 < 4 ? 40 : 220, (y * 400 + x) * 3, (y * 400 + x + 1) * 3);
    const photo = await sharp(pixels, { raw: { width: 400, height: 400, channels: 3 } }).png().toBuffer();
    // A large product and a focus in the slot's lower half: the photo is shrunk to 400×400 at the bottom of a 400×800 slot.
    const placed = await placeInSlot(photo, { width: 400, height: 800 }, { x: 100, y: 400, width: 200, height: 400 }, { x: 0.1, y: 0.1, width: 0.8, height: 0.8 });
    // Streaks are texture across a row: the mean step between neighbouring pixels.
    const texture = (y: number) => {
      let sum = 0;
      for (let x = 1; x < 400; x++) sum += Math.abs(placed.data[(y * 400 + x) * 3]! - placed.data[(y * 400 + x - 1) * 3]!);
      return sum / 399;
    };
    expect(texture(401)).toBeGreaterThan(40); // the photo itself, stripes and all
    expect(texture(398)).toBeGreaterThan(20); // right past its edge the repeat still joins it
    expect(texture(100)).toBeLessThan(1); // far from it, no pinstripes: the colours carry on, the texture does not
  });
});
