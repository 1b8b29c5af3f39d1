import { z } from "zod";
import { defineOperation } from "./operation";
import { bool, guid, INT32, int, pageFields, text, timestamp } from "./fields";

/** Endpoints 1–4 of the contract, and favoriting (ours). */
export const AD_TEXT_TYPE_COUNT = 36;

const adTextType = () =>
  int()
    .pipe(z.number().min(0, { message: "must be an AdTextType from 0 to 35" }).max(AD_TEXT_TYPE_COUNT - 1, { message: "must be an AdTextType from 0 to 35" }))
    .meta({ description: "AdTextType, 0 to 35 (1 SharpTechnique, 2 GateFramework, 3 LiftMethod, …)", minimum: 0, maximum: AD_TEXT_TYPE_COUNT - 1 });

const emojiSelection = () =>
  int()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { message: "must be 0 (WithEmojis), 1 (WithoutEmojis) or 2 (ChosenByAi)" }))
    .meta({ description: "0 WithEmojis, 1 WithoutEmojis, 2 ChosenByAi", enum: [0, 1, 2] });

export const adTextRequestFields = {
  applicationId: guid(),
  userId: guid(),
  processName: text(1000).optional().meta({ description: "Defaults to productName." }),
  productName: text(1000),
  productDescription: text(5000),
  targetAudience: text(1000).optional(),
  type: adTextType().default(1),
  tone: text(1000).optional().meta({ description: "Professional, Informal, Friendly, Witty, Persuasive, Luxurious, Bold, Empathetic, Urgent, Inspirational, Playful, Authoritative, Calm, Enthusiastic, Minimalist, or a free description." }),
  outputLanguage: text(100).meta({ description: "A code or a name: de, German, Deutsch." }),
  webSiteUrl: text(2083).optional(),
  cta: text(1000).optional(),
  emojiSelection: emojiSelection().default(2),
  customRequest: text(5000).optional().meta({ description: "Instructions: mention X, avoid the word Y, shorter/longer, formal/informal address." }),
};

export const createAdTextsBody = z.object(adTextRequestFields).meta({ id: "CreateAdTextsRequest" });
export const updateAdTextsBody = z.object({ ...adTextRequestFields, id: int() }).meta({ id: "UpdateAdTextsRequest" });

export const scoreFeatureSchema = z
  .object({ name: z.string(), label: z.string(), score: z.number(), weight: z.number() })
  .meta({ id: "ConversionScoreFeature", description: "One named feature behind conversionScore (0–100)." });

export const adTextSchema = z
  .object({
    id: z.number().int(),
    value: z.string(),
    favorited: z.boolean(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    conversionScore: z.string().meta({ description: "0 to 100, sent as a string.", example: "78" }),
    type: z.number().int(),
    conversionScoreFeatures: z.array(scoreFeatureSchema).meta({ description: "Ours (additive): the features behind conversionScore." }),
  })
  .meta({ id: "AdText" });

export const adTextWarningSchema = z
  .object({
    code: z.enum(["InstructionNotUnderstood", "ToneNotKnown", "BriefLanguageDiffers", "ProblemNotInBrief", "PossibleTypo"]),
    message: z.string(),
  })
  .meta({ id: "AdTextWarning", description: "Something the writer could not do as asked; the texts were still written." });

export const adTextProcessShortSchema = z
  .object({
    id: z.number().int(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    adTexts: z.array(adTextSchema),
    warnings: z.array(adTextWarningSchema).meta({ description: "Ours (additive): what the writer could not do as asked (an instruction or tone not understood, a brief in another language)." }),
  })
  .meta({ id: "AdTextProcessShort" });

export const adTextProcessSchema = z
  .object({
    id: z.number().int(),
    type: z.number().int(),
    productName: z.string(),
    productDescription: z.string(),
    processName: z.string(),
    websiteUrl: z.string().nullable(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    cta: z.string().nullable(),
    tone: z.string().nullable(),
    outputLanguage: z.string(),
    targetAudience: z.string().nullable(),
    emojiSelection: z.number().int(),
    adTexts: z.array(adTextSchema),
  })
  .meta({ id: "AdTextProcess" });

export const createAdTexts = defineOperation({
  method: "POST",
  path: "/api/v1/Text/Generation/Ads",
  summary: "Generate ad texts and create a generation process.",
  tag: "Ad texts",
  auth: "token",
  credits: 1,
  body: createAdTextsBody,
  bodyType: "multipart",
  errors: ["UnsupportedLanguage"],
  response: adTextProcessShortSchema,
});

export const updateAdTexts = defineOperation({
  method: "PUT",
  path: "/api/v1/Text/Generation/Ads",
  summary: "Update a process and regenerate its texts; favorited texts are kept.",
  tag: "Ad texts",
  auth: "token",
  credits: 1,
  body: updateAdTextsBody,
  bodyType: "multipart",
  errors: ["NotFound", "UnsupportedLanguage"],
  response: adTextProcessShortSchema,
});

/**
 * The lists promise every process (service-api.md, 3 and 4), so a request without `limit` gets up to
 * this many, newest first; `X-Total-Count` tells how many there are, and `offset` reads on.
 */
export const MAX_AD_TEXT_PAGE = 500;
const adTextPage = pageFields({ max: MAX_AD_TEXT_PAGE, defaultLimit: MAX_AD_TEXT_PAGE, noun: "processes" });

export const listUserAdTexts = defineOperation({
  method: "GET",
  path: "/api/v1/Text/Generation/UserAd",
  summary: "A user's generation processes, newest first.",
  tag: "Ad texts",
  auth: "token",
  query: z.object({ userId: guid(), adTextGeneratorProcessId: int().optional(), ...adTextPage }),
  response: z.array(adTextProcessSchema),
});

export const listApplicationAdTexts = defineOperation({
  method: "GET",
  path: "/api/v1/Text/Generation/ApplicationAllAds",
  summary: "Every generation process of the application, newest first.",
  tag: "Ad texts",
  auth: "token",
  query: z.object({ applicationId: guid(), ...adTextPage }),
  response: z.array(adTextProcessSchema),
});

export const favoriteAdText = defineOperation({
  method: "PATCH",
  path: "/api/v1/Text/Generation/AdText/{id}",
  summary: "Mark an ad text as favorite or not (ours); favorites survive regeneration.",
  tag: "Ad texts",
  auth: "token",
  params: z.object({ id: int().pipe(z.number().min(0, { message: `must be an integer from 0 to ${INT32.max}` })).meta({ description: "The ad text's id." }) }),
  body: z.object({ favorited: bool() }).meta({ id: "FavoriteAdTextRequest" }),
  bodyType: "json",
  response: adTextSchema,
});

export const adTextOperations = [createAdTexts, updateAdTexts, listUserAdTexts, listApplicationAdTexts, favoriteAdText];
