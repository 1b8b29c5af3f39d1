import "server-only";
import { renderAd, slotsFor, type FontPairId, type RelativeBox } from "@/lib/ai/finished-ads";
import type { RenderedCreative } from "@/lib/ai/scene-renderer";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/image-generation";
import type { AdTextBox, FinishedAdSpec, TaskVariant } from "@/lib/db/schema/photoshoot";
import { getBlobStore } from "@/lib/storage";

/**
 * The photo a size of the ad stands on: the source task's image of that very size when it has one
 * (a photoshoot composes every canvas anew), else its largest image, cropped to cover.
 */
function sourceVariantFor(variants: TaskVariant[], size: { width: number; height: number }): TaskVariant {
  return variants.find((v) => v.width === size.width && v.height === size.height) ?? [...variants].sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
}

/**
 * Every size of one finished-ad task, rendered from its spec, with where its texts landed (a client
 * edits a text where it is drawn). Throws when the source is gone or a text cannot fit.
 */
export async function renderFinishedAd(db: Database, spec: FinishedAdSpec): Promise<Array<RenderedCreative & { textBoxes: AdTextBox[] }>> {
  const blobs = getBlobStore();
  const logo = spec.brand.logoKey ? ((await blobs.get(spec.brand.logoKey)) ?? null) : null;
  const photoOf = await sourcePhotos(db, spec.source);
  const creatives: Array<RenderedCreative & { textBoxes: AdTextBox[] }> = [];
  for (const size of spec.sizes) {
    const { creative, productBox } = await photoOf(size);
    const named = { name: `${size.width}x${size.height}`, ...size };
    const { png, textBoxes } = await renderAd({
      creative,
      size: named,
      template: spec.template,
      texts: spec.texts,
      brand: { colours: spec.brand.colours, fontPair: spec.brand.fontPair as FontPairId, logo },
      language: spec.language,
      productBox,
    });
    const image = slotsFor(spec.template, named).image;
    creatives.push({ ...size, png, productBox: { left: Math.round(image.x), top: Math.round(image.y), width: Math.round(image.width), height: Math.round(image.height) }, textBoxes });
  }
  return creatives;
}

type SourcePhoto = { creative: Buffer; productBox: RelativeBox | undefined };

/** The photo each size stands on: the uploaded photo for every size, or the photoshoot task's image of that size. */
async function sourcePhotos(db: Database, source: FinishedAdSpec["source"]): Promise<(size: { width: number; height: number }) => Promise<SourcePhoto>> {
  const blobs = getBlobStore();
  if ("assetId" in source) {
    const photo = await blobs.get(source.photoKey);
    if (!photo) throw new Error("The uploaded photo these ads stand on is no longer stored.");
    // Where the product is on it is found from its pixels (renderAd), as on any photo.
    return async () => ({ creative: photo, productBox: undefined });
  }
  const task = await queries.findTask(db, source.taskId);
  if (!task?.variants?.length) throw new Error("The photoshoot task these ads stand on no longer exists.");
  return async (size) => {
    const variant = sourceVariantFor(task.variants!, size);
    const creative = await blobs.get(variant.pngKey);
    if (!creative) throw new Error(`The photoshoot image ${variant.width}x${variant.height} is no longer stored.`);
    // The photoshoot recorded where the product is on its image: no need to look for it.
    const box = variant.productBox;
    return { creative, productBox: { x: box.left / variant.width, y: box.top / variant.height, width: box.width / variant.width, height: box.height / variant.height } };
  };
}
