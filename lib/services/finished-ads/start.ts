import "server-only";
import { randomUUID } from "node:crypto";
import { loadPair } from "@/lib/ai/finished-ads";
import type { FontPairId } from "@/lib/ai/finished-ads";
import { undrawableCharacters } from "@/lib/ai/finished-ads";
import type { Database } from "@/lib/db";
import type { Charge } from "@/lib/db/queries/charges";
import * as queries from "@/lib/db/queries/image-generation";
import { findOwnedAsset } from "@/lib/db/queries/photoshoot";
import type { ImageProcessRow, ImageTaskRow } from "@/lib/db/queries/image-generation";
import type { FinishedAdSpec } from "@/lib/db/schema/photoshoot";
import { AppError } from "@/lib/errors";
import { RenderState } from "@/lib/schemas/image-generation";
import { adsFromCopies, finishedAdSizes, placedAdsFromCopies, type AdCreativesByKindInput, type AdCreativesByTasksInput } from "@/lib/schemas/finished-ads";
import { brandKitRowOf } from "@/lib/services/brand-kits";
import { requireActiveChannel } from "@/lib/services/notifications";
import { queueProcess } from "@/lib/services/photoshoot/creatives";
import { presentProcess } from "@/lib/services/photoshoot/progress";
import { getBlobStore } from "@/lib/storage";

/**
 * Texts the shipped fonts cannot draw are refused now, not failed later: the font pair has no
 * glyph for them. `field` names each text as the request gave it.
 */
function checkDrawable(fontPair: string, texts: FinishedAdSpec["texts"], field: (text: "headline" | "punchline" | "cta") => string) {
  const { heading, body } = loadPair(fontPair as FontPairId);
  for (const [name, value, face] of [["headline", texts.headline, heading], ["punchline", texts.punchline, body], ["cta", texts.cta, heading]] as const) {
    const missing = value ? undrawableCharacters(face, value) : [];
    if (missing.length) throw AppError.validation(field(name), `The brand kit's fonts cannot draw ${missing.map((c) => `"${c}"`).join(", ")}.`);
  }
}

/** Where an AdCopies answer's text of ad i came from: `adCopies.headlines[k]`, `adCopies.callToActions[j].cta`. */
const copiesField = (input: AdCreativesByKindInput, i: number) => {
  const { place } = placedAdsFromCopies(input.adCopies!)[i]!;
  return (text: "headline" | "punchline" | "cta") =>
    text === "headline" ? `adCopies.headlines[${place.headline}]` : text === "punchline" ? `adCopies.punchlines[${place.headline}]` : `adCopies.callToActions[${place.cta}].cta`;
};

/** A process of finished ads, one task per spec, its render jobs and its charge kept in one transaction. */
async function startProcess(db: Database, owner: { applicationId: string; userId: string; assetId: string; renderKind: number }, specs: { spec: FinishedAdSpec; promptObject: ImageTaskRow["promptObject"] }[], baseUrl: string, charge?: Charge, processId = randomUUID()) {
  const now = new Date();
  const tasks = specs.map(({ spec, promptObject }, position) => queries.newTask({ processId, position, promptObject, width: spec.sizes[0]!.width, height: spec.sizes[0]!.height, adSpec: spec }, now));
  const process: ImageProcessRow = {
    id: processId,
    applicationId: owner.applicationId,
    userId: owner.userId,
    assetId: owner.assetId,
    productName: null,
    productDescription: null,
    renderKind: owner.renderKind,
    disableSafeMargin: true,
    useSameStyleReferenceImage: false,
    kind: "finishedAds",
    chargeUsageId: charge?.usageId ?? null,
    progressNotifiedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await queueProcess(db, process, tasks, charge);
  return presentProcess({ process, tasks }, baseUrl);
}

/**
 * AdCreativesByKind: a completed photoshoot task of the application, a brand kit of it and the
 * texts; one task per entry of `ads`, each rendered in every size of renderKind. The kit is copied
 * into each task (its logo stored once for the process), so editing the kit later changes no ad.
 */
export async function startAdCreativesByKind(db: Database, input: AdCreativesByKindInput, baseUrl: string, charge?: Charge) {
  await requireActiveChannel(db, input.applicationId);
  const { source, assetId, promptObject } = await adSource(db, input);
  const kit = await brandKitRowOf(db, input.applicationId, input.brandKitId).catch(() => {
    throw AppError.notFound(`The application has no brand kit ${input.brandKitId}.`);
  });
  const texts = input.ads
    ? input.ads.map((ad) => ({ headline: ad.headline, punchline: ad.punchline?.trim() || null, cta: ad.cta }))
    : adsFromCopies(input.adCopies!);
  texts.forEach((t, index) => checkDrawable(kit.fontPair, t, input.ads ? (text) => `ads[${index}].${text}` : copiesField(input, index)));

  const processId = randomUUID();
  let logoKey: string | null = null;
  if (kit.logo) {
    // Stored before the transaction: a process that never commits leaves only this small file behind.
    logoKey = `finished-ads/${input.applicationId}/${processId}/logo`;
    await getBlobStore().put(logoKey, kit.logo);
  }
  const sizes = finishedAdSizes(input.renderKind).map(({ width, height }) => ({ width, height }));
  const brand = { kitId: kit.id, colours: { primary: kit.primaryColour, secondary: kit.secondaryColour, text: kit.textColour, background: kit.backgroundColour }, fontPair: kit.fontPair, logoKey };
  const specs = texts.map((t) => ({
    spec: { source, texts: t, template: input.template, language: input.language, brand, sizes } satisfies FinishedAdSpec,
    promptObject,
  }));
  return startProcess(db, { applicationId: input.applicationId, userId: input.userId, assetId, renderKind: input.renderKind }, specs, baseUrl, charge, processId);
}

/**
 * The image the ads stand on: a completed photoshoot task of the application, or an uploaded
 * product photo of it (its asset, the photo as uploaded). A task on an uploaded photo has no
 * scene: its promptObject says so (`custom`, "uploaded photo").
 */
async function adSource(db: Database, input: AdCreativesByKindInput): Promise<{ source: FinishedAdSpec["source"]; assetId: string; promptObject: ImageTaskRow["promptObject"] }> {
  if (input.assetId) {
    const asset = await findOwnedAsset(db, { applicationId: input.applicationId, assetId: input.assetId });
    if (!asset) throw AppError.notFound(`No asset ${input.assetId} in this application.`);
    if (!asset.photoKey) throw AppError.validation("assetId", `Asset ${input.assetId} keeps no uploaded photo (it was made before photos were kept): upload the photo again.`);
    return { source: { assetId: asset.id, photoKey: asset.photoKey }, assetId: asset.id, promptObject: { tag: "custom", prompt: "uploaded photo" } };
  }
  const processId = input.imageProductGeneratorProcessId!;
  const taskId = input.taskId!;
  const source = await queries.findOwnedTask(db, { applicationId: input.applicationId, processId, taskId });
  if (!source) throw AppError.notFound(`No task ${taskId} in image generation process ${processId} of this application.`);
  if (source.renderState !== RenderState.Completed || !source.variants?.length) {
    throw AppError.validation("taskId", `Task ${taskId} has not completed (renderState ${source.renderState}); finished ads stand on a completed photoshoot task.`);
  }
  if (source.adSpec) throw AppError.validation("taskId", `Task ${taskId} is a finished ad already: edit it with AdCreativesByTasks.`);
  const sourceProcess = (await queries.findOwnedProcess(db, { applicationId: input.applicationId, processId }))!.process;
  return { source: { processId: sourceProcess.id, taskId: source.id }, assetId: sourceProcess.assetId, promptObject: source.promptObject };
}

/** AdCreativesByTasks: each edit re-renders a finished-ad task of the application as a task of a new process. */
export async function startAdCreativesByTasks(db: Database, input: AdCreativesByTasksInput, baseUrl: string, charge?: Charge) {
  await requireActiveChannel(db, input.applicationId);
  const specs: { spec: FinishedAdSpec; promptObject: ImageTaskRow["promptObject"] }[] = [];
  let owner: { assetId: string; renderKind: number } | null = null;
  for (const [index, edit] of input.edits.entries()) {
    const found = await queries.findOwnedTaskWithProcess(db, input.applicationId, edit.taskId);
    if (!found) throw AppError.notFound(`No task ${edit.taskId} in this application.`);
    const spec = found.task.adSpec;
    if (!spec) throw AppError.validation(`edits[${index}].taskId`, `Task ${edit.taskId} is a photoshoot task, not a finished ad: make ads of it with AdCreativesByKind.`);
    const texts = {
      headline: edit.headline ?? spec.texts.headline,
      punchline: edit.punchline === undefined ? spec.texts.punchline : edit.punchline?.trim() || null,
      cta: edit.cta ?? spec.texts.cta,
    };
    checkDrawable(spec.brand.fontPair, texts, (text) => `edits[${index}].${text}`);
    const edited: FinishedAdSpec = {
      ...spec,
      origin: spec.origin ?? found.task.id,
      texts,
      template: edit.template ?? spec.template,
      brand: { ...spec.brand, colours: { ...spec.brand.colours, ...edit.colours } },
    };
    specs.push({ spec: edited, promptObject: found.task.promptObject });
    owner ??= { assetId: found.process.assetId, renderKind: found.process.renderKind };
  }
  return startProcess(db, { applicationId: input.applicationId, userId: input.userId, ...owner! }, specs, baseUrl, charge);
}
