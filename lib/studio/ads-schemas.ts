import { z } from "zod";
import { FONT_PAIR_IDS, TEMPLATE_IDS } from "@/lib/ai/finished-ads/catalog";

/** The "Make ads" page's requests from the browser: shared by the BFF (which parses) and the page. */

const MAX_ADS = 6;
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Pick a colour as #rrggbb.");

export const adTexts = z.object({
  headline: z.string().trim().min(1, "Write a headline.").max(90, "A headline has at most 90 characters."),
  punchline: z.string().trim().max(140, "A punchline has at most 140 characters.").optional(),
  cta: z.string().trim().min(1, "Write the button's label.").max(30, "A button label has at most 30 characters."),
});
export type AdTextsInput = z.input<typeof adTexts>;

export const makeAdsRequest = z.object({
  photoshootId: z.string().uuid(),
  taskId: z.string().uuid(),
  brandKitId: z.string().uuid("Pick a brand kit."),
  renderKind: z.number().int(),
  template: z.enum(TEMPLATE_IDS),
  language: z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/).default("en"),
  ads: z.array(adTexts).min(1, "Add at least one ad.").max(MAX_ADS, `At most ${MAX_ADS} ads at a time.`),
});

/** A finished ad on the page: the process and task that hold its newest rendering. */
export const adRef = z.object({ processId: z.string().uuid(), taskId: z.string().uuid() });
export type { AdRef } from "./ad-refs";

export const editAdsRequest = z.object({
  edits: z
    .array(
      z.object({
        taskId: z.string().uuid(),
        headline: adTexts.shape.headline.optional(),
        punchline: z.string().trim().max(140, "A punchline has at most 140 characters.").nullable().optional(),
        cta: adTexts.shape.cta.optional(),
        template: z.enum(TEMPLATE_IDS).optional(),
      }),
    )
    .min(1)
    .max(MAX_ADS),
});

export const adsSelection = z.object({ ads: z.array(adRef).min(1, "Make some ads first.").max(MAX_ADS) });

export const quickBrandKitRequest = z.object({
  name: z.string().trim().min(1, "Name the brand kit.").max(80),
  colours: z.object({ primary: hex, secondary: hex, text: hex, background: hex }),
  fontPair: z.enum(FONT_PAIR_IDS),
});

/** A logo as the browser read it: PNG or SVG, base64, at most 512 KB (about 700,000 base64 characters). */
const logoUpload = z.object({
  mediaType: z.enum(["image/png", "image/svg+xml"], "The logo must be a PNG or SVG file."),
  data: z.string().min(1, "The logo is empty.").max(Math.ceil((512 * 1024) / 3) * 4, "The logo must be at most 512 KB.").regex(/^[A-Za-z0-9+/]*={0,2}$/, "The logo did not arrive as base64."),
});

/**
 * The Brand kits page's kit: the quick kit's fields plus a default tone and the logo. `logo` is a
 * new file, null to remove it, or "keep" (on an edit) for the one the kit has.
 */
export const brandKitRequest = quickBrandKitRequest.extend({
  defaultTone: z.string().trim().max(200, "A default tone has at most 200 characters.").optional(),
  logo: z.union([logoUpload, z.literal("keep"), z.null()]).optional(),
});
export type BrandKitRequest = z.input<typeof brandKitRequest>;
