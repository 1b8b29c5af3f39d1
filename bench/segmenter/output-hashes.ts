/**
 * Proof that a speed change leaves the stored files alone: hashes of processUpload's PNG bytes,
 * their decoded pixels and the analysis for the three 12 MP Recommendations photos, and the same
 * for refineWork on the Refine bench's case. Two runs, before and after, must print the same lines.
 *
 * Run: `node bin/run-ts.mjs ../bench/segmenter/output-hashes.ts`
 */
import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { BuiltinSegmenter } from "@/lib/ai/segmenter/builtin-segmenter";
import { refineWork } from "@/lib/services/photoshoot/refine-work";
import { processUpload } from "@/lib/services/photoshoot/upload-work";
import { refineBenchCase } from "../refine-case";
import { generateGroundTruth } from "./ground-truth";

const hash = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);
const pixels = async (png: Buffer) => hash(await sharp(png).raw().toBuffer());
const line = async (name: string, out: { maskPng: Buffer; cutoutPng: Buffer; analysis: unknown }) =>
  console.log(`${name.padEnd(12)} maskPng ${hash(out.maskPng)} px ${await pixels(out.maskPng)} cutoutPng ${hash(out.cutoutPng)} px ${await pixels(out.cutoutPng)} analysis ${hash(JSON.stringify(out.analysis))}`);

const segmenter = new BuiltinSegmenter(undefined, { helperThread: process.argv.includes("--helper") });
const large = await generateGroundTruth({ seed: 99, count: 3, megapixels: [12], backgrounds: ["plain", "gradient", "plain"], pngEvery: 0 });
for (const [i, photo] of large.entries()) await line(`upload-${i}`, await processUpload(segmenter, Buffer.from(photo.image)));
const { photo, width, height, strokes } = await refineBenchCase();
const asset = await processUpload(segmenter, Buffer.from(photo.image));
await line("refine-asset", asset);
await line("refine", await refineWork({ photo: photo.image, maskPng: asset.maskPng, cutoutPng: asset.cutoutPng, strokes, width, height, analysis: asset.analysis }));
