import { describe, expect, it } from "vitest";
import { findPreset } from "../presets";
import type { SceneRecipe } from "../recipe";
import { gradePixels, resolveGrade, type ResolvedGrade } from "./grade";

const flat: ResolvedGrade = { exposure: 0, contrast: 0, saturation: 0, toning: 0, tint: [1, 1, 1], shade: [0, 0, 0] };

function graded(rgb: [number, number, number], g: Partial<ResolvedGrade>): number[] {
  const px = new Uint8Array([...rgb, 255]);
  gradePixels(px, 4, { ...flat, ...g });
  return [...px];
}

describe("colour grade", () => {
  it("changes nothing when flat, and never touches alpha", () => {
    expect(graded([12, 130, 250], {})).toEqual([12, 130, 250, 255]);
    const px = new Uint8Array([200, 100, 50, 77]);
    gradePixels(px, 4, { ...flat, exposure: 0.5, saturation: 0.4 });
    expect(px[3]).toBe(77);
  });

  it("brightens or darkens mid-tones by exposure while black and white stay put", () => {
    expect(graded([128, 128, 128], { exposure: 0.4 })[0]).toBeGreaterThan(150);
    expect(graded([128, 128, 128], { exposure: -0.4 })[0]).toBeLessThan(105);
    expect(graded([0, 0, 0], { exposure: 0.6 }).slice(0, 3)).toEqual([0, 0, 0]);
    expect(graded([255, 255, 255], { exposure: -0.6 }).slice(0, 3)).toEqual([255, 255, 255]);
  });

  it("spreads tones apart with contrast and greys colours out with negative saturation", () => {
    const dark = graded([70, 70, 70], { contrast: 0.5 })[0]!;
    const light = graded([185, 185, 185], { contrast: 0.5 })[0]!;
    expect(dark).toBeLessThan(60);
    expect(light).toBeGreaterThan(195);
    const [r, g, b] = graded([220, 60, 60], { saturation: -1 });
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThanOrEqual(1);
  });

  it("warms the highlights under a warm light and leaves a neutral daylight scene nearly as it is", () => {
    const warm = resolveGrade(findPreset("desert_dunes_sunset")!.recipe)!;
    const [r, , b] = graded([235, 235, 235], warm);
    expect(r! - b!).toBeGreaterThan(8);
    const white = resolveGrade(findPreset("white_background")!.recipe);
    const [wr, wg, wb] = graded([250, 250, 250], white ?? flat);
    expect(Math.max(Math.abs(wr! - 250), Math.abs(wg! - 250), Math.abs(wb! - 250))).toBeLessThanOrEqual(2);
  });

  it("takes a recipe's own grade and drops out when there is nothing to do", () => {
    const recipe: SceneRecipe = structuredClone(findPreset("light_grey_background")!.recipe);
    recipe.atmosphere.grade = { toning: 0 };
    expect(resolveGrade(recipe)).toBeNull();
    recipe.atmosphere.grade = { contrast: 0.3, toning: 0 };
    expect(resolveGrade(recipe)?.contrast).toBe(0.3);
  });

  it("matches the grade's formula evaluated per pixel, within a level (its tables are over luma)", () => {
    // The formula as written before it was tabled: tone curve, saturation around luma, toning.
    const direct = (px: number[], g: ResolvedGrade) => {
      const tone = (c: number) => {
        let v = c / 255;
        v = g.exposure >= 0 ? 1 - (1 - v) ** (1 + g.exposure) : v ** (1 - g.exposure);
        v += g.contrast * (v - 0.5) * (1 - Math.abs(2 * v - 1));
        return Math.min(1, Math.max(0, v));
      };
      const c = px.map(tone);
      const y = 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
      const wh = g.toning * y * y;
      const ws = g.toning * 0.25 * (1 - y) * (1 - y);
      return c.map((v, k) => {
        const s = y + (v - y) * (1 + g.saturation);
        const out = s * (1 - wh + wh * g.tint[k]!) + ws * (g.shade[k]! - s);
        return Math.min(255, Math.max(0, Math.round(out * 255)));
      });
    };
    const grades: ResolvedGrade[] = [
      resolveGrade(findPreset("desert_dunes_sunset")!.recipe)!,
      { exposure: 0.5, contrast: 0.6, saturation: 0.8, toning: 1, tint: [1, 0.8, 0.6], shade: [0.1, 0.15, 0.3] },
      { exposure: -0.4, contrast: -0.3, saturation: -0.7, toning: 0.3, tint: [0.7, 0.9, 1], shade: [0.3, 0.2, 0.1] },
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 256;
    for (const g of grades) {
      const pixels = Uint8Array.from({ length: 3000 * 3 }, next);
      const ours = Uint8Array.from(pixels);
      gradePixels(ours, 3, g);
      for (let i = 0; i < pixels.length; i += 3) {
        const want = direct([...pixels.subarray(i, i + 3)], g);
        for (let k = 0; k < 3; k += 1) expect(Math.abs(ours[i + k]! - want[k]!), `${[...pixels.subarray(i, i + 3)]} → ${want}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
