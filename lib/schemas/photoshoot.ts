import { z } from "zod";
import { defineOperation } from "./operation";
import { guid } from "./fields";

/** Endpoints 9 and 10, and the asset reads (ours). */
export const MAX_PRODUCT_IMAGE_BYTES = 12 * 1024 * 1024;

export const categorySchema = z
  .object({ name: z.string(), displayName: z.string(), iconClass: z.string().meta({ example: "fa-solid fa-lightbulb" }) })
  .meta({ id: "PresetCategory" });

export const presetSchema = z
  .object({
    id: z.string().meta({ example: "white_background" }),
    previewImageUrl: z.string(),
    previewName: z.string(),
    promptText: z.string(),
    tags: z.array(z.string()),
    categories: z.array(categorySchema),
    isOldPreset: z.boolean(),
  })
  .meta({ id: "Preset" });

export const presetKeysResponse = z
  .object({
    presets: z.array(presetSchema),
    groups: z.object({ All: z.record(z.string(), z.array(z.string())), Seasonal: z.array(z.string()) }),
  })
  .meta({ id: "PresetKeys" });

export const presetKeys = defineOperation({
  method: "GET",
  path: "/api/v1/Image/ProductGeneration/PresetKeys",
  summary: "The preset catalog, grouped by category, with seasonal presets found by tag.",
  tag: "Photoshoot",
  auth: "token",
  query: z.object({ applicationId: guid(), userId: guid() }),
  response: presetKeysResponse,
});

export const recommendationsResponse = z
  .object({
    productInfo: z.object({
      productName: z.string().nullable().meta({
        description: "What the photo shows (a vision model's name, or the product's kind and main colour read from the cutout, e.g. \"Orange bottle\"); null when the picture does not say. Never taken from the file name.",
      }),
      productDescription: z.string().nullable(),
    }),
    backgroundRemovedImageAssetId: guid(),
    recommendedPrompts: z.array(z.string()),
    recommendedPresetIds: z.array(z.string()),
    productPose: z.enum(["flatLay", "standing"]).meta({
      description: "Ours (additive): how the product was photographed: flatLay (laid flat and shot from above: no contact shadow, no floor) or standing (on a surface), so scenes can fit it.",
    }),
    cutoutConfidence: z.number().min(0).max(1).meta({
      description:
        "Ours (additive): how sure the background removal is that the cutout follows the product's outline, 0–1, calibrated against the overlap with exact cutouts on real product photos (docs/benchmarks.md): from 0.9 up the cutout has matched closely; lower, check its edges (and refine them). An upload the segmenter cannot cut with confidence is refused instead (422 UnknownForeground, not charged).",
    }),
    cutoutConfidenceReason: z.string().nullable().meta({
      description: "Ours (additive): in plain words, what is uncertain about the cutout (e.g. \"The outline is faint on the left side.\"); null when cutoutConfidence is 0.9 or more.",
    }),
  })
  .meta({ id: "Recommendations" });

export const recommendations = defineOperation({
  method: "POST",
  path: "/api/v1/Image/ProductGeneration/Recommendations",
  summary: "Upload a product photo: background removal, product information, recommended presets and prompts.",
  tag: "Photoshoot",
  auth: "token",
  credits: 1,
  upload: { field: "productImage", maxBytes: MAX_PRODUCT_IMAGE_BYTES },
  body: z
    .object({
      applicationId: guid(),
      userId: guid(),
      productImage: z.instanceof(Blob, { message: "must be a JPG or PNG file" }).meta({ type: "string", format: "binary" }),
    })
    .meta({ id: "RecommendationsRequest" }),
  bodyType: "multipart",
  errors: ["UnknownForeground"],
  response: recommendationsResponse,
});

const assetQuery = z.object({ applicationId: guid() });
const pngResponse = z.string().meta({ format: "binary" });
const assetParams = z.object({ assetId: z.string().meta({ format: "uuid", description: "backgroundRemovedImageAssetId from Recommendations." }) });

export const getAssetCutout = defineOperation({
  method: "GET",
  path: "/api/v1/Image/Assets/{assetId}",
  summary: "The background-removed cutout: PNG with alpha, trimmed to the product (ours).",
  tag: "Photoshoot",
  auth: "token",
  query: assetQuery,
  params: assetParams,
  response: pngResponse,
  produces: ["image/png"],
});

export const getAssetMask = defineOperation({
  method: "GET",
  path: "/api/v1/Image/Assets/{assetId}/Mask",
  summary: "The product mask at the uploaded photo's full size: 8-bit grayscale PNG, 255 = product (ours).",
  tag: "Photoshoot",
  auth: "token",
  query: assetQuery,
  params: assetParams,
  response: pngResponse,
  produces: ["image/png"],
});

/** Refine brush limits (decisions: ours). */
export const REFINE_LIMITS = { strokes: 200, points: 2000, radius: 500 } as const;

const point = z
  .tuple([z.number().finite(), z.number().finite()], { message: "must hold points as [x, y] pairs of numbers" })
  .meta({ description: "[x, y] in the photo's pixels: x from the left edge, y down from the top, 0 ≤ x ≤ width, 0 ≤ y ≤ height." });

export const brushStrokeSchema = z
  .object({
    mode: z.enum(["keep", "remove"], { message: "must give each stroke a mode of keep or remove" }),
    radius: z
      .number({ message: "must give each stroke a radius in pixels" })
      .min(1, { message: `must give each stroke a radius from 1 to ${REFINE_LIMITS.radius} pixels` })
      .max(REFINE_LIMITS.radius, { message: `must give each stroke a radius from 1 to ${REFINE_LIMITS.radius} pixels` }),
    points: z
      .array(point, { message: "must give each stroke its points as an array" })
      .min(1, { message: `must give each stroke 1 to ${REFINE_LIMITS.points} points` })
      .max(REFINE_LIMITS.points, { message: `must give each stroke 1 to ${REFINE_LIMITS.points} points` }),
  })
  .meta({ id: "BrushStroke", description: "keep: this is product; remove: this is not. The stroke's centre line is sure; the rest of the brush follows the photo's edges." });

export const refineAsset = defineOperation({
  method: "POST",
  path: "/api/v1/Image/Assets/{assetId}/Refine",
  summary: "The refine brush: a new asset whose mask follows keep/remove strokes, snapped to the photo's edges. The source asset stays; free (ours).",
  tag: "Photoshoot",
  auth: "token",
  query: assetQuery,
  params: assetParams,
  body: z
    .object({
      strokes: z
        .array(brushStrokeSchema, { message: "must be an array of strokes" })
        .min(1, { message: `must hold 1 to ${REFINE_LIMITS.strokes} strokes` })
        .max(REFINE_LIMITS.strokes, { message: `must hold 1 to ${REFINE_LIMITS.strokes} strokes` }),
    })
    .meta({ id: "RefineRequest" }),
  bodyType: "json",
  // 200 strokes of 2000 points each, written out as JSON.
  maxBodyBytes: 8 * 2 ** 20,
  response: z
    .object({
      backgroundRemovedImageAssetId: guid().meta({ description: "The refined asset: use it as productImageAssetId in AdCreative." }),
      sourceAssetId: guid(),
    })
    .meta({ id: "RefineResult" }),
});

export const presetPreview = defineOperation({
  method: "GET",
  path: "/api/v1/Image/Presets/{presetId}/Preview",
  summary: "A preset's preview image, rendered from its scene recipe (public; the URL in previewImageUrl).",
  tag: "Photoshoot",
  auth: "none",
  query: z.object({ size: z.enum(["256", "512", "1024"]).default("512").meta({ description: "Square size in pixels." }) }),
  params: z.object({ presetId: z.string().meta({ example: "white_background" }) }),
  response: pngResponse,
  produces: ["image/png"],
});

export const photoshootOperations = [presetKeys, presetPreview, recommendations, getAssetCutout, getAssetMask, refineAsset];
