import { z } from "zod";
import { TEMPLATE_IDS } from "@/lib/ai/finished-ads/catalog";
import { defineOperation } from "./operation";
import { guid, int, text } from "./fields";
import { brandColours } from "./brand-kits";
import { progressRecordSchema, RENDER_KIND_SIZES, RENDER_KINDS } from "./image-generation";

export const MAX_ADS_PER_PROCESS = 6;
export const MAX_HEADLINE = 90;
export const MAX_PUNCHLINE = 140;
export const MAX_CTA = 30;

const nonEmpty = (max: number) =>
  text(max)
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, { message: "must not be empty" }));

const template = z.enum(TEMPLATE_IDS).meta({ description: "overlay: the text on the photo over a scrim; panel: the photo beside or above a panel in the brand's background colour; card: the text on a card over the photo." });

export const adTextsSchema = z
  .object({
    headline: nonEmpty(MAX_HEADLINE).meta({ description: `At most ${MAX_HEADLINE} characters: an AdCopies headline or typed.` }),
    punchline: text(MAX_PUNCHLINE).nullable().optional().meta({ description: `At most ${MAX_PUNCHLINE} characters; left out of a size whose layout has no room for it at 11 px.` }),
    cta: nonEmpty(MAX_CTA).meta({ description: `The button's label, at most ${MAX_CTA} characters.` }),
  })
  .meta({ id: "FinishedAdTexts" });

const renderKind = int()
  .pipe(z.number().refine((n) => RENDER_KINDS.includes(n), { message: `must be one of ${RENDER_KINDS.join(", ")}` }))
  .default(1)
  .meta({ description: "Bit set of the sizes every ad is made in (as AdCreative's; 0 is Landscape 1200×628). Default 1 (Post).", enum: RENDER_KINDS });

/** An AdCopies answer as it came back (its other fields, such as icons and warnings, are ignored). */
export const adCopiesSource = z
  .object({
    headlines: z.array(z.string()).min(1, { message: "must hold at least one headline" }),
    punchlines: z.array(z.string()).default([]),
    callToActions: z.array(z.object({ cta: z.string() })).min(1, { message: "must hold at least one call to action" }),
  })
  .meta({
    id: "FinishedAdCopiesSource",
    description: `An AdCopies answer as the text source: each of its first ${MAX_ADS_PER_PROCESS} headlines of at most ${MAX_HEADLINE} characters (longer ones are passed over) makes an ad, with the punchline of the same place (left out when over ${MAX_PUNCHLINE}) and the call to action of the same place (else the first of at most ${MAX_CTA}).`,
  });

const tidy = (value: string | undefined) => (value ?? "").trim().replace(/\s+/g, " ");
const fits = (value: string, max: number) => value.length > 0 && [...value].length <= max;

/**
 * The ads an AdCopies answer makes: its first six headlines that a finished ad takes (at most 90
 * characters; AdCopies' headlines are often longer, and one is passed over rather than cut), each
 * with the punchline of the same place (left out when over 140) and the call to action of the same
 * place, else the answer's first that fits a button (30).
 */
export function adsFromCopies(copies: z.output<typeof adCopiesSource>) {
  return placedAdsFromCopies(copies).map(({ ad }) => ad);
}

/** adsFromCopies with where each text came from in the answer, for naming it in an error. */
export function placedAdsFromCopies(copies: z.output<typeof adCopiesSource>) {
  const ctas = copies.callToActions.map((c) => tidy(c.cta));
  const firstCta = ctas.findIndex((cta) => fits(cta, MAX_CTA));
  return copies.headlines
    .map((headline, i) => ({ headline: tidy(headline), i }))
    .filter(({ headline }) => fits(headline, MAX_HEADLINE))
    .slice(0, MAX_ADS_PER_PROCESS)
    .map(({ headline, i }) => {
      const punchline = tidy(copies.punchlines[i]);
      const ctaAt = fits(ctas[i] ?? "", MAX_CTA) ? i : firstCta;
      return { ad: { headline, punchline: fits(punchline, MAX_PUNCHLINE) ? punchline : null, cta: ctas[ctaAt] ?? "" }, place: { headline: i, cta: ctaAt } };
    });
}

export const adCreativesByKindBody = z
  .object({
    applicationId: guid(),
    userId: guid(),
    imageProductGeneratorProcessId: guid().optional().meta({ description: "The photoshoot whose task the ads stand on (with taskId), or give assetId." }),
    taskId: guid().optional().meta({ description: "A completed task of that photoshoot: each size uses the task's image of that size, or its primary image cropped to it." }),
    assetId: guid()
      .optional()
      .meta({ description: "Instead of a photoshoot task: an uploaded product photo (Recommendations' backgroundRemovedImageAssetId); the ads stand on the photo as uploaded, cropped to each size." }),
    brandKitId: guid().meta({ description: "The brand kit (Account/BrandKits) whose colours, fonts and logo the ads use." }),
    renderKind,
    template: template.default("overlay"),
    language: z
      .string()
      .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, { message: "must be a language tag such as de, en or pt-BR" })
      .default("en")
      .meta({ description: "The texts' language: where the service has hyphenation patterns (de, en, fr, es, it, nl, pt, pl, sv, da), long words are hyphenated at syllables." }),
    ads: z
      .array(adTextsSchema)
      .min(1, { message: "must hold 1 to 6 ads" })
      .max(MAX_ADS_PER_PROCESS, { message: "must hold 1 to 6 ads" })
      .optional()
      .meta({ description: "One task per entry, each in every size of renderKind. Give ads or adCopies." }),
    adCopies: adCopiesSource.optional(),
  })
  .superRefine((body, ctx) => {
    const fromTask = body.imageProductGeneratorProcessId !== undefined || body.taskId !== undefined;
    if (body.assetId && fromTask) ctx.addIssue({ code: "custom", path: ["assetId"], message: "cannot be given with imageProductGeneratorProcessId and taskId: name one image" });
    else if (!body.assetId && !(body.imageProductGeneratorProcessId && body.taskId)) {
      ctx.addIssue({ code: "custom", path: [], message: "must name the image the ads stand on: imageProductGeneratorProcessId and taskId, or assetId" });
    }
    if (body.ads && body.adCopies) ctx.addIssue({ code: "custom", path: ["adCopies"], message: "cannot be given with ads: name one text source" });
    else if (!body.ads && !body.adCopies) ctx.addIssue({ code: "custom", path: [], message: "must give the texts: ads, or adCopies (an AdCopies answer)" });
    // The answer's own shape is checked first (an empty list is its own issue).
    if (!body.adCopies?.headlines?.length || !body.adCopies.callToActions?.length) return;
    const ads = adsFromCopies(body.adCopies);
    if (!ads.length) ctx.addIssue({ code: "custom", path: ["adCopies"], message: `has no headline of at most ${MAX_HEADLINE} characters, the most a finished ad takes` });
    else if (!ads[0]!.cta) ctx.addIssue({ code: "custom", path: ["adCopies"], message: `has no call to action of at most ${MAX_CTA} characters for the button` });
  })
  .meta({ id: "AdCreativesByKindRequest" });
export type AdCreativesByKindInput = z.infer<typeof adCreativesByKindBody>;

export const adEditSchema = z
  .object({
    taskId: guid().meta({ description: "A finished-ad task of this application (from AdCreativesByKind or an earlier edit)." }),
    headline: nonEmpty(MAX_HEADLINE).optional(),
    punchline: text(MAX_PUNCHLINE).nullable().optional().meta({ description: "null removes the punchline; absent keeps it." }),
    cta: nonEmpty(MAX_CTA).optional(),
    template: template.optional(),
    colours: brandColours.partial().optional().meta({ description: "Colours that replace the kit's for this ad only." }),
  })
  .meta({ id: "FinishedAdEdit" });

export const adCreativesByTasksBody = z
  .object({
    applicationId: guid(),
    userId: guid(),
    edits: z.array(adEditSchema).min(1, { message: "must hold 1 to 6 edits" }).max(MAX_ADS_PER_PROCESS, { message: "must hold 1 to 6 edits" }),
  })
  .meta({ id: "AdCreativesByTasksRequest" });
export type AdCreativesByTasksInput = z.infer<typeof adCreativesByTasksBody>;

export const adCreativesByKind = defineOperation({
  method: "POST",
  path: "/api/v1/Image/Generation/AdCreativesByKind",
  summary:
    "Finished ads from a photoshoot task: each entry of `ads` becomes a task rendered in every size of renderKind, with the headline, punchline, CTA button and logo of a brand kit. Answers like AdCreative: a process with its tasks, followed with CheckUserProgress and Download. Needs an active notification channel.",
  tag: "Finished ads",
  auth: "token",
  credits: (body: AdCreativesByKindInput) => body.ads?.length ?? adsFromCopies(body.adCopies!).length,
  body: adCreativesByKindBody,
  bodyType: "json",
  errors: ["NotFound", "NoActiveChannel"],
  response: progressRecordSchema,
});

export const adCreativesByTasks = defineOperation({
  method: "POST",
  path: "/api/v1/Image/Editing/AdCreativesByTasks",
  summary: "Re-renders finished-ad tasks with edits (new text, another template, other colours) as a new process, one task per edit. Needs an active notification channel.",
  tag: "Finished ads",
  auth: "token",
  credits: (body: AdCreativesByTasksInput) => body.edits.length,
  body: adCreativesByTasksBody,
  bodyType: "json",
  errors: ["NotFound", "NoActiveChannel"],
  response: progressRecordSchema,
});

export const finishedAdOperations = [adCreativesByKind, adCreativesByTasks];

/** The canvases of a renderKind bit set, Landscape as 1200×628 (a finished ad has no safe margins to crop). */
export function finishedAdSizes(renderKindValue: number) {
  const kind = renderKindValue === 0 ? 4 : renderKindValue;
  return RENDER_KIND_SIZES.filter((size) => (kind & size.bit) !== 0).map(({ name, width, height }) => ({ name, width, height }));
}
