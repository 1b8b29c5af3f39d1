import { converter, differenceCiede2000 } from "culori";
import { describe, expect, it } from "vitest";
import { rgbToLab } from "./lab";

/**
 * The segmenter keeps its own table-driven sRGB → Lab because it is 14× faster than culori over a
 * million pixels (docs/benchmarks.md, "Colour maths"). culori is the reference it must agree with:
 * the tables' interpolation and the 4-digit matrix cost at most a hundredth of a CIEDE2000 unit,
 * far below the 1 unit a person can see and the segmenter's thresholds (several units).
 */
describe("the segmenter's sRGB → Lab against culori", () => {
  const toLab65 = converter("lab65");
  const ciede2000 = differenceCiede2000();

  it("agrees on 5,000 random colours and on the extremes", () => {
    let seed = 12345;
    const random = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    const extremes = [0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 255, 1, 1, 1, 128, 128, 128];
    const bytes = Uint8Array.from([...extremes, ...Array.from({ length: 5000 * 3 }, () => Math.floor(random() * 256))]);
    const pixels = bytes.length / 3;
    const ours = rgbToLab(bytes, pixels);
    let worst = { L: 0, ab: 0, deltaE: 0 };
    for (let p = 0; p < pixels; p++) {
      const reference = toLab65({ mode: "rgb", r: bytes[3 * p]! / 255, g: bytes[3 * p + 1]! / 255, b: bytes[3 * p + 2]! / 255 });
      worst = {
        L: Math.max(worst.L, Math.abs(ours.L[p]! - reference.l)),
        ab: Math.max(worst.ab, Math.abs(ours.a[p]! - reference.a), Math.abs(ours.b[p]! - reference.b)),
        deltaE: Math.max(worst.deltaE, ciede2000(reference, { mode: "lab65", l: ours.L[p]!, a: ours.a[p]!, b: ours.b[p]! })),
      };
    }
    expect(worst.L).toBeLessThan(0.01);
    expect(worst.ab).toBeLessThan(0.03);
    expect(worst.deltaE).toBeLessThan(0.02);
  });
});
