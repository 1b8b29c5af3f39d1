/**
 * `npm run bench [name…]`: runs the benchmarks (all, or those named), prints their tables and
 * records each in docs/benchmarks.md. Needs a production build (`npm run build`).
 */
import { benchAdTexts } from "./ad-texts";
import { benchBareRoute } from "./bare-route";
import { benchColour } from "./colour";
import { benchComposition } from "./composition";
import { benchFinishedAds } from "./finished-ads";
import { benchPhotoshoot } from "./photoshoot";
import { benchRecommendations } from "./recommendations";
import { benchRefine } from "./refine";
import { benchScaleOut } from "./scale-out";
import { benchSegmenterQuality } from "./segmenter";
import { writeSection, type BenchResult } from "./report";

const benchmarks: Record<string, () => Promise<BenchResult>> = {
  "ad-texts": benchAdTexts,
  "bare-route": benchBareRoute,
  recommendations: benchRecommendations,
  refine: benchRefine,
  segmenter: benchSegmenterQuality,
  photoshoot: benchPhotoshoot,
  composition: benchComposition,
  "finished-ads": benchFinishedAds,
  "scale-out": benchScaleOut,
  colour: benchColour,
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benchmarks)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n━━ bench: ${name} ━━`);
  writeSection(await run());
}
console.log("\nRecorded in docs/benchmarks.md");
