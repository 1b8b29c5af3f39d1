import { z } from "zod";
import { MAX_PROMPT_OBJECTS, RENDER_KINDS, promptObjectSchema } from "@/lib/schemas/image-generation";
import { text } from "@/lib/schemas/fields";
import { REFINE_LIMITS, brushStrokeSchema } from "@/lib/schemas/photoshoot";
import { DOWNLOAD_KINDS, type DownloadKind } from "./photoshoot-options";

const guid = z.string().regex(/^[0-9a-fA-F-]{36}$/, { message: "must be a GUID" });

/**
 * A photoshoot as the studio starts it: the service's AdCreative fields as JSON (the BFF adds
 * applicationId and userId and writes PromptObjectsString from `prompts`).
 */
export const generatePhotoshootRequest = z.object({
  productImageAssetId: guid,
  productName: text(1000).optional(),
  productDescription: text(5000).optional(),
  prompts: z
    .array(promptObjectSchema)
    .min(1, { message: "needs at least one preset or prompt" })
    .max(MAX_PROMPT_OBJECTS, { message: `holds at most ${MAX_PROMPT_OBJECTS} slots` })
    .refine((prompts) => prompts.every((p) => (p.tag === "custom" ? p.prompt.trim().length > 0 : p.preset.trim().length > 0)), {
      message: "has an empty slot: pick a preset or write a prompt",
    }),
  renderKind: z.number().int().refine((n) => RENDER_KINDS.includes(n), { message: "must be one of the offered sizes" }).default(0),
  disableSafeMargin: z.boolean().default(false),
  useSameStyleReference: z.boolean().default(true),
});
export type GeneratePhotoshootRequest = z.input<typeof generatePhotoshootRequest>;

/** One creative's download: which file, and optionally one of its extra sizes. */
export const downloadQuery = z.object({
  kind: z.enum(Object.keys(DOWNLOAD_KINDS) as [DownloadKind, ...DownloadKind[]]).default("png"),
  size: z
    .string()
    .regex(/^\d{2,4}x\d{2,4}$/)
    .optional(),
});

/** The refine brush's strokes as the studio sends them: the service's own stroke schema. */
export const refineCutoutRequest = z.object({
  strokes: z
    .array(brushStrokeSchema)
    .min(1, { message: "needs at least one stroke" })
    .max(REFINE_LIMITS.strokes, { message: `holds at most ${REFINE_LIMITS.strokes} strokes` }),
});
