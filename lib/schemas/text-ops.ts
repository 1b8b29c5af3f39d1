import { z } from "zod";
import { defineOperation } from "./operation";
import { bool, guid, int, text } from "./fields";

/** Endpoints 5–8 of the contract: the supporting text operations. */

/** ChangeSentiment's warnings travel in this response header: the contract's body is a bare JSON string. */
export const WARNINGS_HEADER = "adcraft-warnings";

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
};

export const productDescriptionQuery = z.object({
  applicationId: guid(),
  userId: guid(),
  url: text(2083)
    .refine(isHttpUrl, { message: "must be an absolute http:// or https:// URL" })
    .meta({ format: "uri", pattern: "^https?://", description: "The page to read. Private, loopback and link-local addresses are refused unless the operator allowlists them.", example: "https://shop.example.com/products/trail-runner" }),
  preferredLanguage: text(10).default("en").meta({ description: "The language a configured text model summarizes in; a code such as en, de, fr." }),
  advanceMode: bool().default(false).meta({ description: "Render the page with JavaScript (headless Chromium) before reading it." }),
});

export const productInformationSchema = z
  .object({
    productName: z.string().nullable(),
    productDescription: z.string().nullable(),
    targetAudience: z.string().nullable(),
    adGoal: z.string().nullable().meta({ description: "purchase, sign-up, download, booking or lead; null when the page shows no goal." }),
    language: z.string().nullable().meta({ description: "The content's language as a code (en, de, …), from <html lang> or the text." }),
    cta: z.string().nullable().meta({ description: "The page's most prominent call to action, as written." }),
  })
  .meta({ id: "ProductInformation", description: "Fields the page does not hold are null." });

export const extractProductDescription = defineOperation({
  method: "GET",
  path: "/api/v1/Text/Generation/ProductDescription",
  summary: "Extract product name, description, audience, ad goal, language and call to action from a web page.",
  tag: "Text operations",
  auth: "token",
  credits: 1,
  query: productDescriptionQuery,
  errors: ["WebsiteUnreadable"],
  response: productInformationSchema,
});

/**
 * currentStrategies: a repeated multipart field arrives as an array, a single one as a string.
 * One string may also hold a JSON array (`["Scarcity","Bundle"]`) or names separated by commas
 * or line breaks; strategy names never contain commas. Empty names are dropped.
 */
const MAX_CURRENT_STRATEGIES = 50;

function strategyNames(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  const names: unknown[] = [];
  for (const item of items) {
    if (typeof item !== "string") return value;
    const trimmed = item.trim();
    if (trimmed.startsWith("[")) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(trimmed);
      } catch {
        return value;
      }
      if (!Array.isArray(parsed)) return value;
      names.push(...parsed.map((n) => (typeof n === "string" ? n.trim() : n)));
    } else if (items.length === 1) {
      names.push(...trimmed.split(/[,\n]/).map((n) => n.trim()));
    } else {
      names.push(trimmed);
    }
  }
  return names.filter((n) => n !== "");
}

const currentStrategies = () =>
  z
    .preprocess(
      strategyNames,
      z
        .array(text(2000), { message: "must be strategy names: repeated fields, a JSON array of strings or names separated by commas" })
        .max(MAX_CURRENT_STRATEGIES, { message: `must hold at most ${MAX_CURRENT_STRATEGIES} names` }),
    )
    .meta({
      description: "Strategy names already in use, excluded from the answer (case-insensitive). Repeat the field, or send one JSON array or comma-separated list.",
      example: ["Scarcity", "Social proof"],
    });

export const adStrategiesBody = z
  .object({
    applicationId: guid(),
    userId: guid(),
    productName: text(1000),
    productDescription: text(5000),
    targetAudience: text(1000),
    adGoal: text(1000).meta({ description: "What the ad should achieve: purchase, sign-up, download, booking, lead (as ProductDescription answers), or free text." }),
    currentStrategies: currentStrategies(),
  })
  .meta({ id: "AdStrategiesRequest" });

export const adStrategySchema = z
  .object({
    adStrategyShortName: z.string(),
    rationale: z.string().meta({ description: "Why this strategy suits this product and audience." }),
    fontAwesomeIcon: z.string().meta({ description: "Font Awesome 6 free classes.", example: "fa-solid fa-hourglass-half" }),
  })
  .meta({ id: "AdStrategy" });

export const suggestAdStrategies = defineOperation({
  method: "POST",
  path: "/api/v1/Text/Generation/AdStrategies",
  summary: "5 to 8 ad strategies ranked for the product, audience and goal, each with a rationale and an icon; strategies in use are left out.",
  tag: "Text operations",
  auth: "token",
  credits: 1,
  body: adStrategiesBody,
  bodyType: "multipart",
  response: z.array(adStrategySchema),
});

export const adCopiesBody = z
  .object({
    applicationId: guid(),
    userId: guid(),
    productName: text(1000),
    productDescription: text(5000),
    strategy: text(2000).optional().meta({ description: "A strategy to shape the copy, e.g. an adStrategyShortName from AdStrategies." }),
    cta: text(1000),
    outputLanguage: text(100).meta({ description: "A code or a name: de, German, Deutsch." }),
    tone: text(1000).meta({ description: "Professional, Informal, Friendly, Witty, Persuasive, Luxurious, Bold, Empathetic, Urgent, Inspirational, Playful, Authoritative, Calm, Enthusiastic, Minimalist, or a free description." }),
    targetAudience: text(1000),
    isLongHeadline: bool().meta({ description: "true: long, detailed headlines (25 to 40 words); false: short ones (13 to 17 words)." }),
  })
  .meta({ id: "AdCopiesRequest" });

/** What the writer could not do as asked; the text was still written. Same shape as the Ads response's warnings. */
export const textOpWarningSchema = z
  .object({
    code: z.enum(["InstructionNotUnderstood", "ToneNotKnown", "BriefLanguageDiffers", "FactDropped"]),
    message: z.string(),
  })
  .meta({ id: "TextOpWarning", description: "Something the writer could not do as asked (a strategy or tone it does not know, a text in another language, a figure left out to fit the limit); the text was still written." });

export type TextOpWarning = z.infer<typeof textOpWarningSchema>;

export const adCopiesSchema = z
  .object({
    headlines: z.array(z.string()).meta({ description: "5 headlines." }),
    punchlines: z.array(z.string()).meta({ description: "5 punchlines of 2 to 12 words." }),
    callToActions: z.array(z.object({ cta: z.string(), fontAwesomeIcon: z.string() }).meta({ id: "CallToAction" })).meta({ description: "4 calls to action, the request's own first." }),
    warnings: z.array(textOpWarningSchema).meta({ description: "Ours (additive): what the writer could not do as asked (a strategy or tone not known, a brief in another language)." }),
  })
  .meta({ id: "AdCopies" });

export const writeAdCopiesOperation = defineOperation({
  method: "POST",
  path: "/api/v1/Text/Generation/AdCopies",
  summary: "Headlines, punchlines and calls to action in the language and tone, shaped by a strategy.",
  tag: "Text operations",
  auth: "token",
  credits: 1,
  body: adCopiesBody,
  bodyType: "multipart",
  errors: ["UnsupportedLanguage"],
  response: adCopiesSchema,
});

export const changeSentimentBody = z
  .object({
    applicationId: guid(),
    userId: guid(),
    headLine: text(500),
    productName: text(1000),
    productDescription: text(5000),
    tone: text(500).optional().meta({ description: "The tone to rewrite in (one of the 15, or a free description); default Professional." }),
    language: text(10).optional().meta({ description: "A code such as de; default the headline's own language." }),
    textLimit: int()
      .pipe(z.number().min(1, { message: "must be from 1 to 1000" }).max(1000, { message: "must be from 1 to 1000" }))
      .default(40)
      .meta({ description: "Most characters (Unicode code points) of the answer.", minimum: 1, maximum: 1000 }),
  })
  .meta({ id: "ChangeSentimentRequest" });

export const changeSentiment = defineOperation({
  method: "POST",
  path: "/api/v1/Text/Craft/ChangeSentiment",
  summary: "The headline rewritten in another tone, at most textLimit characters; answered as one JSON string.",
  tag: "Text operations",
  auth: "token",
  credits: 1,
  body: changeSentimentBody,
  bodyType: "multipart",
  errors: ["UnsupportedLanguage"],
  response: z.string().meta({ example: "Keeps your coffee hot for up to 80 minutes – Aurora Smart Mug. Act now!" }),
  responseHeaders: {
    [WARNINGS_HEADER]: {
      description:
        "Ours (additive): the warnings as a JSON array of TextOpWarning (non-ASCII characters \\u-escaped), `[]` when there are none. In a header because the contract's body is one JSON string.",
      schema: z.string().meta({ example: '[{"code":"FactDropped","message":"To fit 30 characters the rewrite left out \\u201c10 minutes\\u201d."}]' }),
    },
  },
});

export const textOpsOperations = [extractProductDescription, suggestAdStrategies, writeAdCopiesOperation, changeSentiment];
