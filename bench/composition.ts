// `npm run bench composition`: the built-in renderer's composition on real cutouts. Eight products
// (six photographed standing, two garments photographed flat) × six scenes (presets and custom
// prompts, fewer than six cycled as the API does), each task framed by its position and rendered
// in every renderKind size. Measured on the placed product boxes the renderer reports: the
// product's larger extent per creative, whether it stays inside the safe area, and how many
// distinct compositions the six primary creatives make. Writes the contact sheet of the square
// (1080×1080) creatives to docs/creatives-contact-sheet.png.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import sharp, { type OverlayOptions } from "sharp";
import { builtInSceneRenderer } from "@/lib/ai/providers/built-in-renderer";
import type { CreativeSize, RenderedCreative } from "@/lib/ai/scene-renderer";
import { safeAreaOf } from "@/lib/ai/scene/render/layout";
import type { ProductAnalysis, PromptObject } from "@/lib/db/schema/photoshoot";
import { canvasesFor } from "@/lib/services/photoshoot/canvas";
import { dominantColors, shapeClass } from "@/lib/services/photoshoot/product-analysis";
import { sceneForTask } from "@/lib/services/photoshoot/scene-for-task";
import { markdownTable, percentile, type BenchResult } from "./report";

const DIR = "bench/segmenter/photos";
const SHEET = "docs/creatives-contact-sheet.png";
const ALL_SIZES = 1023;

const preset = (id: string): PromptObject => ({ tag: "preset", preset: id });
const custom = (prompt: string): PromptObject => ({ tag: "custom", prompt });
const WATERFALL = custom("on wet rocks by a waterfall");
const DOCK = custom("on a wooden dock by a lake");
const DESK = custom("on a desk next to a laptop and books");
const CAFE = custom("on a café table with a croissant");

interface Shoot {
  file: string;
  name: string;
  flatLay?: boolean;
  scenes: PromptObject[];
}

/** The photoshoots: the four custom prompts spread over them; rows with fewer than six scenes show the cycle. */
export const SHOOTS: Shoot[] = [
  { file: "cutouts/cylinder.png", name: "Cylinder", scenes: [preset("black_marble_gold_podium"), WATERFALL, preset("white_marble_kitchen_counter"), DOCK, preset("sandy_beach_sunlight"), preset("white_background")] },
  { file: "cutouts/camera-35mm.png", name: "35 mm camera", scenes: [DESK, preset("concrete_studio_spotlight"), DOCK, preset("rustic_wooden_table_herbs")] },
  { file: "cutouts/lightbulb.png", name: "Light bulb", scenes: [preset("pastel_pink_podium_spheres"), DESK, preset("minimal_beige_blocks"), preset("navy_blue_background"), WATERFALL, preset("loft_window_city_view")] },
  { file: "cutouts/strawberry2.png", name: "Strawberry", scenes: [CAFE, preset("summer_citrus_sunlight"), preset("white_marble_kitchen_counter")] },
  { file: "cutouts/avocado.png", name: "Avocado", scenes: [preset("warm_oak_kitchen_counter"), CAFE, preset("forest_moss_stone"), WATERFALL, preset("sage_green_background"), DOCK] },
  { file: "cutouts/german-christmas-toy.png", name: "Wooden toy", scenes: [preset("christmas_snowy_red_gifts"), DESK, preset("paper_texture_cream"), custom("in fresh snow with pine branches")] },
  { file: "garments/t-shirt.png", name: "T-shirt (flat lay)", flatLay: true, scenes: [preset("natural_beige_background"), custom("on a wooden table with autumn leaves"), preset("sage_green_background"), preset("minimal_leaf_shadow_play")] },
  { file: "garments/polo-shirt.png", name: "Polo shirt (flat lay)", flatLay: true, scenes: [preset("white_background"), custom("on golden beach sand with shells"), preset("soft_pink_background")] },
];

async function analysisOf(png: Buffer, flatLay: boolean): Promise<ProductAnalysis> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let x0 = info.width, y0 = info.height, x1 = -1, y1 = -1, opaque = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[(y * info.width + x) * 4 + 3]! >= 128) {
        opaque++;
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  const box = { left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
  return {
    dominantColors: dominantColors({ data, width: info.width, height: info.height, left: 0, top: 0 }),
    shapeClass: shapeClass(box, { width: info.width, height: info.height, coverage: opaque / (info.width * info.height) }),
    box,
    look: { kind: null, colour: null, pose: flatLay ? "flatLay" : "standing" },
  };
}

/** The product's larger extent on a canvas: of the canvas height, or of the safe area's width for wide products. */
export function extentOf(c: RenderedCreative & CreativeSize): number {
  const safe = safeAreaOf(c.width, c.height, c.safeArea);
  return Math.max(c.productBox.height / c.height, c.productBox.width / safe.width);
}

/** Whether the product's box lies inside the canvas's safe area (its margin included), to a pixel. */
export function insideSafe(c: RenderedCreative & CreativeSize): boolean {
  const s = safeAreaOf(c.width, c.height, c.safeArea);
  const b = c.productBox;
  return b.left >= s.left - 1 && b.top >= s.top - 1 && b.left + b.width <= s.left + s.width + 1 && b.top + b.height <= s.top + s.height + 1;
}

/** Two framings differ when the product moved a tenth of the canvas, grew by a tenth of it, or stands a tenth higher or lower. */
export function distinctCompositions(creatives: RenderedCreative[]): number {
  const keys: Array<[number, number, number]> = creatives.map((c) => {
    const b = c.productBox;
    return [(b.left + b.width / 2) / c.width, Math.max(b.height, b.width) / c.height, (b.top + b.height) / c.height];
  });
  const groups: Array<[number, number, number]> = [];
  for (const k of keys) if (!groups.some((g) => Math.abs(g[0] - k[0]) < 0.1 && Math.abs(g[1] - k[1]) < 0.1 && Math.abs(g[2] - k[2]) < 0.1)) groups.push(k);
  return groups.length;
}

interface ShootResult {
  shoot: Shoot;
  /** per task: every canvas of renderKind 1023 */
  tasks: RenderedCreative[][];
  ms: number;
  notDrawn: string[];
  framings: string[];
}

async function runShoot(shoot: Shoot, sizes: CreativeSize[]): Promise<ShootResult> {
  const cutoutPng = readFileSync(`${DIR}/${shoot.file}`);
  const analysis = await analysisOf(cutoutPng, Boolean(shoot.flatLay));
  const notDrawn = new Set<string>();
  const framings: string[] = [];
  const t0 = performance.now();
  const tasks = await Promise.all(
    Array.from({ length: 6 }, (_, position) => {
      const scene = sceneForTask(shoot.scenes[position % shoot.scenes.length]!, { productName: shoot.name, analysis, useStyleReference: true, position });
      scene.notDrawn.forEach((w) => notDrawn.add(w));
      framings[position] = scene.recipe.framing?.name ?? "";
      return builtInSceneRenderer.render({ recipe: scene.recipe, prompt: scene.prompt, cutoutPng, shapeClass: analysis.shapeClass, sizes, seed: 1000 + position * 7919 });
    }),
  );
  return { shoot, tasks, ms: performance.now() - t0, notDrawn: [...notDrawn], framings };
}

const label = (text: string, width: number, height: number) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#ffffff"/><text x="8" y="${height - 8}" font-family="sans-serif" font-size="12" fill="#222">${text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</text></svg>`);

async function contactSheet(results: ShootResult[], squareIndex: number) {
  const CELL = 300;
  const LABEL = 24;
  const layers: OverlayOptions[] = [];
  for (const [row, r] of results.entries()) {
    for (const [col, task] of r.tasks.entries()) {
      const po = r.shoot.scenes[col % r.shoot.scenes.length]!;
      const text = `${col + 1}. ${po.tag === "preset" ? po.preset.replace(/_/g, " ") : `“${po.prompt}”`}`;
      const top = row * (CELL + LABEL);
      layers.push({ input: label(`${text.slice(0, 34)} · ${r.framings[col]}`, CELL, LABEL), left: col * CELL, top });
      layers.push({ input: await sharp(task[squareIndex]!.png).resize(CELL, CELL).toBuffer(), left: col * CELL, top: top + LABEL });
    }
  }
  await sharp({ create: { width: 6 * CELL, height: results.length * (CELL + LABEL), channels: 3, background: "#ffffff" } })
    .composite(layers)
    // A palette PNG: the sheet is for looking at, and a full-colour one weighs ~7 MB in the repository.
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 8 })
    .toFile(SHEET);
}

export async function benchComposition(): Promise<BenchResult> {
  const sizes = canvasesFor(ALL_SIZES, false);
  const squareIndex = sizes.findIndex((s) => s.width === 1080 && s.height === 1080);
  const results: ShootResult[] = [];
  for (const shoot of SHOOTS) results.push(await runShoot(shoot, sizes));
  await contactSheet(results, squareIndex);

  const rows = results.map((r) => {
    const all = r.tasks.flat();
    const extents = all.map(extentOf).sort((a, b) => a - b);
    const outside = all.filter((c) => !insideSafe(c)).length;
    return {
      r,
      row: [
        r.shoot.name,
        r.shoot.scenes.length,
        percentile(extents, 50).toFixed(2),
        `${extents[0]!.toFixed(2)}–${extents.at(-1)!.toFixed(2)}`,
        `${all.length - outside}/${all.length}`,
        distinctCompositions(r.tasks.map((t) => t[0]!)),
        distinctCompositions(r.tasks.map((t) => t[squareIndex]!)),
        `${(r.ms / 1000).toFixed(2)} s`,
        r.notDrawn.join(", ") || "—",
      ],
      extents,
      outside,
    };
  });
  const allExtents = rows.flatMap((x) => x.extents).sort((a, b) => a - b);
  const primaryExtents = results.flatMap((r) => r.tasks.map((t) => extentOf(t[0]!))).sort((a, b) => a - b);
  const outside = rows.reduce((s, x) => s + x.outside, 0);
  const minDistinct = Math.min(...results.map((r) => distinctCompositions(r.tasks.map((t) => t[0]!))));
  const table = markdownTable(
    ["product", "scenes given", "extent p50", "extent min–max", "inside safe area", "compositions (1674×628)", "compositions (1080×1080)", "6 tasks × 10 sizes", "words not drawn"],
    rows.map((x) => x.row),
  );
  const summary = markdownTable(
    ["measure", "value", "target"],
    [
      ["larger extent, median over every creative", percentile(allExtents, 50).toFixed(2), "≥ 0.5 (0.5–0.8)"],
      ["larger extent, median of the primary 1674×628 creatives", percentile(primaryExtents, 50).toFixed(2), "≥ 0.5"],
      ["larger extent, min / max over every creative", `${allExtents[0]!.toFixed(2)} / ${allExtents.at(-1)!.toFixed(2)}`, "0.5–0.8"],
      ["creatives with the product inside the safe area", `${allExtents.length - outside}/${allExtents.length}`, "all"],
      ["distinct compositions among six (fewest of 8 shoots)", minDistinct, "≥ 3"],
    ],
  );
  console.log(`\n${summary}\n\n${table}`);
  return {
    name: "composition",
    title: "Creatives: composition on real cutouts (built-in renderer)",
    markdown: `Eight real cutouts (\`${DIR}\`: six products photographed standing, two garments photographed flat and read as flat lays) × six scenes, each task framed by its position (\`lib/ai/scene/compositions.ts\`) and rendered in all ten renderKind sizes (renderKind 1023) in this process. The extent is the placed product box's larger side: its height over the canvas height, or its width over the safe area's width. Safe area = the canvas (the 1674×628 primary: its middle 1200 px) less 5% of the shorter side on every side. Two compositions differ when the product's centre, size or base moves by a tenth of the canvas. Contact sheet of the 1080×1080 creatives: \`${SHEET}\`.\n\n${summary}\n\n${table}`,
  };
}

/** `node bin/run-ts.mjs ../bench/composition.ts`: the same, printed and the sheet written, nothing recorded. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchComposition();
}
