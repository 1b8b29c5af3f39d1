// Renders the finished-ads sheet (docs/finished-ads-sheet.png): three real products, four sizes,
// each with its own brand kit and template, and prints the CPU each ad took.
// `node bin/run-ts.mjs finished-ads-sheet.ts`
import { readFileSync, writeFileSync } from "node:fs";
import sharp, { type OverlayOptions } from "sharp";
import { renderAd, type RenderAdInput } from "@/lib/ai/finished-ads/render-ad";
import type { TemplateId } from "@/lib/ai/finished-ads/templates";
import { RENDER_KIND_SIZES } from "@/lib/schemas/image-generation";
import { SAMPLE_LOGO_SVG } from "@/lib/ai/finished-ads/testing";

const SIZES = ["Post", "Story", "MediumBanner", "LeaderBoard"].map((name) => RENDER_KIND_SIZES.find((s) => s.name === name)!);
const photo = (file: string) => readFileSync(`e2e/fixtures/photos/${file}`);

const products: { creative: Buffer; template: TemplateId; language: string; texts: RenderAdInput["texts"]; brand: RenderAdInput["brand"] }[] = [
  {
    creative: photo("watch-on-black.jpg"),
    template: "overlay",
    language: "de",
    texts: { headline: "Präzision, die Generationen überdauert", punchline: "Automatikwerk, Saphirglas, handgenähtes Lederarmband.", cta: "Jetzt entdecken" },
    brand: { colours: { primary: "#c8a45a", secondary: "#1b1b1b", text: "#f5f1e8", background: "#1b1b1b" }, fontPair: "playfair-lora", logo: SAMPLE_LOGO_SVG },
  },
  {
    creative: photo("leather-handbag-outdoors.jpg"),
    template: "card",
    language: "en",
    texts: { headline: "Carry the summer with you", punchline: "Full-grain leather, hand-stitched in small batches.", cta: "Shop the bag" },
    brand: { colours: { primary: "#b5562d", secondary: "#264653", text: "#264653", background: "#fdf6ec" }, fontPair: "montserrat-inter", logo: SAMPLE_LOGO_SVG },
  },
  {
    creative: photo("film-camera-on-white.jpg"),
    template: "panel",
    language: "fr",
    texts: { headline: "L'argentique revient, plus vivant que jamais", punchline: "Révisé, garanti deux ans, prêt à photographier.", cta: "Acheter" },
    brand: { colours: { primary: "#1d3557", secondary: "#e63946", text: "#1d3557", background: "#f1faee" }, fontPair: "oswald-inter", logo: SAMPLE_LOGO_SVG },
  },
];

sharp.concurrency(1);
const GAP = 24;
const scale = 0.3;
const cells: OverlayOptions[] = [];
const cpu: string[] = [];
let top = GAP;
for (const product of products) {
  let left = GAP;
  let rowHeight = 0;
  for (const size of SIZES) {
    const input = { ...product, size };
    await renderAd(input); // warm: fonts and patterns load once per process
    const before = process.cpuUsage();
    const { png } = await renderAd(input);
    const used = process.cpuUsage(before);
    cpu.push(`${product.template} ${size.width}×${size.height}: ${Math.round((used.user + used.system) / 1000)} ms CPU`);
    // Banners are small: shown at full size, the rest scaled down to fit the sheet.
    const factor = size.width <= 728 && size.height <= 250 ? 1 : scale;
    const shown = await sharp(png).resize(Math.round(size.width * factor)).png().toBuffer({ resolveWithObject: true });
    cells.push({ input: shown.data, left, top });
    left += shown.info.width + GAP;
    rowHeight = Math.max(rowHeight, shown.info.height);
  }
  top += rowHeight + GAP;
}
const width = GAP + Math.round(1080 * scale) + GAP + Math.round(1080 * scale) + GAP + 300 + GAP + 728 + GAP;
await sharp({ create: { width, height: top, channels: 3, background: "#d9d9d9" } })
  .composite(cells)
  .png()
  .toFile("docs/finished-ads-sheet.png");
writeFileSync("/dev/stdout", `${cpu.join("\n")}\n`);
