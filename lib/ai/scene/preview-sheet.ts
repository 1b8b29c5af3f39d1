import "server-only";
// Renders a contact sheet of every preset preview, labelled, to judge the catalog at a glance:
//   npx tsx --conditions=react-server lib/ai/scene/preview-sheet.ts out.png [tile px] [filter]
import sharp, { type OverlayOptions } from "sharp";
import { PRESETS } from "./presets";
import { renderPresetPreview } from "./preview";

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[ch] ?? ch);

async function main(): Promise<void> {
  const [out = "preview-sheet.png", tileArg = "256", filter] = process.argv.slice(2);
  const tile = Math.max(64, Number(tileArg) || 256);
  const presets = PRESETS.filter((p) => !filter || p.id.includes(filter) || p.categories.some((c) => c === filter) || p.tags.includes(filter));
  const label = 22;
  const cols = Math.min(8, Math.ceil(Math.sqrt(presets.length)));
  const rows = Math.ceil(presets.length / cols);
  const timings: number[] = [];
  const tiles: OverlayOptions[] = [];
  for (const [i, p] of presets.entries()) {
    const t = performance.now();
    const png = await renderPresetPreview(p.id, tile);
    timings.push(performance.now() - t);
    const x = (i % cols) * tile;
    const y = Math.floor(i / cols) * (tile + label);
    tiles.push({ input: png, left: x, top: y });
    const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${tile}" height="${label}"><rect width="100%" height="100%" fill="#1d1d1f"/><text x="6" y="15" font-family="sans-serif" font-size="11" fill="${p.isOldPreset ? "#999" : "#eee"}">${escapeXml(p.id)}</text></svg>`;
    tiles.push({ input: Buffer.from(text), left: x, top: y + tile });
  }
  await sharp({ create: { width: cols * tile, height: rows * (tile + label), channels: 3, background: "#1d1d1f" } })
    .composite(tiles)
    .png()
    .toFile(out);
  const avg = timings.reduce((a, b) => a + b, 0) / Math.max(1, timings.length);
  console.log(`${presets.length} previews at ${tile}px → ${out} (avg ${avg.toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
