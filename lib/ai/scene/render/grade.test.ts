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
});
