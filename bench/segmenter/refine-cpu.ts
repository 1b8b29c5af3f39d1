/**
 * CPU time of the refine brush's work (refineWork: decode the strokes' region, the stored mask and
 * cutout; decide; encode) on the asset of the 12 MP photo the Refine bench sends, with its strokes,
 * in this process. Prints one JSON line as upload-cpu.ts does ("thread": this thread's own CPU).
 *
 * Run: `node bin/run-ts.mjs ../bench/segmenter/refine-cpu.ts [rounds]`
 */
import "server-only";
import { readFileSync } from "node:fs";
import { BuiltinSegmenter } from "@/lib/ai/segmenter/builtin-segmenter";
import type { BrushStroke } from "@/lib/ai/refine";
import { refineWork } from "@/lib/services/photoshoot/refine-work";
import { processUpload } from "@/lib/services/photoshoot/upload-work";
import { generateGroundTruth } from "./ground-truth";

const rounds = Number(process.argv[2] ?? 12);
const [photo] = await generateGroundTruth({ seed: 99, count: 1, megapixels: [12], backgrounds: ["plain"], pngEvery: 0 });
const { width, height, mask } = photo!;
let [x0, y0, x1, y1] = [width, height, 0, 0];
for (let y = 0; y < height; y++) {
  for (let x = 0; x < width; x++) {
    if (mask[y * width + x]! < 128) continue;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
}
const line = (from: [number, number], to: [number, number]) =>
  Array.from({ length: 150 }, (_, i): [number, number] => [from[0] + ((to[0] - from[0]) * i) / 149, from[1] + ((to[1] - from[1]) * i) / 149]);
const strokes: BrushStroke[] = [
  { mode: "keep", radius: 60, points: line([x0 + (x1 - x0) * 0.3, y0 + 20], [x0 + (x1 - x0) * 0.7, y0 + 20]) },
  { mode: "remove", radius: 60, points: line([x1 + 10, y0 + (y1 - y0) * 0.4], [x1 + 10, y0 + (y1 - y0) * 0.7]) },
];
const asset = await processUpload(new BuiltinSegmenter(), Buffer.from(photo!.image));
const threadMs = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
const cpu: number[] = [], thread: number[] = [], wall: number[] = [];
for (let round = -2; round < rounds; round++) {
  const s0 = threadMs(), c0 = process.cpuUsage(), t0 = performance.now();
  await refineWork({ photo: photo!.image, maskPng: asset.maskPng, cutoutPng: asset.cutoutPng, strokes, width, height, analysis: asset.analysis });
  const c = process.cpuUsage(c0), s1 = threadMs();
  if (round < 0) continue; // warm-up
  cpu.push((c.user + c.system) / 1000);
  thread.push(s1 - s0);
  wall.push(performance.now() - t0);
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;
console.log(JSON.stringify({ cpuMin: Math.round(Math.min(...cpu)), cpuMedian: Math.round(median(cpu)), threadMin: Math.round(Math.min(...thread)), threadMedian: Math.round(median(thread)), wallMin: Math.round(Math.min(...wall)), wallMedian: Math.round(median(wall)) }));
