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
import { refineWork } from "@/lib/services/photoshoot/refine-work";
import { processUpload } from "@/lib/services/photoshoot/upload-work";
import { refineBenchCase } from "../refine-case";

const rounds = Number(process.argv[2] ?? 12);
const { photo, width, height, strokes } = await refineBenchCase();
const asset = await processUpload(new BuiltinSegmenter(), Buffer.from(photo.image));
const threadMs = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
const cpu: number[] = [], thread: number[] = [], wall: number[] = [];
for (let round = -2; round < rounds; round++) {
  const s0 = threadMs(), c0 = process.cpuUsage(), t0 = performance.now();
  await refineWork({ photo: photo.image, maskPng: asset.maskPng, cutoutPng: asset.cutoutPng, strokes, width, height, analysis: asset.analysis });
  const c = process.cpuUsage(c0), s1 = threadMs();
  if (round < 0) continue; // warm-up
  cpu.push((c.user + c.system) / 1000);
  thread.push(s1 - s0);
  wall.push(performance.now() - t0);
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;
console.log(JSON.stringify({ cpuMin: Math.round(Math.min(...cpu)), cpuMedian: Math.round(median(cpu)), threadMin: Math.round(Math.min(...thread)), threadMedian: Math.round(median(thread)), wallMin: Math.round(Math.min(...wall)), wallMedian: Math.round(median(wall)) }));
