import "server-only";
import { renderAd } from "@/lib/ai/finished-ads/render-ad";
import type { FontPairId } from "@/lib/ai/finished-ads/font-catalogue";
import { slotsFor } from "@/lib/ai/finished-ads/templates";
import type { RenderedCreative } from "@/lib/ai/scene-renderer";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/image-generation";
import type { FinishedAdSpec, TaskVariant } from "@/lib/db/schema/photoshoot";
import { getBlobStore } from "@/lib/storage";

/**
 * The photo a size of the ad stands on: the source task's image of that very size when it has one
 * (a photoshoot composes every canvas anew), else its largest image, cropped to cover.
 */
function sourceVariantFor(variants: TaskVariant[], size: { width: number; height: number }): TaskVariant {
  return variants.find((v) => v.width === size.width && v.height === size.height) ?? [...variants].sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
}

/** Every size of one finished-ad task, rendered from its spec. Throws when the source is gone or a text cannot fit. */
export async function renderFinishedAd(db: Database, spec: FinishedAdSpec): Promise<RenderedCreative[]> {
  const blobs = getBlobStore();
  const source = await queries.findTask(db, spec.source.taskId);
  if (!source?.variants?.length) throw new Error("The photoshoot task these ads stand on no longer exists.");
  const logo = spec.brand.logoKey ? ((await blobs.get(spec.brand.logoKey)) ?? null) : null;
  const creatives: RenderedCreative[] = [];
  for (const size of spec.sizes) {
    const variant = sourceVariantFor(source.variants, size);
    const creative = await blobs.get(variant.pngKey);
    if (!creative) throw new Error(`The photoshoot image ${variant.width}x${variant.height} is no longer stored.`);
    const named = { name: `${size.width}x${size.height}`, ...size };
    const { png } = await renderAd({
      creative,
      size: named,
      template: spec.template,
      texts: spec.texts,
      brand: { colours: spec.brand.colours, fontPair: spec.brand.fontPair as FontPairId, logo },
      language: spec.language,
      // The photoshoot recorded where the product is on its image: no need to look for it.
      productBox: { x: variant.productBox.left / variant.width, y: variant.productBox.top / variant.height, width: variant.productBox.width / variant.width, height: variant.productBox.height / variant.height },
    });
    const image = slotsFor(spec.template, named).image;
    creatives.push({ ...size, png, productBox: { left: Math.round(image.x), top: Math.round(image.y), width: Math.round(image.width), height: Math.round(image.height) } });
  }
  return creatives;
}

