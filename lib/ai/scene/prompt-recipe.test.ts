import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hexToLab, labToLch, luminance } from "./color";
import { PRESETS } from "./presets";
import { recipeFromPrompt } from "./prompt-recipe";
import { mainColor } from "./recipe-colors";
import { renderScene } from "./render-scene";

const PROMPTS = [
  "on a warm oak kitchen counter in soft morning light",
  "standing in golden beach sand with the turquoise sea behind",
  "on wet asphalt at night with neon lights",
  "pastel pink podium with lilac spheres",
  "deep emerald velvet, moody",
  "snowy forest at dusk",
  "on white Carrara marble with fresh lemons, bright airy daylight",
  "among tropical monstera leaves, hard sunlight",
  "on a terracotta plinth against a sunlit stucco wall",
  "floating among soft clouds on a baby blue sky",
  "on a concrete rooftop at golden hour with the city skyline behind",
  "on black marble with a gold podium under a spotlight, luxurious",
  "autumn leaves on a rustic wooden table, cosy",
  "minimal navy blue backdrop",
];

async function pixels(prompt: string, size = 256): Promise<Buffer> {
  return sharp(await renderScene(recipeFromPrompt(prompt), { width: size, height: size }, { placeholder: "tall" }))
    .removeAlpha()
    .raw()
    .toBuffer();
}

const meanAbsDiff = (a: Buffer, b: Buffer) => {
  let d = 0;
  for (let i = 0; i < a.length; i += 1) d += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return d / a.length;
};

const meanLuma = (px: Buffer) => {
  let s = 0;
  for (let i = 0; i < px.length; i += 3) s += 0.2126 * (px[i] ?? 0) + 0.7152 * (px[i + 1] ?? 0) + 0.0722 * (px[i + 2] ?? 0);
  return s / (px.length / 3);
};

const hueOf = (hex: string) => labToLch(hexToLab(hex));

describe("recipeFromPrompt", () => {
  it("gives every one of a dozen realistic prompts a visibly different scene", async () => {
    const thumbs = await Promise.all(
      PROMPTS.map(async (p) => sharp(await renderScene(recipeFromPrompt(p), { width: 256, height: 256 }, { placeholder: "tall" })).resize(64, 64).removeAlpha().raw().toBuffer()),
    );
    let closest = { d: Infinity, pair: "" };
    for (let i = 0; i < thumbs.length; i += 1) {
      for (let j = i + 1; j < thumbs.length; j += 1) {
        const d = meanAbsDiff(thumbs[i]!, thumbs[j]!);
        if (d < closest.d) closest = { d, pair: `${PROMPTS[i]} ~ ${PROMPTS[j]}` };
      }
    }
    // Mean difference per channel of 64x64 thumbnails, 0..255; the closest pair (two dark scenes) is ~14.
    expect(closest.d, closest.pair).toBeGreaterThan(8);
  }, 60_000);

  it("reads the same prompt into the same recipe and the same picture, whatever its case and punctuation", async () => {
    const a = recipeFromPrompt("Deep emerald velvet, moody");
    expect(recipeFromPrompt("deep emerald velvet moody!")).toEqual(a);
    expect(recipeFromPrompt("Deep emerald velvet, moody")).toEqual(a);
    expect(meanAbsDiff(await pixels("Deep emerald velvet, moody", 96), await pixels("deep emerald velvet moody!", 96))).toBe(0);
  });

  it("turns night into a warm lamp in a dark scene, visibly darker than the same place by day", async () => {
    const night = recipeFromPrompt("on a concrete rooftop with the city skyline behind at night");
    expect(night.light.temperature).toBeLessThan(3600);
    expect(luminance(mainColor(night, "wall")!)).toBeLessThan(0.05);
    const day = await pixels("on a concrete rooftop with the city skyline behind at midday", 128);
    const dark = await pixels("on a concrete rooftop with the city skyline behind at night", 128);
    expect(meanLuma(dark)).toBeLessThan(meanLuma(day) - 60);
  });

  it("puts a beach on sand with the sea behind, and kitchens, marble, velvet and snow on their materials", () => {
    const beach = recipeFromPrompt("a bottle on the beach");
    expect(beach.floor.surface.kind).toBe("sand");
    expect(beach.backdrop.scenery?.kind).toBe("sea");
    expect(recipeFromPrompt("on a warm oak kitchen counter in soft morning light").floor.surface.kind).toBe("wood");
    expect(recipeFromPrompt("on white Carrara marble, bright daylight").floor.surface.kind).toBe("marble");
    expect(recipeFromPrompt("deep emerald velvet, moody").floor.surface.kind).toBe("fabric");
    const snow = recipeFromPrompt("snowy forest at dusk");
    expect(snow.floor.surface.kind).toBe("snow");
    expect(snow.backdrop.scenery?.kind).toBe("forest");
    expect(snow.atmosphere.particles?.kind).toBe("snow");
  });

  it("paints the named colours where the words put them", () => {
    const pink = recipeFromPrompt("pastel pink podium with lilac spheres");
    const wall = hueOf(mainColor(pink, "wall")!);
    expect(wall.C).toBeGreaterThan(8);
    expect(wall.h > 330 || wall.h < 20, `wall hue ${wall.h}`).toBe(true);
    const stage = hueOf(mainColor(pink, "stage")!);
    expect(stage.h > 330 || stage.h < 20, `podium hue ${stage.h}`).toBe(true);
    const spheres = pink.props.filter((p) => p.kind === "sphere" && !p.stage);
    expect(spheres.length).toBeGreaterThan(0);
    for (const s of spheres) expect(hueOf(s.color).h, "lilac spheres").toBeGreaterThan(290);

    const navy = hueOf(mainColor(recipeFromPrompt("minimal navy blue backdrop"), "wall")!);
    expect(navy.L).toBeLessThan(30);
    expect(navy.h).toBeGreaterThan(240);
    expect(navy.h).toBeLessThan(300);
    // "golden beach sand": the sand is golden, the wall stays a sky.
    const beach = recipeFromPrompt("standing in golden beach sand with the turquoise sea behind");
    expect(hueOf(beach.floor.color).C).toBeGreaterThan(hueOf("#ead5ae").C);
    expect(hueOf(mainColor(beach, "wall")!).h).toBeGreaterThan(200);
  });

  it("renders a pink prompt with a pinkish wall", async () => {
    const px = await pixels("on a soft pink backdrop with a white podium", 64);
    // The top left corner is wall.
    const [r, g, b] = [px[0]!, px[1]!, px[2]!];
    expect(r).toBeGreaterThan(g + 10);
    expect(r).toBeGreaterThanOrEqual(b);
  });

  it("sets the sun by the time of day and the mood by its words", async () => {
    const golden = recipeFromPrompt("on a concrete rooftop at golden hour");
    expect(golden.light.elevation).toBeLessThan(20);
    expect(golden.light.temperature).toBeLessThan(3500);
    const noon = recipeFromPrompt("on a concrete rooftop at midday");
    expect(noon.light.elevation).toBeGreaterThan(60);
    expect(noon.light.softness).toBeLessThan(0.3);
    const moody = await pixels("on a sage green backdrop, moody", 96);
    const airy = await pixels("on a sage green backdrop, airy", 96);
    expect(meanLuma(airy)).toBeGreaterThan(meanLuma(moody) + 40);
  });

  it("adds the props the prompt asks for, resting on the floor unless they float", () => {
    const r = recipeFromPrompt("on a beige set with pebbles and seashells");
    expect(r.props.some((p) => p.kind === "pebble")).toBe(true);
    expect(r.props.some((p) => p.kind === "shell")).toBe(true);
    const floating = recipeFromPrompt("with floating hearts on a blush set");
    expect(floating.props.filter((p) => p.kind === "heart").every((p) => p.floating)).toBe(true);
    for (const prompt of PROMPTS) {
      const rec = recipeFromPrompt(prompt);
      for (const p of rec.props) if (!p.floating && !p.anchor && p.layer !== "back") expect(p.y, `${prompt}: ${p.kind}`).toBeGreaterThan(rec.floor.horizon);
    }
  });

  it("falls back to the closest preset for words it does not know, and leaves the catalog untouched", () => {
    const before = JSON.stringify(PRESETS.map((p) => p.recipe));
    const r = recipeFromPrompt("a zorblax on velvet");
    expect(r.floor.surface.kind).toBe("fabric");
    const unknown = recipeFromPrompt("quintessential blorptastic vibes");
    expect(unknown.backdrop.fill).toBeDefined();
    for (const p of PROMPTS) recipeFromPrompt(p);
    expect(JSON.stringify(PRESETS.map((p) => p.recipe))).toBe(before);
  });
});
