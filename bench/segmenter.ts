import { benchSegmenter, formatSegmenterBench } from "./segmenter/run";
import type { BenchResult } from "./report";

/** Mean IoU and boundary F of the built-in segmenter over the generated ground-truth set, and 12 MP timing. */
export async function benchSegmenterQuality(): Promise<BenchResult> {
  const result = await benchSegmenter();
  const table = formatSegmenterBench(result);
  console.log(`\n${table}`);
  const { plain, gradient } = result.summary.byBackground;
  const met = plain.meanIoU >= 0.95 && gradient.meanIoU >= 0.95;
  return {
    name: "segmenter",
    title: "Built-in segmenter quality (generated ground truth)",
    markdown: `24 generated product photos (bottles, boxes, mugs, spheres, shoes, cans with shading, highlights, cast and contact shadows and reflections; plain, gradient and lightly textured backgrounds; 1–12 MP; JPEG and PNG), each with its exact mask (\`bench/segmenter/ground-truth.ts\`). IoU over the mask at alpha ≥ 128; boundary F-score with a 2 px tolerance.\n\n${table}\n\n**Mean IoU on plain ${plain.meanIoU.toFixed(3)}, on gradient ${gradient.meanIoU.toFixed(3)}** (target ≥ 0.95) — ${met ? "met" : "NOT met"}.`,
  };
}
