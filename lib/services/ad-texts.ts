import "server-only";
import { randomInt } from "node:crypto";
import type { z } from "zod";
import type { createAdTextsBody } from "@/lib/schemas/ad-texts";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/ad-texts";
import type { Charge, ChargeOnWrite } from "@/lib/db/queries/charges";
import type { AdTextProcessRow, AdTextRow, NewAdText } from "@/lib/db/queries/ad-texts";
import { nameForCopy } from "./copy-name";
import { adTextWarnings, openingOf, type AdTextRequest, type AdTextWarning, type GeneratedAdText } from "@/lib/ai/copy-engine";
import type { TextModel } from "@/lib/ai/text-model";
import { AppError } from "@/lib/errors";
import { keepAdTextVersion } from "@/lib/services/review/items";
import { refuseLanguageBeforeWriting, refuseUnsupportedLanguage } from "@/lib/services/text-ops/unsupported-language";

/** What a client sends for a generation, as the shared schema parses it (the caller supplies the application). */
export type AdTextInput = Omit<z.output<typeof createAdTextsBody>, "applicationId">;

interface Settings {
  model: TextModel;
  textsPerProcess: number;
}

/** A new process starts from a random seed; each regeneration's seed comes from its id and revision, so a PUT writes new texts. */
const seedFor = (processId: number, revision: number) => processId * 1000 + revision;

function processFields(input: AdTextInput) {
  return {
    userId: input.userId,
    type: input.type,
    productName: input.productName,
    productDescription: input.productDescription,
    processName: input.processName?.trim() || input.productName,
    websiteUrl: input.webSiteUrl ?? null,
    cta: input.cta ?? null,
    tone: input.tone ?? null,
    outputLanguage: input.outputLanguage,
    targetAudience: input.targetAudience ?? null,
    emojiSelection: input.emojiSelection,
    customRequest: input.customRequest ?? null,
  };
}

async function write(settings: Settings, input: AdTextInput, request: Pick<AdTextRequest, "count" | "seed" | "avoidOpenings">): Promise<NewAdText[]> {
  if (request.count === 0) return [];
  const texts: GeneratedAdText[] = await refuseUnsupportedLanguage("outputLanguage", input.outputLanguage, () =>
    settings.model.writeAdTexts({
      productName: nameForCopy(input.productName),
      productDescription: input.productDescription,
      targetAudience: input.targetAudience,
      type: input.type,
      tone: input.tone,
      outputLanguage: input.outputLanguage,
      cta: input.cta,
      websiteUrl: input.webSiteUrl,
      emojiSelection: input.emojiSelection,
      customRequest: input.customRequest,
      ...request,
    }),
  );
  return texts.map((t) => ({ value: t.value, conversionScore: t.conversionScore, scoreFeatures: t.features, type: input.type }));
}

/**
 * With the call's charge: a reserved one is kept, a charge on write taken, by the statement that
 * stores the process (charges.ts); a balance too short for a charge on write is NoCredits.
 */
export async function createAdTextProcess(db: Database, settings: Settings, applicationId: string, input: AdTextInput, charge?: Charge | ChargeOnWrite) {
  refuseLanguageBeforeWriting("outputLanguage", input, translates(settings));
  // Written first, stored in one statement: a failed generation leaves nothing behind.
  const texts = await write(settings, input, { count: settings.textsPerProcess, seed: randomInt(2 ** 31) });
  const created = await queries.insertProcessWithTexts(db, { applicationId, ...processFields(input) }, texts, charge);
  if (!created) throw charge && !("usageId" in charge) ? AppError.noCredits() : AppError.chargeLost();
  return toShortForm(created.process, created.texts, warningsFor(settings, input));
}

export async function regenerateAdTextProcess(db: Database, settings: Settings, applicationId: string, input: AdTextInput & { id: number }, charge?: Charge) {
  refuseLanguageBeforeWriting("outputLanguage", input, translates(settings));
  const existing = await queries.findOwnedProcess(db, { id: input.id, applicationId, userId: input.userId });
  if (!existing) throw AppError.notFound(`No ad text process ${input.id} for this application and user.`);
  await keepAdTextVersion(db, applicationId, existing.id);
  const current = await queries.listTexts(db, existing.id);
  const favorites = current.filter((t) => t.favorited);
  const revision = existing.revision + 1;
  const texts = await write(settings, input, {
    count: Math.max(0, settings.textsPerProcess - favorites.length),
    seed: seedFor(existing.id, revision),
    // A regeneration must not open like the favorites it keeps, nor hand back a text it replaces.
    avoidOpenings: current.map((t) => openingOf(t.value)),
  });
  const result = await queries.replaceProcessTexts(db, existing.id, { ...processFields(input), revision }, texts, charge);
  if (!result) throw AppError.chargeLost();
  return toShortForm(result.process, result.texts, warningsFor(settings, input));
}

/** One page of processes in the full form, and how many the scope holds in all. */
export async function listAdTextProcesses(db: Database, scope: queries.ProcessScope, page: queries.Page) {
  const [rows, total] = await Promise.all([queries.listProcesses(db, scope, page), queries.countProcesses(db, scope)]);
  return { processes: rows.map(({ process, texts }) => toFullForm(process, texts)), total };
}

export async function setAdTextFavorite(db: Database, applicationId: string, id: number, favorited: boolean) {
  if (!(await queries.findOwnedText(db, { id, applicationId }))) throw AppError.notFound(`No ad text ${id} in this application.`);
  return toAdText(await queries.setFavorited(db, id, favorited));
}

function toAdText(row: AdTextRow) {
  return {
    id: row.id,
    value: row.value,
    favorited: row.favorited,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    conversionScore: String(row.conversionScore),
    type: row.type,
    conversionScoreFeatures: row.scoreFeatures,
  };
}

/** A text model (it has a page summarizer; the engine has none) writes any language and translates. */
const translates = (settings: Settings) => settings.model.summarizeProductPage !== undefined;

/**
 * What the built-in engine could not do as asked. A text model (it has a page summarizer; the
 * engine has none) reads any instruction or tone and translates a foreign brief itself.
 */
function warningsFor(settings: Settings, input: AdTextInput): AdTextWarning[] {
  if (translates(settings)) return [];
  return adTextWarnings(input);
}

function toShortForm(process: Pick<AdTextProcessRow, "id" | "createdAt" | "updatedAt">, texts: AdTextRow[], warnings: AdTextWarning[]) {
  return { id: process.id, createdAt: process.createdAt.toISOString(), updatedAt: process.updatedAt.toISOString(), adTexts: texts.map(toAdText), warnings };
}

/** The contract's full form: everything but customRequest and the internal revision. */
function toFullForm(process: AdTextProcessRow, texts: AdTextRow[]) {
  return {
    id: process.id,
    type: process.type,
    productName: process.productName,
    productDescription: process.productDescription,
    processName: process.processName,
    websiteUrl: process.websiteUrl,
    createdAt: process.createdAt.toISOString(),
    updatedAt: process.updatedAt.toISOString(),
    cta: process.cta,
    tone: process.tone,
    outputLanguage: process.outputLanguage,
    targetAudience: process.targetAudience,
    emojiSelection: process.emojiSelection,
    adTexts: texts.map(toAdText),
  };
}
