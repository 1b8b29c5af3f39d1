import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderAdWithoutText } from "./render-ad";
import { slotsFor } from "./templates";
import { SAMPLE_BRAND } from "./testing";
import { subjectBox } from "./placement";

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
});
