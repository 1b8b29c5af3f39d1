// Renders docs/finished-ads-low-product.png: the e2e camera photo, cut out and set on a dark rustic
// table by the built-in renderer (Vertical, Story and Post), each made into a card and an overlay ad.
// The camera stands low in these creatives, so the text goes above it, and the card's shrunk photo
// shows how the canvas continues past the photo's edge.
// `node bin/run-ts.mjs finished-ads-low-sheet.ts`
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { renderAd, type RenderAdInput } from "@/lib/ai/finished-ads/render-ad";
import { SAMPLE_LOGO_SVG } from "@/lib/ai/finished-ads/testing";
import { builtInSceneRenderer } from "@/lib/ai/providers/built-in-renderer";
import { createSegmenter } from "@/lib/ai/segmenter";
import { decodeUpload } from "@/lib/images/decode";
import { RENDER_KIND_SIZES } from "@/lib/schemas/image-generation";
import { dominantColors, shapeClass } from "@/lib/services/photoshoot/product-analysis";
import { sceneForTask } from "@/lib/services/photoshoot/scene-for-task";

const TEXTS: RenderAdInput["texts"] = { headline: "Präzision, die Generationen überdauert", punchline: "Automatikwerk, Saphirglas, handgenähtes Lederarmband.", cta: "Jetzt entdecken" };
const BRAND: RenderAdInput["brand"] = { colours: { primary: "#c8a45a", secondary: "#1b1b1b", text: "#f5f1e8", background: "#1b1b1b" }, fontPair: "playfair-lora", logo: SAMPLE_LOGO_SVG };
const SIZES = ["Vertical", "Story", "Post"].map((name) => RENDER_KIND_SIZES.find((s) => s.name === name)!);
const TILE_HEIGHT = 640;
const GAP = 8;

const segmenter = createSegmenter({ kind: "builtin" });
const cut = await segmenter.segment(await decodeUpload(readFileSync("e2e/fixtures/photos/film-camera-on-white.jpg"), { previewLongSide: segmenter.previewLongSide }));
const analysis = { dominantColors: dominantColors(cut.cutout()), shapeClass: shapeClass(cut.bbox, cut), box: cut.bbox };
const scene = sceneForTask({ tag: "custom", prompt: "Film camera on a dark rustic wooden table with fresh herbs, moody side light" }, { productName: "Film camera", analysis, useStyleReference: true });
const creatives = await builtInSceneRenderer.render({ ...scene, cutoutPng: await cut.cutoutPng(), shapeClass: analysis.shapeClass, sizes: SIZES.map(({ width, height }) => ({ width, height })), seed: 1 });

const tiles: Buffer[] = [];
for (const [i, c] of creatives.entries()) {
  const productBox = { x: c.productBox.left / c.width, y: c.productBox.top / c.height, width: c.productBox.width / c.width, height: c.productBox.height / c.height };
  for (const template of ["card", "overlay"] as const) {
    const ad = await renderAd({ creative: c.png, productBox, size: SIZES[i]!, template, texts: TEXTS, brand: BRAND, language: "de" });
    tiles.push(await sharp(ad.png).resize({ height: TILE_HEIGHT }).png().toBuffer());
  }
}
const widths = await Promise.all(tiles.map(async (t) => (await sharp(t).metadata()).width!));
const lefts = widths.map((_, i) => widths.slice(0, i).reduce((sum, w) => sum + w + GAP, 0));
await sharp({ create: { width: lefts.at(-1)! + widths.at(-1)!, height: TILE_HEIGHT, channels: 3, background: "#ffffff" } })
  .composite(tiles.map((input, i) => ({ input, left: lefts[i]!, top: 0 })))
  .png()
  .toFile("docs/finished-ads-low-product.png");
console.log("docs/finished-ads-low-product.png");
