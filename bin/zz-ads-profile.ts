import { readFileSync } from "node:fs";
import sharp from "sharp";
import { renderAd } from "@/lib/ai/finished-ads/render-ad";
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
for (const template of ["overlay", "card", "panel"] as const)
  for (const size of [{ name: "Story", width: 1080, height: 1920 }, { name: "Post", width: 1080, height: 1080 }]) {
    const input = { creative, size, template, texts, brand, language: "de" };
    console.log(template, size.name, "render", await cpu(() => renderAd(input)));
  }
const story = { width: 1080, height: 1920 };
console.log("decode+resize cover", await cpu(() => sharp(creative).rotate().resize(story.width, story.height, { fit: "cover" }).removeAlpha().raw().toBuffer()));
const raw = await sharp(creative).rotate().resize(story.width, story.height, { fit: "cover" }).removeAlpha().raw().toBuffer();
const rawIn = { raw: { width: 1080, height: 1920, channels: 3 as const } };
console.log("png encode lvl3", await cpu(() => sharp(raw, rawIn).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer()));
console.log("png encode lvl1", await cpu(() => sharp(raw, rawIn).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer()));
console.log("png encode lvl0", await cpu(() => sharp(raw, rawIn).png({ compressionLevel: 0, adaptiveFiltering: false }).toBuffer()));
console.log("jpeg decode only", await cpu(() => sharp(creative).raw().toBuffer()));
console.log("meta", (await sharp(creative).metadata()).width, (await sharp(creative).metadata()).height);
// cover by hand: the source region of the canvas's aspect first, then one resize to the canvas
const W = 800, H = 800, w = 1080, h = 1920;
const s = Math.max(w / W, h / H);
const cw = Math.min(W, Math.round(w / s)), ch = Math.min(H, Math.round(h / s));
const ex = { left: Math.round((W - cw) / 2), top: Math.round((H - ch) / 2), width: cw, height: ch };
for (const kernel of ["lanczos3", "mitchell", "cubic", "linear"] as const)
  console.log("extract+resize", kernel, await cpu(() => sharp(creative).rotate().extract(ex).resize(w, h, { fit: "fill", kernel }).removeAlpha().raw().toBuffer()));
for (const level of [3, 2, 1]) {
  const png = await sharp(raw, rawIn).png({ compressionLevel: level, adaptiveFiltering: false }).toBuffer();
  console.log("png level", level, png.length);
}
