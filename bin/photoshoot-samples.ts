/**
 * `npm run docs:photoshoot`: renders docs/photoshoot/ — creatives from the product photo the
 * repository ships, the way a photoshoot task renders them (cutout from the built-in segmenter,
 * one preset of each category with the style reference, two custom prompts), so a reader judges
 * real outputs.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createSegmenter } from "@/lib/ai/segmenter";
import { builtInSceneRenderer } from "@/lib/ai/providers/built-in-renderer";
import { CATEGORY_NAMES } from "@/lib/ai/scene/categories";
import { PRESETS } from "@/lib/ai/scene/presets";
import { decodeUpload } from "@/lib/images/decode";
import { dominantColors, shapeClass } from "@/lib/services/photoshoot/product-analysis";
import { sceneForTask } from "@/lib/services/photoshoot/scene-for-task";

const PHOTO = "e2e/fixtures/photos/film-camera-on-white.jpg";
const OUT = "docs/photoshoot";
const DOC = "docs/photoshoot.md";
const MARKER = "<!-- gallery: regenerate with npm run docs:photoshoot -->";
const PROMPTS = ["on a warm oak kitchen counter in soft morning light", "on wet asphalt at night with magenta and cyan neon lights"];

async function main() {
  mkdirSync(OUT, { recursive: true });
  const segmenter = createSegmenter({ kind: "builtin" });
  const segmentation = await segmenter.segment(await decodeUpload(readFileSync(PHOTO), { previewLongSide: segmenter.previewLongSide }));
  const cutoutPng = await segmentation.cutoutPng();
  const analysis = { dominantColors: dominantColors(segmentation.cutout()), shapeClass: shapeClass(segmentation.bbox, segmentation), box: segmentation.bbox };
  await sharp(cutoutPng).resize({ height: 400 }).png().toFile(path.join(OUT, "cutout.png"));

  const shots = [
    ...CATEGORY_NAMES.map((category) => ({ label: category, promptObject: { tag: "preset" as const, preset: PRESETS.find((p) => p.categories.includes(category) && !p.isOldPreset)!.id } })),
    ...PROMPTS.map((prompt, i) => ({ label: `custom-${i + 1}`, promptObject: { tag: "custom" as const, prompt } })),
  ];
  const lines = [];
  for (const shot of shots) {
    const scene = sceneForTask(shot.promptObject, { productName: "Canon film camera", analysis, useStyleReference: true });
    const [creative] = await builtInSceneRenderer.render({ ...scene, cutoutPng, shapeClass: analysis.shapeClass, sizes: [{ width: 1674, height: 628 }], seed: 1 });
    const file = `${shot.label}.jpg`;
    await sharp(creative!.png).resize({ width: 837 }).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(OUT, file));
    const what = shot.promptObject.tag === "preset" ? `preset \`${shot.promptObject.preset}\`` : `custom prompt “${shot.promptObject.prompt}”`;
    lines.push(`| ${shot.label} | ${what} | ![${shot.label}](photoshoot/${file}) |`);
    console.log(`${OUT}/${file}`);
  }
  // The gallery is the end of docs/photoshoot.md, after its marker.
  const doc = readFileSync(DOC, "utf8");
  const head = doc.slice(0, doc.indexOf(MARKER) + MARKER.length);
  writeFileSync(DOC, `${head}\n\n| shot | scene | creative (1674×628, shown at half size) |\n|---|---|---|\n${lines.join("\n")}\n`);
}

void main();
