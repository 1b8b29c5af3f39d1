import { readFileSync } from "node:fs";
import sharp from "sharp";
import { renderAd, renderAdWithoutText } from "@/lib/ai/finished-ads/render-ad";
import { layoutAd } from "@/lib/ai/finished-ads/layout";
import { loadPair } from "@/lib/ai/finished-ads/fonts";
import { hyphenatorFor } from "@/lib/ai/finished-ads/hyphenation";
import { slotsFor } from "@/lib/ai/finished-ads/templates";
import { SAMPLE_LOGO_SVG } from "@/lib/ai/finished-ads/testing";

sharp.concurrency(1);
const creative = readFileSync("e2e/fixtures/photos/watch-on-black.jpg");
const brand = { colours: { primary: "#c8a45a", secondary: "#1b1b1b", text: "#f5f1e8", background: "#1b1b1b" }, fontPair: "playfair-lora" as const, logo: SAMPLE_LOGO_SVG };
const texts = { headline: "Präzision, die Generationen überdauert", punchline: "Automatikwerk, Saphirglas, handgenähtes Lederarmband.", cta: "Jetzt entdecken" };
const cpu = async (f: () => Promise<unknown>, n = 5) => {
  await f();
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) await f();
  const u = process.cpuUsage(t);
  return Math.round((u.user + u.system) / 1000 / n);
};
const size = { name: "Story", width: 1080, height: 1920 };
for (const template of ["overlay", "card"] as const) {
  const input = { creative, size, template, texts, brand, language: "de" };
  const { data, info } = await sharp(creative).resize(1080, 1920, { fit: "cover" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const backdrop = { data, width: info.width, height: info.height, channels: info.channels };
  const hy = await hyphenatorFor("de");
  console.log(template, "full", await cpu(() => renderAd(input)), "withoutText", await cpu(() => renderAdWithoutText(input)),
    "layout", await cpu(async () => layoutAd({ size, slots: slotsFor(template, size), texts, colours: brand.colours, faces: loadPair(brand.fontPair), hyphenate: hy, backdrop })),
    "logo", await cpu(() => sharp(SAMPLE_LOGO_SVG, { density: 288 }).resize(300, 100, { fit: "inside" }).png().toBuffer()));
}
