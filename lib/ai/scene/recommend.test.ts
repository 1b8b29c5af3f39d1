import { describe, expect, it } from "vitest";
import { deltaE2000, hexToLab, rgbToLab } from "./color";
import { TOO_CLOSE } from "./harmony";
import { findPreset } from "./presets";
import { recommendPresetIds, recommendPrompts } from "./recommend";

const RED = [
  { r: 200, g: 28, b: 38, share: 0.75 },
  { r: 245, g: 245, b: 245, share: 0.25 },
];
const BLUE = [{ r: 35, g: 80, b: 190, share: 0.85 }, { r: 20, g: 20, b: 20, share: 0.15 }];

describe("recommendPresetIds", () => {
  it("returns 3 to 6 known, distinct ids", () => {
    for (const shapeClass of ["tall", "wide", "square", "round"] as const) {
      const ids = recommendPresetIds({ dominantColors: RED, shapeClass });
      expect(ids.length).toBeGreaterThanOrEqual(3);
      expect(ids.length).toBeLessThanOrEqual(6);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(findPreset(id), id).toBeDefined();
    }
  });

  it("differs for a red and a blue product, and never picks a backdrop close to the product", () => {
    const red = recommendPresetIds({ dominantColors: RED, shapeClass: "tall" });
    const blue = recommendPresetIds({ dominantColors: BLUE, shapeClass: "tall" });
    expect(red).not.toEqual(blue);
    for (const [ids, colors] of [
      [red, RED],
      [blue, BLUE],
    ] as const) {
      for (const id of ids) {
        const backdrop = hexToLab(findPreset(id)!.recipe.palette.primary);
        for (const c of colors.filter((c) => c.share >= 0.1)) expect(deltaE2000(rgbToLab(c), backdrop), id).toBeGreaterThanOrEqual(TOO_CLOSE);
      }
    }
    // A red product never gets the red or terracotta backdrops, a blue one never the blue ones.
    expect(red).not.toContain("terracotta_background");
    expect(blue).not.toContain("navy_blue_background");
  });

  it("includes a neutral backdrop and avoids white for a white product", () => {
    const white = recommendPresetIds({ dominantColors: [{ r: 248, g: 248, b: 246, share: 1 }], shapeClass: "square" });
    expect(white).not.toContain("white_background");
    const chromas = white.map((id) => {
      const { a, b } = hexToLab(findPreset(id)!.recipe.palette.primary);
      return Math.hypot(a, b);
    });
    expect(Math.min(...chromas)).toBeLessThan(10);
  });

  it("is repeatable for a seed and varies with it", () => {
    const a = recommendPresetIds({ dominantColors: RED, shapeClass: "round", seed: 1 });
    expect(recommendPresetIds({ dominantColors: RED, shapeClass: "round", seed: 1 })).toEqual(a);
    const variants = new Set(Array.from({ length: 8 }, (_, seed) => recommendPresetIds({ dominantColors: RED, shapeClass: "round", seed }).join()));
    expect(variants.size).toBeGreaterThan(1);
  });

  it("prefers counters and floors for wide products and podiums for tall ones", () => {
    const staged = (ids: string[]) => ids.filter((id) => findPreset(id)!.recipe.props.some((p) => p.stage)).length;
    const colors = [{ r: 120, g: 120, b: 120, share: 1 }];
    expect(staged(recommendPresetIds({ dominantColors: colors, shapeClass: "tall" }))).toBeGreaterThan(staged(recommendPresetIds({ dominantColors: colors, shapeClass: "wide" })));
  });
});

describe("recommendPrompts", () => {
  it("writes 3 to 6 distinct prompts that name the product", () => {
    const prompts = recommendPrompts({ productName: "Aurora Mug", colorNames: ["red", "white"], shapeClass: "round" });
    expect(prompts.length).toBeGreaterThanOrEqual(3);
    expect(prompts.length).toBeLessThanOrEqual(6);
    expect(new Set(prompts).size).toBe(prompts.length);
    for (const p of prompts) expect(p).toContain("Aurora Mug");
    // A mug gets a mug's detail, and one prompt is built around the product's colour.
    expect(prompts.some((p) => p.includes("steam rising"))).toBe(true);
    expect(prompts.some((p) => p.includes("red"))).toBe(true);
  });

  it("copes with no colours and varies with the seed", () => {
    const a = recommendPrompts({ productName: "Trail Runner", colorNames: [], shapeClass: "wide", seed: 1 });
    expect(a.length).toBeGreaterThanOrEqual(3);
    for (const p of a) expect(p).toContain("Trail Runner");
    const variants = new Set(Array.from({ length: 6 }, (_, seed) => recommendPrompts({ productName: "Trail Runner", colorNames: [], shapeClass: "wide", seed }).join("|")));
    expect(variants.size).toBeGreaterThan(1);
  });

  it("suggests different scenes for a red and a blue product", () => {
    const red = recommendPrompts({ productName: "Nova Bottle", colorNames: ["red"], shapeClass: "tall" });
    const blue = recommendPrompts({ productName: "Nova Bottle", colorNames: ["navy blue"], shapeClass: "tall" });
    expect(red).not.toEqual(blue);
  });
});
