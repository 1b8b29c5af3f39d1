/**
 * Proof that a change to the segmenter is mechanical: one line per tuning photo (never the
 * hold-out) with a hash of its mask, its cutout's pixels and its confidence (or its refusal), and
 * the three 12 MP photos the Recommendations bench sends. Two runs, before and after a change,
 * must print the same lines.
 *
 * Run: `node bin/run-ts.mjs ../bench/segmenter/mask-hashes.ts [--refusals] > hashes.txt`
 */
import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/errors";
import { BuiltinSegmenter } from "@/lib/ai/segmenter/builtin-segmenter";
import { decodeUpload } from "@/lib/images/decode";
import { generateGroundTruth } from "./ground-truth";
import { generateRealSet, HOLD_OUT_PRODUCTS } from "./real-set";
import { generateRefusalSet } from "./refusal-set";

const hash = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

// --helper: with the helper thread, as the upload thread runs it.
const segmenter = new BuiltinSegmenter(undefined, { helperThread: process.argv.includes("--helper") });
const studio = (await generateRealSet({ seed: 7, asInFullSet: true })).filter((p) => !HOLD_OUT_PRODUCTS.includes(p.product));
const refusals = process.argv.includes("--refusals") ? (await generateRefusalSet({ seed: 7 })).filter((p) => !p.holdOut) : [];
const large = await generateGroundTruth({ seed: 99, count: 3, megapixels: [12], backgrounds: ["plain", "gradient", "plain"], pngEvery: 0 });
const photos = [...studio, ...refusals, ...large.map((p, i) => ({ ...p, name: `bench-12mp-${i}` }))];

const all = createHash("sha256");
for (const photo of photos) {
  let line: string;
  try {
    const result = await segmenter.segment(await decodeUpload(photo.image, { previewLongSide: segmenter.previewLongSide }));
    const cutout = result.cutout();
    line = `mask ${hash(result.mask)} cutout ${hash(cutout.data)} ${cutout.width}x${cutout.height}+${cutout.left}+${cutout.top} confidence ${result.confidence} ${result.confidenceReason ?? "-"}`;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    line = `refused ${error.code}: ${error.message}`;
  }
  all.update(line);
  console.log(`${photo.name.padEnd(44)} ${line}`);
}
console.log(`all ${photos.length} photos: ${all.digest("hex").slice(0, 16)}`);
