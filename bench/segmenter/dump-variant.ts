/**
 * Writes tuning variant photos beside the segmenter's cut (photo | truth | cut) as PNG sheets, to look
 * at what went wrong. Tuning products only (hold-out never drawn).
 * Run: `node bin/run-ts.mjs ../bench/segmenter/dump-variant.ts <seed> <group> <outdir> [product,…]`
 */
import "server-only";
import { createSegmenter } from "@/lib/ai/segmenter";
import { generateMatchedVariants } from "./matched-variants";
import { iou } from "./metrics";
import { renderSheet } from "./real-run";
import { segmentOnce } from "./segment-once";

const [seedArg = "7", group = "matched-dark-shadow", outDir = "/tmp", productsArg] = process.argv.slice(2);
const products = productsArg ? productsArg.split(",") : undefined;
const segmenter = createSegmenter({ kind: "builtin" });
const photos = (await generateMatchedVariants({ seed: Number(seedArg), ...(products ? { products } : {}) })).filter((p) => !p.holdOut && p.group === group);
const cases = [];
for (const p of photos) {
  const r = await segmentOnce(segmenter, p.image, p);
  const row = { name: p.name, holdOut: false, traits: p.traits, confidence: r.confidence, iou: iou(r.predicted, p.mask), boundaryF: 0 };
  cases.push({ row: row as never, photo: p, predicted: r.predicted });
}
await renderSheet(cases, `${outDir}/${group}-seed${seedArg}.png`, 260);
