import { describe, expect, it } from "vitest";
import { deltaE2000, hexToLab, kelvinToHex, labToLch, labToRgb, luminance, rgbToLab } from "./color";
import { colorFromName, colorName } from "./color-names";

describe("colour maths", () => {
  it("matches published CIEDE2000 reference pairs (Sharma et al.)", () => {
    expect(deltaE2000({ L: 50, a: 2.6772, b: -79.7751 }, { L: 50, a: 0, b: -82.7485 })).toBeCloseTo(2.0425, 3);
    expect(deltaE2000({ L: 50, a: 2.5, b: 0 }, { L: 73, a: 25, b: -18 })).toBeCloseTo(27.1492, 3);
    expect(deltaE2000({ L: 2.0776, a: 0.0795, b: -1.135 }, { L: 0.9033, a: -0.0636, b: -0.5514 })).toBeCloseTo(0.9082, 3);
  });

  it("round-trips sRGB through Lab", () => {
    for (const rgb of [{ r: 200, g: 30, b: 40 }, { r: 12, g: 140, b: 250 }, { r: 128, g: 128, b: 128 }]) expect(labToRgb(rgbToLab(rgb))).toEqual(rgb);
    expect(hexToLab("#ffffff").L).toBeCloseTo(100, 1);
  });

  it("makes tungsten warm and shade cool", () => {
    const warm = hexToLab(kelvinToHex(2700));
    const cool = hexToLab(kelvinToHex(9000));
    expect(warm.b).toBeGreaterThan(20);
    expect(cool.b).toBeLessThan(0);
  });
});

describe("colour names", () => {
  it("names common product colours as a shopper would", () => {
    expect(colorName({ r: 220, g: 20, b: 30 })).toMatch(/red|crimson|scarlet/);
    expect(colorName({ r: 20, g: 30, b: 75 })).toMatch(/navy|midnight/);
    expect(colorName({ r: 250, g: 250, b: 250 })).toMatch(/white/);
    expect(colorName({ r: 20, g: 20, b: 20 })).toMatch(/black/);
    expect(colorName({ r: 128, g: 128, b: 128 })).toBe("grey");
    expect(colorName({ r: 160, g: 175, b: 135 })).toMatch(/sage/);
    expect(colorName({ r: 245, g: 160, b: 190 })).toMatch(/pink|rose/);
  });

  it("reads names back, in either spelling", () => {
    expect(colorFromName("Navy")).toBeDefined();
    expect(colorFromName("light gray")).toEqual(colorFromName("light grey"));
    expect(colorFromName("sage")).toBeDefined();
    expect(colorFromName("not a colour")).toBeUndefined();
  });
});

describe("colour maths in our shapes around culori", () => {
  it("gives a grey no chroma and hue 0, and keeps luminance on the WCAG scale", () => {
    expect(rgbToLab({ r: 128, g: 128, b: 128 })).toMatchObject({ a: 0, b: 0 });
    expect(labToLch(hexToLab("#808080"))).toMatchObject({ C: 0, h: 0 });
    expect(labToLch({ L: 50, a: 0, b: -20 }).h).toBeCloseTo(270, 6);
    expect(luminance("#ffffff")).toBeCloseTo(1, 6);
    expect(luminance("#000000")).toBe(0);
    expect(luminance("#777777")).toBeCloseTo(0.1845, 4); // the WCAG figure behind 4.48:1 on white
  });

  it("clamps an out-of-gamut Lab to the sRGB cube", () => {
    expect(labToRgb({ L: 50, a: 120, b: 120 })).toMatchObject({ r: 255, b: 0 });
    expect(labToRgb({ L: 110, a: 0, b: 0 })).toEqual({ r: 255, g: 255, b: 255 });
  });

  it("refuses what is not #rrggbb", () => {
    expect(() => luminance("red")).toThrow(/not a #rrggbb colour/);
  });
});
