import { z } from "zod";
import { FONT_PAIR_IDS, FONT_PAIRS } from "@/lib/ai/finished-ads/catalog";
import { defineOperation } from "./operation";
import { guid, text, timestamp } from "./fields";

const MAX_NAME = 80;
const MAX_TONE = 200;
/** A 512 KB logo as base64, with room for the rest of the kit. */
const MAX_BODY = 1_000_000;

const colour = (what: string) =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: "must be a colour as #rrggbb" })
    .transform((v) => v.toLowerCase())
    .meta({ description: what, example: "#1d3557", pattern: "^#[0-9a-fA-F]{6}$" });

export const brandColours = z
  .object({
    primary: colour("The call-to-action button's colour."),
    secondary: colour("An accent colour."),
    text: colour("The texts' colour on the background colour (replaced by white or ink where it would not read at 4.5:1)."),
    background: colour("The colour of a template's panel or card."),
  })
  .meta({ id: "BrandColours" });

const logoInput = z
  .object({
    mediaType: z.enum(["image/png", "image/svg+xml"]),
    data: z
      .string()
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: "must be base64" })
      .meta({ description: "The file's bytes, base64. PNG or SVG, at most 512 KB; an SVG is sanitised (no script, event handler or external reference kept) and must have its text outlined." }),
  })
  .meta({ id: "BrandLogoInput" });

export const brandKitQuery = z.object({ applicationId: guid() });
export const brandKitParams = z.object({ id: guid().meta({ description: "The brand kit's id." }) });

export const brandKitBody = z.object({
  name: text(MAX_NAME)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { message: "must not be empty" })),
  colours: brandColours,
  fontPair: z.enum(FONT_PAIR_IDS).meta({ description: `Heading and body fonts, shipped with the service: ${FONT_PAIR_IDS.map((id) => `${id} (${FONT_PAIRS[id].label})`).join(", ")}.` }),
  defaultTone: text(MAX_TONE).nullable().optional().meta({ description: "The tone ad texts for this brand are written in unless a request names another." }),
  logo: logoInput.nullable().optional().meta({ description: "Absent or null: no logo (on PUT: the logo is removed)." }),
});
export type BrandKitInput = z.infer<typeof brandKitBody>;

export const brandKitSchema = z
  .object({
    id: guid(),
    applicationId: guid(),
    name: z.string(),
    colours: brandColours,
    fontPair: z.enum(FONT_PAIR_IDS),
    defaultTone: z.string().nullable(),
    logo: z
      .object({ mediaType: z.enum(["image/png", "image/svg+xml"]), data: z.string().meta({ description: "base64; an SVG as sanitised and stored" }) })
      .nullable(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: "BrandKit" });

export const listBrandKits = defineOperation({
  method: "GET",
  path: "/api/v1/Account/BrandKits",
  summary: "The application's brand kits, newest first (ours; free).",
  tag: "Account",
  auth: "token",
  query: brandKitQuery,
  response: z.array(brandKitSchema),
});

export const createBrandKit = defineOperation({
  method: "POST",
  path: "/api/v1/Account/BrandKits",
  summary: "A new brand kit: name, colours, font pair, default tone and logo, for finished ads (ours; free).",
  tag: "Account",
  auth: "token",
  query: brandKitQuery,
  body: brandKitBody,
  bodyType: "json",
  maxBodyBytes: MAX_BODY,
  response: brandKitSchema,
});

export const getBrandKit = defineOperation({
  method: "GET",
  path: "/api/v1/Account/BrandKits/{id}",
  summary: "One of the application's brand kits (ours; free).",
  tag: "Account",
  auth: "token",
  query: brandKitQuery,
  params: brandKitParams,
  response: brandKitSchema,
});

export const updateBrandKit = defineOperation({
  method: "PUT",
  path: "/api/v1/Account/BrandKits/{id}",
  summary: "Replaces one of the application's brand kits (ours; free).",
  tag: "Account",
  auth: "token",
  query: brandKitQuery,
  params: brandKitParams,
  body: brandKitBody,
  bodyType: "json",
  maxBodyBytes: MAX_BODY,
  response: brandKitSchema,
});

export const deleteBrandKit = defineOperation({
  method: "DELETE",
  path: "/api/v1/Account/BrandKits/{id}",
  summary: "Deletes one of the application's brand kits (ours; free). Finished ads already made keep their pixels.",
  tag: "Account",
  auth: "token",
  query: brandKitQuery,
  params: brandKitParams,
  response: z.object({ id: guid(), deleted: z.literal(true) }).meta({ id: "DeletedBrandKit" }),
});

export const brandKitOperations = [listBrandKits, createBrandKit, getBrandKit, updateBrandKit, deleteBrandKit];
