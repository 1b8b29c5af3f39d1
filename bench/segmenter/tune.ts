/**
 * Quick tuning loop on the tuning photos only (never the hold-out): the studio photos of the chosen
 * backdrops, drawn as the full set draws them, and optionally the tuning photos to refuse; one line
 * per photo and a summary per group, written as JSON for comparing two runs.
 *
 * With `all` (or `variants` in the list), also the extra own-colour shots of matched-variants.ts
 * (groups matched-contact, matched-floating, grey-shiny, matched-dark-shadow, and clear-thin-offwhite, -grey, -matched); `--no-variants` leaves them out.
 *
 * Run: `node bin/run-ts.mjs ../bench/segmenter/tune.ts [backdrop,…|variants|all] [--refusals] [--no-variants] [--seed N] [--groups g,…] [out.json]`
 */
import "server-only";
import { writeFile } from "node:fs/promises";
import { BuiltinSegmenter, type BuiltinDiagnostics } from "@/lib/ai/segmenter/builtin-segmenter";
import { boundaryF, iou } from "./metrics";
import { generateMatchedVariants } from "./matched-variants";
import { generateRealSet, HOLD_OUT_PRODUCTS, STUDIO_BACKDROPS, type StudioBackdrop } from "./real-set";
import { generateRefusalSet } from "./refusal-set";
import { segmentOnce } from "./segment-once";

const args = process.argv.slice(2);
const which = args[0] && !args[0].startsWith("--") ? args[0] : "all";
const asked = which.split(",");
const backdrops = (which === "all" ? STUDIO_BACKDROPS : asked.filter((b) => (STUDIO_BACKDROPS as readonly string[]).includes(b))) as StudioBackdrop[];
const withVariants = (which === "all" || asked.includes("variants")) && !args.includes("--no-variants");
const out = args.find((a) => a.endsWith(".json"));
// --seed N draws other photos of the same products (7 is the full set's own draw).
const seedAt = args.indexOf("--seed");
const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : 7;
// --groups a,b keeps only those groups (e.g. the variant groups alone on another seed).
const groupsAt = args.indexOf("--groups");
const onlyGroups = groupsAt >= 0 ? args[groupsAt + 1]!.split(",") : null;
let seen: BuiltinDiagnostics | undefined;
const segmenter = new BuiltinSegmenter((d) => (seen = d));
const photos = (await generateRealSet({ seed, backdrops, asInFullSet: true })).filter((p) => !HOLD_OUT_PRODUCTS.includes(p.product)).map((p) => ({ ...p, group: p.backdrop as string }));
const variants = withVariants ? (await generateMatchedVariants({ seed })).filter((p) => !p.holdOut) : [];
const refusals = args.includes("--refusals") ? (await generateRefusalSet({ seed })).filter((p) => !p.holdOut).map((p) => ({ ...p, group: p.kind as string })) : [];
const rows = [];
for (const item of [...photos, ...variants, ...refusals].filter((p) => !onlyGroups || onlyGroups.includes(p.group))) {
  seen = undefined;
  const r = await segmentOnce(segmenter, item.image, item);
  const c = (seen as BuiltinDiagnostics | undefined)?.certainty; // set by the callback above, which TypeScript cannot see
  const row = { name: item.name, group: item.group, iou: iou(r.predicted, item.mask), bf: boundaryF(r.predicted, item.mask, item.width, item.height, 2), confidence: r.confidence, refused: r.refused ?? null, reason: r.confidenceReason, thinness: c?.support.thinness ?? null, support: c?.support.overall ?? null, sides: c?.support.sides ?? null, stray: c?.stray ?? null, missedInside: c?.shape?.missedInside ?? null, closedOff: c?.closedOffBeside ?? null, acrossGaps: c?.acrossGaps ?? null };
  rows.push(row);
  console.log(`${row.name.padEnd(40)} ${row.refused ? "REFUSED " + row.refused.slice(0, 60) : `iou ${row.iou.toFixed(3)} bf ${row.bf.toFixed(3)} conf ${row.confidence.toFixed(2)} thin ${row.thinness?.toFixed(3)}`}`);
}
for (const g of [...new Set(rows.map((r) => r.group))]) {
  const all = rows.filter((r) => r.group === g);
  const ok = all.filter((r) => !r.refused);
  const mean = ok.reduce((s, r) => s + r.iou, 0) / Math.max(1, ok.length);
  console.log(`${g}: ${all.length} photos, refused ${all.length - ok.length}, mean IoU ${mean.toFixed(3)}, worst ${ok.length ? Math.min(...ok.map((r) => r.iou)).toFixed(3) : "-"}, < 0.8: ${ok.filter((r) => r.iou < 0.8).length}`);
}
if (out) await writeFile(out, JSON.stringify(rows, null, 1));
