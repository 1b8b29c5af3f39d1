import { benchRealSet, formatRealBench, renderSheet, WRONG_IOU } from "./segmenter/real-run";
import { FRESH_HOLD_OUT_TRAITS } from "./segmenter/fresh-hold-out";
import { HOLD_OUT_PRODUCTS, STUDIO_BACKDROPS } from "./segmenter/real-set";
import { HOLD_OUT_SCENES } from "./segmenter/refusal-set";
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
  const verdicts = Object.entries(real.bySet).map(([set, groups]) => {
    const studio = Object.entries(groups).filter(([g]) => (STUDIO_BACKDROPS as readonly string[]).includes(g));
    const refusing = Object.entries(groups).filter(([g]) => !(STUDIO_BACKDROPS as readonly string[]).includes(g));
    const share = ([, b]: (typeof studio)[number]) => b.refused / Math.max(1, b.photos);
    const refusedMet = studio.every((e) => share(e) <= 0.05);
    const meanMet = studio.every(([, b]) => b.returned === 0 || b.meanIoU >= 0.95);
    const wrong = refusing.reduce((s, [, b]) => s + b.wrong, 0) + studio.reduce((s, [, b]) => s + b.wrong, 0);
    return (
      `${set}: **refused share per backdrop ${studio.map(([k, b]) => `${k} ${(100 * share([k, b])).toFixed(0)}%`).join(", ")}** (target ≤ 5% on each) — ${refusedMet ? "met" : "NOT met"}; ` +
      `**mean IoU ${studio.map(([k, b]) => `${k} ${b.meanIoU.toFixed(3)}`).join(", ")}** (target ≥ 0.95) — ${meanMet ? "met" : "NOT met"}; ` +
      `**${wrong} cutout(s) returned with IoU < ${WRONG_IOU}** (busy, cropped, several, none and studio photos; target 0) — ${wrong === 0 ? "met" : "NOT met"}.`
    );
  });
  const verdict = verdicts.join("\n\n");
  const photos = real.rows.length;
  return {
    name: "segmenter",
    title: "Built-in segmenter quality (real product imagery)",
    markdown:
      `${photos} photos. **Guidance photos** (\`bench/segmenter/real-set.ts\`): 33 real product cutouts (photographed products with their own alpha: pale, grey, dark, transparent, reflective and thin ones; sources and licences in \`bench/segmenter/photos/README.md\`) each composited on five studio backdrops — white seamless paper, warm off-white card under a strong vignette, light grey sweep, beige paper, pastel gradient — and the pale, grey, shiny and see-through ones also on a sweep of their own colour ("matched"); contact, cast or floating soft shadows, sensor noise and JPEG; most pale products exposed for the backdrop (their whites on the backdrop's white). **Photos to refuse** (\`bench/segmenter/refusal-set.ts\`): a product in a real cluttered scene (busy), a studio photo cropped through the product, a second product beside the first, the empty backdrop. The truth is the cutout's own alpha: exact, shadows excluded. IoU at alpha ≥ 128; boundary F-score with a 2 px tolerance; means over the cutouts returned, refusals counted apart. Products ${HOLD_OUT_PRODUCTS.join(", ")} and scenes ${HOLD_OUT_SCENES.join(", ")} are the **hold-out set**, scored only at the end of a tuning session; nine more (\`bench/segmenter/fresh-hold-out.ts\`: ${Object.keys(FRESH_HOLD_OUT_TRAITS).join(", ")}) are the **fresh hold-out**, added when the first had been scored twice after tuning.\n\n` +
      `${realTable}\n\n${verdict}\n\nThe 8 worst returned cutouts, side by side (photo, truth, result): [${SHEET.replace("docs/", "")}](${SHEET.replace("docs/", "")}).\n\n` +
      `### Generated set (regression check) and 12 MP timing\n\n24 generated product photos (\`bench/segmenter/ground-truth.ts\`; bottles, boxes, mugs, spheres, shoes, cans; plain, gradient and lightly textured backgrounds; 1–12 MP). These scored 0.99 while real imagery scored far lower: they prove only what their generator assumed.\n\n${table}`,
  };
}
