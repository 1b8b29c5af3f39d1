/**
 * The segmenter on real product imagery (real-set.ts): per backdrop, mean IoU and boundary F over
 * the cutouts it returned, the worst IoU among them, how many were returned below IoU 0.8 (a wrong
 * cutout returned as a success) and how many it refused. Side-by-side sheets of the worst cases.
 *
 * Run: `npx tsx --conditions=react-server bench/segmenter/real-run.ts [--hold-out] [sheet.png]`
 */
import "server-only";
import { segmentOnce } from "./segment-once";
import { pathToFileURL } from "node:url";
import sharp, { type OverlayOptions } from "sharp";
import { createSegmenter, type Segmenter } from "@/lib/ai/segmenter";
import { boundaryF, iou } from "./metrics";
import { generateFreshHoldOut } from "./fresh-hold-out";
import { generateRealSet, STUDIO_BACKDROPS, type RealGroundTruthImage, type StudioBackdrop } from "./real-set";
import { generateRefusalSet, type RefusalKind, type RefusalPhoto } from "./refusal-set";

/** A cutout below this IoU returned as a success is a wrong answer (the issue's bar). */
export const WRONG_IOU = 0.8;

export interface RealBenchRow {
  name: string;
  /** The studio backdrop, or what makes a photo one to refuse. */
  group: StudioBackdrop | RefusalKind;
  /** False for the busy, cropped, several-product and empty photos (refusal-set.ts). */
  guidance: boolean;
  holdOut: boolean;
  /** Tuned on, held out since the start, or held out since 27 Nov 2026 (fresh-hold-out.ts). */
  set: BenchSet;
  traits: readonly string[];
  shadow: string;
  width: number;
  height: number;
  iou: number;
  boundaryF: number;
  /** The segmenter's own cutoutConfidence (0 when refused). */
  confidence: number;
  confidenceReason: string | null;
  ms: number;
  refused?: string;
}

export interface RealGroupSummary {
  photos: number;
  returned: number;
  refused: number;
  /** Over the returned cutouts. */
  meanIoU: number;
  worstIoU: number;
  meanBoundaryF: number;
  /** Returned with IoU below WRONG_IOU. */
  wrong: number;
}

export const BENCH_SETS = ["tuning", "hold-out", "fresh hold-out"] as const;
export type BenchSet = (typeof BENCH_SETS)[number];

export interface RealBench {
  rows: RealBenchRow[];
  /** Per set, per backdrop or refusal kind. */
  bySet: Partial<Record<BenchSet, Record<string, RealGroupSummary>>>;
  /** Everything needed to draw the sheets, for the worst returned cases. */
  worst: Array<{ row: RealBenchRow; photo: { image: Buffer; mask: Buffer; width: number; height: number }; predicted: Uint8Array }>;
}

type Photo = (RealGroundTruthImage | RefusalPhoto) & { group: StudioBackdrop | RefusalKind; guidance: boolean; set: BenchSet };
const setOf = (p: { holdOut: boolean }): BenchSet => (p.holdOut ? "hold-out" : "tuning");

export async function benchRealSet(options: { segmenter?: Segmenter; seed?: number; worst?: number; products?: readonly string[]; holdOut?: boolean } = {}): Promise<RealBench> {
  const { segmenter = createSegmenter({ kind: "builtin" }), seed = 7, worst = 8, products, holdOut = true } = options;
  const guidance = (await generateRealSet({ seed, ...(products ? { products } : {}) })).map((p) => ({ ...p, group: p.backdrop, guidance: true, set: setOf(p) }) as Photo);
  const fresh = holdOut && !products ? (await generateFreshHoldOut(seed)).map((p) => ({ ...p, group: p.backdrop, guidance: true, set: "fresh hold-out" }) as Photo) : [];
  const refusals = products ? [] : (await generateRefusalSet({ seed })).map((p) => ({ ...p, group: p.kind, guidance: false, set: setOf(p) }) as Photo);
  const set = [...guidance, ...fresh, ...refusals].filter((p) => holdOut || !p.holdOut);
  const rows: RealBenchRow[] = [];
  const kept: RealBench["worst"] = [];
  for (const item of set) {
    const { predicted, refused, ms, confidence, confidenceReason } = await segmentOnce(segmenter, item.image, item);
    const row: RealBenchRow = {
      name: item.name,
      group: item.group,
      guidance: item.guidance,
      holdOut: item.holdOut,
      set: item.set,
      traits: "traits" in item ? item.traits : [],
      shadow: "shadow" in item ? item.shadow : "",
      width: item.width,
      height: item.height,
      iou: iou(predicted, item.mask),
      boundaryF: boundaryF(predicted, item.mask, item.width, item.height, 2),
      confidence,
      confidenceReason,
      ms,
      ...(refused ? { refused } : {}),
    };
    rows.push(row);
    if (!refused) {
      kept.push({ row, photo: item, predicted });
      kept.sort((a, b) => a.row.iou - b.row.iou);
      kept.length = Math.min(kept.length, worst);
    }
  }
  const summarize = (all: RealBenchRow[]): RealGroupSummary => {
    const ok = all.filter((r) => !r.refused);
    const mean = (f: (r: RealBenchRow) => number) => (ok.length ? ok.reduce((s, r) => s + f(r), 0) / ok.length : 0);
    return {
      photos: all.length,
      returned: ok.length,
      refused: all.length - ok.length,
      meanIoU: mean((r) => r.iou),
      worstIoU: ok.length ? Math.min(...ok.map((r) => r.iou)) : 0,
      meanBoundaryF: mean((r) => r.boundaryF),
      wrong: ok.filter((r) => r.iou < WRONG_IOU).length,
    };
  };
  const groups = [...STUDIO_BACKDROPS, "busy", "cropped", "several", "none"] as const;
  const bySet = Object.fromEntries(
    BENCH_SETS.filter((set) => rows.some((r) => r.set === set)).map((set) => {
      const inSet = rows.filter((r) => r.set === set);
      const entries = groups.map((g) => [g, summarize(inSet.filter((r) => r.group === g))] as const).filter(([, s]) => s.photos > 0);
      return [set, Object.fromEntries(entries)];
    }),
  ) as RealBench["bySet"];
  return { rows, bySet, worst: kept };
}

/** How well the confidence predicts the IoU: returned guidance photos grouped by confidence. */
export function calibration(rows: RealBenchRow[]): Array<{ band: string; returned: number; meanIoU: number; worstIoU: number }> {
  const bands: Array<[string, number, number]> = [["≥ 0.9", 0.9, 1.01], ["0.7–0.9", 0.7, 0.9], ["0.5–0.7", 0.5, 0.7], ["< 0.5", 0, 0.5]];
  return bands.map(([band, lo, hi]) => {
    const inBand = rows.filter((r) => !r.refused && r.confidence >= lo && r.confidence < hi);
    return {
      band,
      returned: inBand.length,
      meanIoU: inBand.length ? inBand.reduce((s, r) => s + r.iou, 0) / inBand.length : 0,
      worstIoU: inBand.length ? Math.min(...inBand.map((r) => r.iou)) : 0,
    };
  });
}

export function formatRealBench(bench: RealBench): string {
  const f = (v: number, d = 3) => v.toFixed(d);
  const lines: string[] = [];
  for (const [set, groups] of Object.entries(bench.bySet)) {
    lines.push(
      "",
      `**${{ tuning: "Tuning set", "hold-out": "Hold-out set (run only at the end)", "fresh hold-out": "Fresh hold-out set (added 27 Nov 2026, never tuned on)" }[set as BenchSet]}**`,
      "",
      `| backdrop / kind | photos | returned | refused | refused share | mean IoU (returned) | worst IoU (returned) | returned with IoU < ${WRONG_IOU} | mean boundary F (2 px) |`,
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const [g, s] of Object.entries(groups)) {
      const share = s.photos ? `${((100 * s.refused) / s.photos).toFixed(0)}%` : "—";
      lines.push(`| ${g} | ${s.photos} | ${s.returned} | ${s.refused} | ${share} | ${s.returned ? f(s.meanIoU) : "—"} | ${s.returned ? f(s.worstIoU) : "—"} | ${s.wrong} | ${s.returned ? f(s.meanBoundaryF) : "—"} |`);
    }
  }
  lines.push("", "Confidence against IoU (returned photos that follow the guidance, both sets):", "", "| cutoutConfidence | returned | mean IoU | worst IoU |", "|---|---:|---:|---:|");
  for (const c of calibration(bench.rows.filter((r) => r.guidance))) lines.push(`| ${c.band} | ${c.returned} | ${c.returned ? f(c.meanIoU) : "—"} | ${c.returned ? f(c.worstIoU) : "—"} |`);
  const hard = bench.rows.filter((r) => (r.guidance && (r.refused || r.iou < 0.95)) || (!r.guidance && !r.refused)).sort((a, b) => a.iou - b.iou);
  if (hard.length) {
    lines.push("", "Guidance photos below IoU 0.95 or refused, and refusal photos answered with a cutout:", "", "| photo | set | traits | shadow | IoU | boundary F | confidence | outcome |", "|---|---|---|---|---:|---:|---:|---|");
    for (const r of hard) {
      const outcome = r.refused ? `refused: ${r.refused.slice(0, 50)}…` : `returned${r.confidenceReason ? ` (${r.confidenceReason})` : ""}`;
      lines.push(`| ${r.name} | ${r.set} | ${r.traits.join(", ")} | ${r.shadow} | ${f(r.iou)} | ${f(r.boundaryF)} | ${f(r.confidence, 2)} | ${outcome} |`);
    }
  }
  return lines.join("\n");
}

/** The product on a checkerboard, so that what was kept and what was dropped both show. */
function onChecker(rgb: Buffer, alpha: Uint8Array, width: number, height: number): Buffer {
  const out = Buffer.alloc(width * height * 3);
  const cell = Math.max(6, Math.round(Math.min(width, height) / 40));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const bg = ((Math.floor(x / cell) + Math.floor(y / cell)) & 1) === 0 ? 90 : 60;
      const a = alpha[p]! / 255;
      out[p * 3] = Math.round(rgb[p * 3]! * a + (bg + 60) * (1 - a));
      out[p * 3 + 1] = Math.round(rgb[p * 3 + 1]! * a + bg * (1 - a));
      out[p * 3 + 2] = Math.round(rgb[p * 3 + 2]! * a + (bg + 60) * (1 - a));
    }
  }
  return out;
}

/** Rows of [photo | truth | result], one per case, with a caption. */
export async function renderSheet(cases: RealBench["worst"], file: string, tile = 300): Promise<void> {
  const caption = 26;
  const composites: OverlayOptions[] = [];
  for (let i = 0; i < cases.length; i++) {
    const { row, photo, predicted } = cases[i]!;
    const { data: rgb } = await sharp(photo.image).raw().toBuffer({ resolveWithObject: true });
    const panels = [
      await sharp(rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } }).png().toBuffer(),
      await sharp(onChecker(rgb, photo.mask, photo.width, photo.height), { raw: { width: photo.width, height: photo.height, channels: 3 } }).png().toBuffer(),
      await sharp(onChecker(rgb, predicted, photo.width, photo.height), { raw: { width: photo.width, height: photo.height, channels: 3 } }).png().toBuffer(),
    ];
    const top = i * (tile + caption);
    for (let k = 0; k < 3; k++) {
      composites.push({ input: await sharp(panels[k]).resize(tile, tile, { fit: "contain", background: "#ffffff" }).toBuffer(), left: k * tile, top: top + caption });
    }
    const text = `${row.name} · ${row.set} · ${row.traits.join(", ")} · conf ${row.confidence.toFixed(2)} · IoU ${row.iou.toFixed(3)} · boundary F ${row.boundaryF.toFixed(3)}`;
    composites.push({
      input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${3 * tile}" height="${caption}"><text x="6" y="18" font-family="sans-serif" font-size="14" fill="#222">${text}</text></svg>`),
      left: 0,
      top,
    });
  }
  const header = 24;
  composites.unshift({
    input: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${3 * tile}" height="${header}"><text x="6" y="17" font-family="sans-serif" font-size="14" font-weight="bold" fill="#000">photo · truth (exact) · built-in segmenter's cutout</text></svg>`,
    ),
    left: 0,
    top: 0,
  });
  for (const c of composites.slice(1)) c.top = (c.top ?? 0) + header;
  await sharp({ create: { width: 3 * tile, height: header + Math.max(1, cases.length) * (tile + caption), channels: 3, background: "#f4f4f4" } })
    .composite(composites)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(file);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The hold-out photos are scored only with --hold-out (at the end of a tuning session).
  const args = process.argv.slice(2);
  const bench = await benchRealSet({ holdOut: args.includes("--hold-out") });
  console.log(formatRealBench(bench));
  const sheet = args.find((a) => a.endsWith(".png"));
  if (sheet) await renderSheet(bench.worst, sheet);
}
