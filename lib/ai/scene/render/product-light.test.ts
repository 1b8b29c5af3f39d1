import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { productLightSide } from "./product-light";

/** A disc shaded by a light from `side` (-1 left, 1 right, 0 front). */
function disc(side: number, size = 120): Uint8Array {
  const rgba = new Uint8Array(size * size * 4);
  const r = size / 2 - 2;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const dx = (x - size / 2) / r;
      const dy = (y - size / 2) / r;
      if (dx * dx + dy * dy > 1) continue;
      const l = 150 + 90 * side * dx;
      const i = (y * size + x) * 4;
      rgba.set([l, l * 0.9, l * 0.8, 255], i);
    }
  return rgba;
}

describe("productLightSide", () => {
  it("reads the side the product was lit from out of its own shading", () => {
    expect(productLightSide(disc(-1), 120, 120)).toBe(-1);
    expect(productLightSide(disc(1), 120, 120)).toBe(1);
    expect(productLightSide(disc(0), 120, 120)).toBe(0);
  });

  it("agrees with a mirrored photo: a real cutout flipped reads the other side", async () => {
    const png = readFileSync("bench/segmenter/photos/cutouts/apricot-whole.png");
    const read = async (flip: boolean) => {
      const { data, info } = await (flip ? sharp(png).flop() : sharp(png)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return productLightSide(data, info.width, info.height);
    };
    const side = await read(false);
    expect(await read(true)).toBe(-side);
  });
});
