import type { ProductAnalysis } from "@/lib/db/schema/photoshoot";

const CAMERA_WORDS = /^(img|dsc|dscn|dcim|pxl|photo|image|picture|pic|final|edit|edited|copy|scan|screenshot|untitled|product|whatsapp|download|new|v\d+)$/i;
const SHAPE_WORDS: Record<ProductAnalysis["shapeClass"], string> = { tall: "tall", wide: "wide", square: "compact", round: "round" };

/** A product name from the upload's file name, when the file name says something: "red-ceramic_mug (2).jpg" → "Red Ceramic Mug". */
export function nameFromFileName(fileName: string | undefined): string | null {
  if (!fileName) return null;
  const words = fileName
    .replace(/\.[a-z0-9]{2,5}$/i, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(/[\s_\-.()[\]]+/)
    .filter((w) => /^\p{L}{2,}$/u.test(w) && !CAMERA_WORDS.test(w));
  if (!words.length) return null;
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()).join(" ");
}

function listOf(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/**
 * Without a vision model, a modest honest suggestion the studio lets the user edit: the file
 * name when it means something, the colours by name and the silhouette — nothing invented.
 */
export function suggestProductInfo(fileName: string | undefined, analysis: ProductAnalysis) {
  const colours = [...new Set(analysis.dominantColors.map((c) => c.name))].slice(0, 3);
  const fromFile = nameFromFileName(fileName);
  const key = colours[0] ? `${colours[0][0]!.toUpperCase()}${colours[0].slice(1)}` : "";
  const productName = fromFile ?? `${key} product`.trim();
  const productDescription = `A ${SHAPE_WORDS[analysis.shapeClass]} product in ${listOf(colours) || "neutral tones"}, photographed on a plain background.`;
  return { productName, productDescription };
}
