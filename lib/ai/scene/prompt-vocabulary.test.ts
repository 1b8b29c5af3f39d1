import { describe, expect, it } from "vitest";
import { readPrompt } from "./prompt-recipe";
import { closestPreset } from "./prompt-match";
import { promptWords } from "./prompt-read";
import type { PropKind, SceneRecipe } from "./recipe";
import { sceneCtx } from "./render/context";
import { drawProp } from "./render/props";
import { SvgDoc } from "./render/svg";

const kinds = (r: SceneRecipe) => new Set(r.props.map((p) => p.kind));

describe("custom prompts: honoured or reported", () => {
  it("draws 'on wet rocks by a waterfall' as water and rocks, never the neon city of 'wet asphalt'", () => {
    const { recipe, notDrawn } = readPrompt("on wet rocks by a waterfall");
    expect(recipe.backdrop.scenery?.kind).toBe("waterfall");
    expect(kinds(recipe).has("rock")).toBe(true);
    expect(recipe.floor.surface.kind).toBe("stone");
    expect(recipe.floor.surface.gloss).toBeGreaterThan(0);
    expect(recipe.atmosphere.bokeh).toBeUndefined();
    expect(recipe.backdrop.scenery?.kind).not.toBe("skyline");
    expect(notDrawn).toEqual([]);
  });

  it("never bases a scene on a preset that shares one word of its prompt text", () => {
    const hash = 5;
    expect(closestPreset(promptWords("wet"), hash).id).not.toMatch(/neon/);
    expect(closestPreset(promptWords("on wet rocks by a waterfall"), hash).id).not.toMatch(/neon|night|city/);
    // Named like a preset, it still finds the preset.
    expect(closestPreset(promptWords("neon night city"), hash).id).toMatch(/neon/);
  });

  const CASES: Array<[string, (r: SceneRecipe) => boolean]> = [
    ["by a waterfall", (r) => r.backdrop.scenery?.kind === "waterfall"],
    ["by a lake", (r) => r.backdrop.scenery?.kind === "lake"],
    ["on a wooden dock by a lake", (r) => r.backdrop.scenery?.kind === "lake" && r.floor.surface.kind === "wood"],
    ["on a pier", (r) => r.backdrop.scenery?.kind === "lake" && r.floor.surface.kind === "wood"],
    ["among rocks", (r) => kinds(r).has("rock")],
    ["next to books", (r) => kinds(r).has("books")],
    ["next to a laptop", (r) => kinds(r).has("laptop")],
    ["on a desk", (r) => r.floor.surface.kind === "wood" && !r.props.some((p) => p.stage)],
    ["on a café table", (r) => r.floor.surface.kind === "marble" && Boolean(r.atmosphere.bokeh)],
    ["with a croissant", (r) => kinds(r).has("croissant")],
    ["with a cup of coffee", (r) => kinds(r).has("cup")],
    ["with plants", (r) => kinds(r).has("plant")],
    ["on a kitchen counter", (r) => r.floor.surface.kind === "wood" && Boolean(r.floor.edge)],
    ["in the snow", (r) => r.floor.surface.kind === "snow"],
    ["with autumn leaves", (r) => kinds(r).has("leaf")],
    ["on beach sand", (r) => r.floor.surface.kind === "sand" && r.backdrop.scenery?.kind === "sea"],
  ];
  it.each(CASES)("draws what '%s' names", (prompt, drawn) => {
    const read = readPrompt(prompt);
    expect(drawn(read.recipe)).toBe(true);
    expect(read.notDrawn).toEqual([]);
  });

  it("reports the words it cannot draw, in order, and still draws the rest", () => {
    const read = readPrompt("on a unicorn saddle beside a waterfall, holographic zeppelin");
    expect(read.notDrawn).toEqual(["unicorn", "saddle", "holographic", "zeppelin"]);
    expect(read.recipe.backdrop.scenery?.kind).toBe("waterfall");
  });

  it("reads accented words ('café') as their plain spelling", () => {
    expect(promptWords("Café crème")).toEqual(["cafe", "creme"]);
  });

  it("gives two of the customers' prompts visibly different scenes", () => {
    const a = readPrompt("on a wooden dock by a lake").recipe;
    const b = readPrompt("on a desk next to a laptop and books").recipe;
    expect(a.backdrop.scenery?.kind).not.toEqual(b.backdrop.scenery?.kind);
    expect([...kinds(b)].sort()).toEqual(["books", "laptop"]);
  });

  it("draws every new prop kind as a shape with a floor shadow", () => {
    const recipe = readPrompt("on a desk").recipe;
    const c = sceneCtx(recipe, 512, 512, "tall", 1);
    for (const kind of ["rock", "books", "laptop", "croissant", "plant", "cup"] as PropKind[]) {
      const drawn = drawProp(new SvgDoc(512, 512), c, { kind, x: 0.3, y: 0.85, size: 0.15, color: "#886644" });
      expect(drawn.body.length, kind).toBeGreaterThan(100);
      expect(drawn.shadow, kind).toBeDefined();
    }
  });
});
