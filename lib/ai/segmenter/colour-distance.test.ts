import { describe, expect, it } from "vitest";
import { colourDistance } from "./colour-distance";
import { rgbToLab } from "./lab";

const lab = (r: number, g: number, b: number) => {
  const { L, a, b: bb } = rgbToLab(Uint8Array.from([r, g, b]), 1);
  return [L[0]!, a[0]!, bb[0]!] as const;
};
const distance = (pixel: readonly [number, number, number], backdrop: readonly [number, number, number]) => {
  const [L, a, b] = lab(...pixel);
  const [bL, bA, bB] = lab(...backdrop);
  return colourDistance(L, a, b, bL, bA, bB);
};

describe("colourDistance", () => {
  it("converts sRGB to Lab like the reference formulas", () => {
    const [L, a, b] = lab(255, 0, 0);
    expect(L).toBeCloseTo(53.24, 0);
    expect(a).toBeCloseTo(80.09, 0);
    expect(b).toBeCloseTo(67.2, 0);
  });

  it("puts a soft shadow on the backdrop side and a product far from it", () => {
    const backdrop = [204, 222, 238] as const; // light blue sweep
    const shadow = [143, 155, 167] as const; // the same blue at 70% light
    const product = [150, 60, 140] as const;
    expect(distance(shadow, backdrop)).toBeLessThan(8);
    expect(distance(product, backdrop)).toBeGreaterThan(40);
  });

  it("does not take a black cap for a shadow", () => {
    expect(distance([30, 30, 32], [235, 235, 235])).toBeGreaterThan(30);
  });

  it("weighs darkening less than brightening", () => {
    expect(distance([150, 150, 150], [180, 180, 180])).toBeLessThan(distance([210, 210, 210], [180, 180, 180]));
  });
});
