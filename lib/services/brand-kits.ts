import "server-only";
import type { Caller } from "@/lib/auth/api-auth";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/brand-kits";
import { AppError } from "@/lib/errors";
import { checkLogo, type LogoMediaType } from "@/lib/images/logo";
import type { BrandKitInput } from "@/lib/schemas/brand-kits";
import type { FontPairId } from "@/lib/ai/finished-ads";

/** A kit as the contract answers it. */
export function brandKitOf(row: queries.BrandKitRow) {
  return {
    id: row.id,
    applicationId: row.applicationId,
    name: row.name,
    colours: { primary: row.primaryColour, secondary: row.secondaryColour, text: row.textColour, background: row.backgroundColour },
    fontPair: row.fontPair as FontPairId,
    defaultTone: row.defaultTone,
    logo: row.logo && row.logoMediaType ? { mediaType: row.logoMediaType as LogoMediaType, data: Buffer.from(row.logo).toString("base64") } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row's values from a checked request body: the logo decoded, checked and (an SVG) sanitised. */
async function valuesOf(input: BrandKitInput) {
  const logo = input.logo ? await checkLogo(input.logo.mediaType, Buffer.from(input.logo.data, "base64"), "logo") : null;
  return {
    name: input.name,
    primaryColour: input.colours.primary,
    secondaryColour: input.colours.secondary,
    textColour: input.colours.text,
    backgroundColour: input.colours.background,
    fontPair: input.fontPair,
    defaultTone: input.defaultTone?.trim() || null,
    logo,
    logoMediaType: logo ? input.logo!.mediaType : null,
  };
}

export async function createBrandKitFor(db: Database, caller: Caller, input: BrandKitInput) {
  return brandKitOf(await queries.insertBrandKit(db, { applicationId: caller.applicationId, ...(await valuesOf(input)) }));
}

export async function listBrandKitsOf(db: Database, caller: Caller) {
  return (await queries.listBrandKits(db, caller.applicationId)).map(brandKitOf);
}

/** The caller's kit (for the renderer too); another application's id is not found. */
export async function brandKitRowOf(db: Database, applicationId: string, id: string) {
  const row = await queries.findBrandKit(db, applicationId, id);
  if (!row) throw AppError.notFound(`The application has no brand kit ${id}.`);
  return row;
}

export async function getBrandKitOf(db: Database, caller: Caller, id: string) {
  return brandKitOf(await brandKitRowOf(db, caller.applicationId, id));
}

export async function updateBrandKitOf(db: Database, caller: Caller, id: string, input: BrandKitInput) {
  const row = await queries.updateBrandKit(db, caller.applicationId, id, await valuesOf(input));
  if (!row) throw AppError.notFound(`The application has no brand kit ${id}.`);
  return brandKitOf(row);
}

export async function deleteBrandKitOf(db: Database, caller: Caller, id: string) {
  if (!(await queries.deleteBrandKit(db, caller.applicationId, id))) throw AppError.notFound(`The application has no brand kit ${id}.`);
  return { id, deleted: true as const };
}
