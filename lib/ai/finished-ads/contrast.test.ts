import { describe, expect, it } from "vitest";
import { INK, WHITE, contrastRatio, legibleOn, parseHex, relativeLuminance, scrimOpacityFor, worstContrast } from "./contrast";

const ratio = (a: string, b: string) => contrastRatio(relativeLuminance(parseHex(a)), relativeLuminance(parseHex(b)));

describe("contrast", () => {
  it("matches WCAG's published ratios", () => {
    expect(ratio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(ratio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(ratio("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("finds the worst pixel under a box and the least scrim that lifts it to the target", () => {
    const width = 4;
    const data = new Uint8Array(width * 1 * 3).fill(0);
    data.set([255, 255, 255], 6); // one white pixel among black ones
    const raw = { data, width, height: 1, channels: 3 };
    const rect = { x: 0, y: 0, width, height: 1 };
    expect(worstContrast(raw, rect, [255, 255, 255])).toBeCloseTo(1, 5);
    const opacity = scrimOpacityFor(raw, rect, [255, 255, 255], [0, 0, 0], 4.5)!;
    expect(opacity).toBeGreaterThan(0.3);
    const blended = Math.round(255 * (1 - opacity));
    expect(ratio("#ffffff", `#${blended.toString(16).padStart(2, "0").repeat(3)}`)).toBeGreaterThanOrEqual(4.5);
    const less = Math.round(255 * (1 - (opacity - 0.05)));
    expect(ratio("#ffffff", `#${less.toString(16).padStart(2, "0").repeat(3)}`)).toBeLessThan(4.5);
  });

  it("keeps the first colour that reads on the ground, else white or ink, whichever contrasts more", () => {
    expect(legibleOn("#f1faee", ["#1d3557", WHITE, INK])).toBe("#1d3557");
    // #777 on white is 4.48: under the renderer's margin, so ink takes its place.
    expect(legibleOn("#ffffff", ["#777777", WHITE, INK])).toBe(INK);
    expect(legibleOn("#1d3557", ["#2b2b2b"])).toBe(WHITE);
  });
});
