// `npm run bench finished-ads`: CPU per finished ad, for every renderKind size and template (issue
// #28's target: ≤ 150 ms of CPU per ad and size). One process, `sharp.concurrency(1)` (the worker's
// setting), warm (fonts and hyphenation patterns loaded), the median of 5 renders, user + system CPU
// of the whole process (libvips threads included), German texts and an SVG logo. The creatives are
// a real photoshoot's: the e2e camera photo cut out by the built-in segmenter and rendered by the
// built-in renderer in "White Background" at every renderKind size and the 1674×628 landscape.
// Each ad is made twice: from the creative at its own size (the usual case: a photoshoot renders
// its renderKind sizes), and from the landscape (a size the photoshoot did not render: the
// creative is scaled up), each with the product box the renderer reported.
import { readFileSync } from "node:fs";
import os from "node:os";
import sharp from "sharp";
import { renderAd, type RenderAdInput } from "@/lib/ai/finished-ads/render-ad";
import { builtInSceneRenderer } from "@/lib/ai/providers/built-in-renderer";
import { createSegmenter } from "@/lib/ai/segmenter";
import type { RenderedCreative } from "@/lib/ai/scene-renderer";
import { decodeUpload } from "@/lib/images/decode";
import { dominantColors, shapeClass } from "@/lib/services/photoshoot/product-analysis";
import { sceneForTask } from "@/lib/services/photoshoot/scene-for-task";
import { TEMPLATE_IDS } from "@/lib/ai/finished-ads/templates";
import { SAMPLE_LOGO_SVG } from "@/lib/ai/finished-ads/testing";
import { RENDER_KIND_SIZES } from "@/lib/schemas/image-generation";
import { markdownTable, percentile, type BenchResult } from "./report";

const TARGET_MS = 150;
const RUNS = 5;
const LANDSCAPE = { width: 1674, height: 628 };
const PHOTO = "e2e/fixtures/photos/film-camera-on-white.jpg";

const TEXTS: RenderAdInput["texts"] = { headline: "Präzision, die Generationen überdauert", punchline: "Automatikwerk, Saphirglas, handgenähtes Lederarmband.", cta: "Jetzt entdecken" };
const BRAND: RenderAdInput["brand"] = { colours: { primary: "#c8a45a", secondary: "#1b1b1b", text: "#f5f1e8", background: "#1b1b1b" }, fontPair: "playfair-lora", logo: SAMPLE_LOGO_SVG };

async function cpuMs(input: RenderAdInput): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const before = process.cpuUsage();
    await renderAd(input);
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  return percentile(times.sort((a, b) => a - b), 50);
}

/** The photoshoot's creatives: the landscape first, then one per renderKind size. */
async function photoshootCreatives(): Promise<RenderedCreative[]> {
  const segmenter = createSegmenter({ kind: "builtin" });
  const segmentation = await segmenter.segment(await decodeUpload(readFileSync(PHOTO), { previewLongSide: segmenter.previewLongSide }));
  const analysis = { dominantColors: dominantColors(segmentation.cutout()), shapeClass: shapeClass(segmentation.bbox, segmentation), box: segmentation.bbox };
  const scene = sceneForTask({ tag: "preset", preset: "white_background" }, { productName: "Film camera", analysis, useStyleReference: true });
  const sizes = [LANDSCAPE, ...RENDER_KIND_SIZES.map(({ width, height }) => ({ width, height }))];
  return builtInSceneRenderer.render({ ...scene, cutoutPng: await segmentation.cutoutPng(), shapeClass: analysis.shapeClass, sizes, seed: 1 });
}

/** The renderer's product box in pixels as the share of its canvas that renderAd takes. */
const relative = (c: RenderedCreative) => ({ x: c.productBox.left / c.width, y: c.productBox.top / c.height, width: c.productBox.width / c.width, height: c.productBox.height / c.height });

export async function benchFinishedAds(): Promise<BenchResult> {
  const [landscape, ...own] = await photoshootCreatives();
  sharp.concurrency(1);
  const load = os.loadavg()[0]!;
  const base = { texts: TEXTS, brand: BRAND, language: "de" };
  const from = (c: RenderedCreative) => ({ creative: c.png, productBox: relative(c) });
  await renderAd({ ...base, ...from(landscape!), size: RENDER_KIND_SIZES[0]!, template: "overlay" }); // warm-up
  const rows: Array<Array<string | number>> = [];
  let worst = 0;
  for (const [i, size] of RENDER_KIND_SIZES.entries()) {
    const cells: number[] = [];
    for (const template of TEMPLATE_IDS) {
      for (const creative of [own[i]!, landscape!]) {
        const ms = await cpuMs({ ...base, ...from(creative), size, template });
        cells.push(ms);
        worst = Math.max(worst, ms);
      }
    }
    rows.push([`${size.name} ${size.width}×${size.height}`, ...cells.map((ms) => Math.round(ms))]);
  }
  const headers = ["size", ...TEMPLATE_IDS.flatMap((t) => [`${t} ms`, `${t} ms (scaled up)`])];
  const table = markdownTable(headers, rows);
  console.log(`\n${table}\n\nworst ${worst.toFixed(0)} ms (target ≤ ${TARGET_MS} ms); load average ${load.toFixed(1)} on ${os.cpus().length} cores`);
  return {
    name: "finished-ads",
    title: "Finished ads: CPU per ad and size",
    markdown:
      `CPU per finished ad (\`lib/ai/finished-ads\`): one process, \`sharp.concurrency(1)\`, warm, median of ${RUNS} renders, user + system CPU of the process (libvips threads included); German texts, SVG logo, PNG at zlib level 3. The creatives: the e2e camera photo, cut out and rendered by the built-in engines in White Background at every size. Each template twice: from the creative at the ad's own size (a photoshoot renders its renderKind sizes), and from the 1674×628 landscape scaled up to the size (a size the photoshoot did not render), with the product box the renderer reported. Machine load average ${load.toFixed(1)} on ${os.cpus().length} cores.\n\n` +
      `${table}\n\n**Worst ${worst.toFixed(0)} ms** (target ≤ ${TARGET_MS} ms) — ${worst <= TARGET_MS ? "met" : "NOT met"}.`,
  };
}
