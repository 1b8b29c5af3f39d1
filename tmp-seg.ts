import { generateGroundTruth } from "@/bench/segmenter/ground-truth";
import { BuiltinSegmenter } from "@/lib/ai/segmenter/builtin-segmenter";
import { decodeUploadStaged } from "@/lib/images/decode";
const photos = await generateGroundTruth({ seed: 99, count: 3, megapixels: [12], backgrounds: ["plain", "gradient", "plain"], pngEvery: 0 });
const seg = new BuiltinSegmenter();
const t: number[] = [];
for (let r = 0; r < 4; r++) for (const p of photos) {
  const s0 = performance.now();
  const res = await seg.segmentStaged(await decodeUploadStaged(p.image, { previewLongSide: seg.previewLongSide }));
  await Promise.all([res.maskPng(), res.cutoutPng()]);
  if (r > 0) { t.push(performance.now() - s0); console.log(photos.indexOf(p), (performance.now() - s0).toFixed(0)); }
}
t.sort((a, b) => a - b); console.log("staged+png wall p50", t[t.length >> 1]!.toFixed(0), t.map((x) => x.toFixed(0)).join(" "));
