/**
 * The segmenter on real product imagery (real-set.ts): per backdrop, mean IoU and boundary F over
 * the cutouts it returned, the worst IoU among them, how many were returned below IoU 0.8 (a wrong
 * cutout returned as a success) and how many it refused. Side-by-side sheets of the worst cases.
 *
 * Run: `npx tsx --conditions=react-server bench/segmenter/real-run.ts [sheet.png]`
 */
import "server-only";
import { segmentOnce } from "./segment-once";
import { pathToFileURL } from "node:url";
import sharp, { type OverlayOptions } from "sharp";
import { createSegmenter, type Segmenter } from "@/lib/ai/segmenter";
import { boundaryF, iou } from "./metrics";
import { generateRealSet, STUDIO_BACKDROPS, type RealGroundTruthImage, type StudioBackdrop } from "./real-set";

/** A cutout below this IoU returned as a success is a wrong answer (the issue's bar). */
export const WRONG_IOU = 0.8;

export interface RealBenchRow {
  name: string;
  backdrop: StudioBackdrop;
  product: string;
  traits: readonly string[];
  shadow: string;
  width: number;
  height: number;
  iou: number;
  boundaryF: number;
  ms: number;
  refused?: string;
}

export interface RealBackdropSummary {
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

export interface RealBench {
  rows: RealBenchRow[];
  byBackdrop: Record<StudioBackdrop, RealBackdropSummary>;
  /** Everything needed to draw the sheets, for the worst returned cases. */
  worst: Array<{ row: RealBenchRow; photo: RealGroundTruthImage; predicted: Uint8Array }>;
}

export async function benchRealSet(options: { segmenter?: Segmenter; seed?: number; worst?: number; products?: readonly string[] } = {}): Promise<RealBench> {
  const { segmenter = createSegmenter({ kind: "builtin" }), seed = 7, worst = 8, products } = options;
  const set = await generateRealSet({ seed, ...(products ? { products } : {}) });
  const rows: RealBenchRow[] = [];
  const kept: RealBench["worst"] = [];
  for (const item of set) {
    const { predicted, refused, ms } = await segmentOnce(segmenter, item.image, item);
    const row: RealBenchRow = {
      name: item.name,
      backdrop: item.backdrop,
      product: item.product,
      traits: item.traits,
      shadow: item.shadow,
      width: item.width,
      height: item.height,
      iou: iou(predicted, item.mask),
      boundaryF: boundaryF(predicted, item.mask, item.width, item.height, 2),
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
  const byBackdrop = Object.fromEntries(
    STUDIO_BACKDROPS.map((b) => {
      const all = rows.filter((r) => r.backdrop === b);
      const ok = all.filter((r) => !r.refused);
      const mean = (f: (r: RealBenchRow) => number) => (ok.length ? ok.reduce((s, r) => s + f(r), 0) / ok.length : 0);
      const summary: RealBackdropSummary = {
        photos: all.length,
        returned: ok.length,
        refused: all.length - ok.length,
        meanIoU: mean((r) => r.iou),
        worstIoU: ok.length ? Math.min(...ok.map((r) => r.iou)) : 0,
        meanBoundaryF: mean((r) => r.boundaryF),
        wrong: ok.filter((r) => r.iou < WRONG_IOU).length,
      };
      return [b, summary];
    }),
  ) as Record<StudioBackdrop, RealBackdropSummary>;
  return { rows, byBackdrop, worst: kept };
}

export function formatRealBench(bench: RealBench): string {
  const f = (v: number, d = 3) => v.toFixed(d);
  const lines = [
    `| backdrop | photos | returned | refused | mean IoU (returned) | worst IoU (returned) | returned with IoU < ${WRONG_IOU} | mean boundary F (2 px) |`,
    "|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const [b, s] of Object.entries(bench.byBackdrop)) {
    lines.push(`| ${b} | ${s.photos} | ${s.returned} | ${s.refused} | ${f(s.meanIoU)} | ${f(s.worstIoU)} | ${s.wrong} | ${f(s.meanBoundaryF)} |`);
  }
  const hard = bench.rows.filter((r) => r.refused || r.iou < 0.95).sort((a, b) => a.iou - b.iou);
  if (hard.length) {
    lines.push("", "Photos below IoU 0.95 or refused:", "", "| photo | traits | shadow | IoU | boundary F | outcome |", "|---|---|---|---:|---:|---|");
    for (const r of hard) lines.push(`| ${r.name} | ${r.traits.join(", ")} | ${r.shadow} | ${f(r.iou)} | ${f(r.boundaryF)} | ${r.refused ? `refused: ${r.refused.slice(0, 60)}…` : "returned"} |`);
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
    const text = `${row.name} · ${row.traits.join(", ")} · ${row.shadow} · IoU ${row.iou.toFixed(3)} · boundary F ${row.boundaryF.toFixed(3)}`;
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
  const bench = await benchRealSet();
  console.log(formatRealBench(bench));
  const sheet = process.argv[2];
  if (sheet) await renderSheet(bench.worst, sheet);
}
