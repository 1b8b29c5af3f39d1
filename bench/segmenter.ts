import { benchRealSet, formatRealBench, renderSheet, WRONG_IOU } from "./segmenter/real-run";
import { benchSegmenter, formatSegmenterBench } from "./segmenter/run";
import type { BenchResult } from "./report";

/** Where the side-by-side sheet of the worst cases is written (and linked from the report). */
const SHEET = "docs/segmenter-worst-cases.png";

/**
 * The built-in segmenter on real product imagery (the figures that count), then on the generated
 * set (a regression check: it only proves what its generator assumed) with the 12 MP timing.
 */
export async function benchSegmenterQuality(): Promise<BenchResult> {
  const real = await benchRealSet();
  await renderSheet(real.worst, SHEET);
  const realTable = formatRealBench(real);
  console.log(`\n${realTable}`);
  const generated = await benchSegmenter();
  const table = formatSegmenterBench(generated);
  console.log(`\n${table}`);
  const backdrops = Object.entries(real.byBackdrop);
  const photos = backdrops.reduce((s, [, b]) => s + b.photos, 0);
  const refused = backdrops.reduce((s, [, b]) => s + b.refused, 0);
  const wrong = backdrops.reduce((s, [, b]) => s + b.wrong, 0);
  const meanMet = backdrops.every(([, b]) => b.meanIoU >= 0.95);
  const verdict =
    `**Mean IoU per backdrop ${backdrops.map(([k, b]) => `${k} ${b.meanIoU.toFixed(3)}`).join(", ")}** (target ≥ 0.95 on each) — ${meanMet ? "met" : "NOT met"}; ` +
    `**${wrong} cutout(s) returned with IoU < ${WRONG_IOU}** (target 0) — ${wrong === 0 ? "met" : "NOT met"}; ` +
    `**${refused} of ${photos} refused** (${((100 * refused) / Math.max(1, photos)).toFixed(1)}%, target < 5%) — ${refused / Math.max(1, photos) < 0.05 ? "met" : "NOT met"}.`;
  return {
    name: "segmenter",
    title: "Built-in segmenter quality (real product imagery)",
    markdown:
      `${photos} photos: ${photos / Math.max(1, backdrops.length)} real product cutouts (photographed products with their own alpha: pale, grey, dark, transparent, reflective and thin ones; sources and licences in \`bench/segmenter/photos/README.md\`) each composited on four studio backdrops — white seamless paper, light grey sweep, beige paper, pastel gradient — with a contact shadow, a cast shadow or a floating product's soft shadow, sensor noise and JPEG (\`bench/segmenter/real-set.ts\`). The truth is the cutout's own alpha: exact, shadows excluded. IoU at alpha ≥ 128; boundary F-score with a 2 px tolerance; means over the cutouts returned, refusals counted apart.\n\n` +
      `${realTable}\n\n${verdict}\n\nThe 8 worst returned cutouts, side by side (photo, truth, result): [${SHEET.replace("docs/", "")}](${SHEET.replace("docs/", "")}).\n\n` +
      `### Generated set (regression check) and 12 MP timing\n\n24 generated product photos (\`bench/segmenter/ground-truth.ts\`; bottles, boxes, mugs, spheres, shoes, cans; plain, gradient and lightly textured backgrounds; 1–12 MP). These scored 0.99 while real imagery scored far lower: they prove only what their generator assumed.\n\n${table}`,
  };
}
