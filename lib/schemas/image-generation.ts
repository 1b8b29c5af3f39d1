import { z } from "zod";
import { defineOperation } from "./operation";
import { bool, guid, int, text, timestamp } from "./fields";

/** Endpoints 11–14 (AdCreative, Download, CheckUserProgress, CheckApplicationAllProgresses) and the signed task image (ours). */

/** renderKind (decisions, public): a bit set of ad sizes; 0 means Landscape. */
export const RENDER_KIND_SIZES = [
  { bit: 1, name: "Post", width: 1080, height: 1080 },
  { bit: 2, name: "Story", width: 1080, height: 1920 },
  { bit: 4, name: "Landscape", width: 1200, height: 628 },
  { bit: 8, name: "Vertical", width: 1080, height: 1350 },
  { bit: 16, name: "PinSize", width: 1000, height: 1500 },
  { bit: 32, name: "MediumBanner", width: 300, height: 250 },
  { bit: 64, name: "LeaderBoard", width: 728, height: 90 },
  { bit: 128, name: "WideSkyScraper", width: 160, height: 600 },
  { bit: 256, name: "HalfPage", width: 300, height: 600 },
  { bit: 512, name: "LargeLeaderboard", width: 970, height: 90 },
] as const;
export const RENDER_KIND_ALL = 1023;

export const TASKS_PER_PROCESS = 6;
export const MAX_PROMPT_OBJECTS = 6;

/** renderState (decisions). */
export const RenderState = { Unset: 0, Queued: 1, Preparing: 2, Rendering: 3, Finalizing: 4, Completed: 5, Failed: 6, Cancelled: 7 } as const;

/** The values decisions.md names (each size, Social 31, Display 992, All 1023, 0); "Other values: 400". */
export const RENDER_KINDS = [0, ...RENDER_KIND_SIZES.map((s) => s.bit), 31, 992, RENDER_KIND_ALL].sort((a, b) => a - b);

const renderKind = () =>
  int()
    .pipe(z.number().refine((n) => RENDER_KINDS.includes(n), { message: `must be one of ${RENDER_KINDS.join(", ")}` }))
    .meta({
      description: "Bit set: 1 Post, 2 Story, 4 Landscape, 8 Vertical, 16 PinSize, 31 Social, 32 MediumBanner, 64 LeaderBoard, 128 WideSkyScraper, 256 HalfPage, 512 LargeLeaderboard, 992 Display, 1023 All; 0 means Landscape. Other values: 400.",
      enum: RENDER_KINDS,
    });

export const promptObjectSchema = z
  .discriminatedUnion("tag", [
    z.object({ tag: z.literal("custom"), prompt: z.string(), nativeLanguagePrompt: z.string().nullable().optional() }),
    z.object({ tag: z.literal("preset"), preset: z.string() }),
  ])
  .meta({ id: "PromptObject" });
export type PromptObjectInput = z.infer<typeof promptObjectSchema>;

const MAX_PROMPT_CHARS = 1000;

/** Checks one prompt object; returns what is wrong with it, or null. */
function promptObjectProblem(value: unknown, index: number): string | null {
  const at = `object ${index + 1}`;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return `${at} must be an object with a tag`;
  const tag = (value as { tag?: unknown }).tag;
  if (tag === "custom") {
    const { prompt } = value as { prompt?: unknown };
    if (typeof prompt !== "string" || !prompt.trim()) return `${at} is a custom prompt without a prompt`;
    if ([...prompt].length > MAX_PROMPT_CHARS) return `${at}: the prompt must be at most ${MAX_PROMPT_CHARS} characters`;
    return null;
  }
  if (tag === "preset") {
    const { preset } = value as { preset?: unknown };
    return typeof preset === "string" && preset.trim() ? null : `${at} is a preset without a preset id`;
  }
  return `${at} must have tag "custom" or "preset"`;
}

/** PromptObjectsString (decisions, public): JSON text of 1 to 6 prompt objects. */
const promptObjectsString = () =>
  z
    .string()
    .transform((textValue, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(textValue);
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON: an array of prompt objects" });
        return z.NEVER;
      }
      if (!Array.isArray(parsed) || parsed.length < 1 || parsed.length > MAX_PROMPT_OBJECTS) {
        ctx.addIssue({ code: "custom", message: `must be a JSON array of 1 to ${MAX_PROMPT_OBJECTS} prompt objects` });
        return z.NEVER;
      }
      const problem = parsed.map(promptObjectProblem).find((p) => p !== null);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return parsed.map((o: PromptObjectInput) =>
        o.tag === "custom" ? { tag: "custom" as const, prompt: o.prompt.trim(), nativeLanguagePrompt: o.nativeLanguagePrompt ?? null } : { tag: "preset" as const, preset: o.preset.trim() },
      );
    })
    .meta({
      type: "string",
      description: 'JSON array of 1 to 6 prompt objects: {"tag":"custom","prompt":"…","nativeLanguagePrompt":null} or {"tag":"preset","preset":"<preset id>"}; fewer than 6 are cycled to fill 6 tasks.',
      example: '[{"tag":"preset","preset":"white_background"},{"tag":"custom","prompt":"on a warm oak kitchen counter in soft morning light","nativeLanguagePrompt":null}]',
    });

export const adCreativeBody = z
  .object({
    applicationId: guid(),
    userId: guid(),
    renderKind: renderKind().default(0),
    productImageAssetId: guid().meta({ description: "backgroundRemovedImageAssetId from Recommendations." }),
    PromptObjectsString: promptObjectsString(),
    productName: text(1000).optional(),
    productDescription: text(5000).optional(),
    DisableSafeMargin: bool().default(false).meta({ description: "true: images are exactly 1200x628; false: 1674x628 with safe margins." }),
    UseSameStyleReferenceImage: bool().default(true).meta({ description: "true: the preset preview's palette is blended with the product's dominant colours." }),
  })
  .meta({ id: "AdCreativeRequest" });
export type AdCreativeInput = z.infer<typeof adCreativeBody>;

const boxSchema = z.object({ left: z.number().int(), top: z.number().int(), width: z.number().int(), height: z.number().int() });

export const taskSchema = z
  .object({
    taskId: z.string().meta({ format: "uuid" }),
    renderState: z.number().int().meta({ description: "0 Unset, 1 Queued, 2 Preparing, 3 Rendering, 4 Finalizing, 5 Completed, 6 Failed, 7 Cancelled." }),
    progress: z.number().int().min(0).max(100),
    promptObject: promptObjectSchema,
    width: z.number().int(),
    height: z.number().int(),
    errorMessage: z.string().nullable(),
    notDrawn: z.array(z.string()).meta({
      description: "Ours (additive): words of the task's custom prompt that the built-in scene renderer cannot draw, in prompt order (nothing else is drawn in their place); empty for presets and when a generative model draws the scene.",
    }),
    ad: z
      .object({
        headline: z.string(),
        punchline: z.string().nullable(),
        cta: z.string(),
        template: z.string(),
        sourceTaskId: z.string().nullable().meta({ format: "uuid", description: "The photoshoot task the ad stands on; null for an ad on an uploaded photo." }),
        sourceAssetId: z.string().nullable().meta({ format: "uuid", description: "The uploaded photo's asset the ad stands on; null for an ad on a photoshoot task." }),
        brandKitId: z.string().meta({ format: "uuid" }),
      })
      .optional()
      .meta({ description: "Ours (additive): what a finished-ad task (AdCreativesByKind, AdCreativesByTasks) draws; absent on photoshoot tasks." }),
    variants: z
      .array(
        z.object({
          width: z.number().int(),
          height: z.number().int(),
          productBox: boxSchema,
          textBoxes: z
            .array(z.object({ role: z.enum(["headline", "punchline", "cta"]), ...boxSchema.shape }))
            .optional()
            .meta({ description: "Ours (additive): on a finished-ad task, where its headline, punchline (absent where the size had no room for it) and button were drawn on this image, in its pixels; absent on photoshoot tasks and on ads drawn before it was recorded." }),
        }),
      )
      .meta({ description: "Ours (additive): the stored images of a completed task, the primary canvas first, then each further renderKind size; `productBox` is where the product's pixels are." }),
  })
  .meta({ id: "ImageTask" });

export const progressRecordSchema = z
  .object({
    imageProductGeneratorProcessId: z.string().meta({ format: "uuid" }),
    applicationId: z.string().meta({ format: "uuid" }),
    userId: z.string().meta({ format: "uuid" }),
    progress: z.number().int().min(0).max(100),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    tasks: z.array(taskSchema),
    taskUrls: z.array(z.string()).meta({ description: "Signed, expiring URLs of the completed tasks' images, in task order." }),
  })
  .meta({ id: "ImageGenerationProgress" });
export type ProgressRecord = z.infer<typeof progressRecordSchema>;

export const adCreative = defineOperation({
  method: "POST",
  path: "/api/v1/Image/ProductGeneration/AdCreative",
  summary: "Start a photoshoot: six tasks that place the product in the chosen scenes. Needs an active notification channel.",
  tag: "Photoshoot",
  auth: "token",
  credits: TASKS_PER_PROCESS,
  body: adCreativeBody,
  bodyType: "multipart",
  errors: ["NotFound", "NoActiveChannel"],
  response: progressRecordSchema,
});

export const DownloadFormat = { Png: 0, Jpeg: 1, Pdf: 2 } as const;

export const download = defineOperation({
  method: "GET",
  path: "/api/v1/Image/ProductGeneration/Download",
  summary: "One task's image as PNG, JPEG or PDF, full size or as the 600 px thumbnail. Free, but needs credits above 0.",
  tag: "Photoshoot",
  auth: "token",
  needsBalance: true,
  query: z.object({
    applicationId: guid(),
    taskId: guid(),
    imageProductGeneratorProcessId: guid(),
    lowResolution: bool().default(false),
    format: int()
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { message: "must be 0 (PNG), 1 (JPEG) or 2 (PDF)" }))
      .default(0)
      .meta({ description: "0 PNG, 1 JPEG, 2 PDF", enum: [0, 1, 2] }),
    size: z
      .string()
      .regex(/^\d{2,4}x\d{2,4}$/, { message: "must be WIDTHxHEIGHT, e.g. 1080x1920" })
      .optional()
      .meta({ description: "Ours (additive): one of the task's variants; default the primary image." }),
  }),
  errors: ["NotFound"],
  response: z.string().meta({ format: "binary" }),
  produces: ["image/png", "image/jpeg", "application/pdf"],
});

export const checkUserProgress = defineOperation({
  method: "GET",
  path: "/api/v1/Image/ProductGeneration/CheckUserProgress",
  summary: "The progress record of one photoshoot of the caller's application.",
  tag: "Photoshoot",
  auth: "token",
  query: z.object({ userId: guid(), imageProductGeneratorProcessId: guid() }),
  errors: ["NotFound"],
  response: progressRecordSchema,
});

export const MAX_PROGRESS_PAGE = 200;

export const checkApplicationAllProgresses = defineOperation({
  method: "GET",
  path: "/api/v1/Image/ProductGeneration/CheckApplicationAllProgresses",
  summary: "The application's photoshoots, newest first.",
  tag: "Photoshoot",
  auth: "token",
  query: z.object({
    applicationId: guid(),
    limit: int()
      .pipe(z.number().min(1, { message: `must be from 1 to ${MAX_PROGRESS_PAGE}` }).max(MAX_PROGRESS_PAGE, { message: `must be from 1 to ${MAX_PROGRESS_PAGE}` }))
      .default(50)
      .meta({ description: `Ours (additive): records per page, 1 to ${MAX_PROGRESS_PAGE}, default 50.` }),
    offset: int()
      .pipe(z.number().min(0, { message: "must be 0 or more" }))
      .default(0)
      .meta({ description: "Ours (additive): records to skip." }),
  }),
  response: z.array(progressRecordSchema),
});

export const taskImage = defineOperation({
  method: "GET",
  path: "/api/v1/Image/ProductGeneration/TaskImage/{taskId}",
  summary: "A completed task's image behind a signed, expiring URL (the taskUrls of a progress record; ours).",
  tag: "Photoshoot",
  auth: "none",
  query: z.object({
    expires: int().meta({ description: "Unix time in seconds after which the URL is refused." }),
    signature: text(200),
    size: z.string().regex(/^\d{2,4}x\d{2,4}$/).optional(),
  }),
  params: z.object({ taskId: z.string().meta({ format: "uuid" }) }),
  response: z.string().meta({ format: "binary" }),
  produces: ["image/png"],
});

export const deletePhotoshootOperation = defineOperation({
  method: "DELETE",
  path: "/api/v1/Image/ProductGeneration/Processes/{imageProductGeneratorProcessId}",
  summary: "Delete a finished photoshoot, its tasks and every stored size of its creatives (ours). The product photo's cutout stays. Refused while a task renders or a creative is on the review board.",
  tag: "Photoshoot",
  auth: "token",
  params: z.object({ imageProductGeneratorProcessId: guid() }),
  errors: ["NotFound"],
  response: z.object({ imageProductGeneratorProcessId: z.string(), deletedTasks: z.number().int() }).meta({ id: "DeletedPhotoshoot" }),
});

export const redoSceneOperation = defineOperation({
  method: "POST",
  path: "/api/v1/Image/ProductGeneration/Processes/{imageProductGeneratorProcessId}/Tasks/{taskId}/Redo",
  summary:
    "Redo one scene of a photoshoot (ours): 1 credit, a new take of that task's scene for the same product in the same slot, under a new task id; given back if it fails for good. The other tasks, and their review items and decisions, stay as they are; on the review board the new take is the next version of that scene's item. Refused while the task renders. Answers with the photoshoot's progress record.",
  tag: "Photoshoot",
  auth: "token",
  credits: 1,
  params: z.object({ imageProductGeneratorProcessId: guid(), taskId: guid() }),
  errors: ["NotFound", "NoActiveChannel"],
  response: progressRecordSchema,
});

export const imageGenerationOperations = [adCreative, download, checkUserProgress, checkApplicationAllProgresses, taskImage, deletePhotoshootOperation, redoSceneOperation];
