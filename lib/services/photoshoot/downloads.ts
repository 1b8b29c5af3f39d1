import "server-only";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/image-generation";
import type { ImageTaskRow } from "@/lib/db/queries/image-generation";
import type { TaskVariant } from "@/lib/db/schema/photoshoot";
import { AppError } from "@/lib/errors";
import { DownloadFormat, RenderState } from "@/lib/schemas/image-generation";
import { isGuid } from "@/lib/schemas/fields";
import { getBlobStore } from "@/lib/storage";
import { verifyTaskUrl } from "./task-urls";

export interface DownloadRequest {
  applicationId: string;
  processId: string;
  taskId: string;
  lowResolution: boolean;
  format: 0 | 1 | 2;
  /** "WIDTHxHEIGHT" of one of the task's variants; the primary image when absent */
  size?: string;
}

/** Bytes made now, or a stored blob passed on as it is (streamed, or a presigned link to the object store). */
export type DownloadFile = ({ bytes: Buffer } | { blobKey: string }) & { contentType: string; fileName: string };

/**
 * The Download table: PNG and thumbnail are streamed as stored; the other rows are converted on
 * the way out (JPEG from the PNG, PNG from the thumbnail, either embedded in a one-page PDF 1.6).
 */
export async function downloadTaskImage(db: Database, request: DownloadRequest): Promise<DownloadFile> {
  const task = await queries.findOwnedTask(db, request);
  if (!task) throw AppError.notFound(`No task ${request.taskId} in image generation process ${request.processId} of this application.`);
  const variant = completedVariant(task, request.size);
  const base = `${request.processId}-${request.taskId}`;
  // The two rows stored as they are served are never read into memory here.
  if (request.format === DownloadFormat.Png && !request.lowResolution) return { blobKey: variant.pngKey, contentType: "image/png", fileName: `${base}.png` };
  if (request.format === DownloadFormat.Jpeg && request.lowResolution) return { blobKey: variant.thumbnailKey, contentType: "image/jpeg", fileName: `${base}.jpg` };
  const stored = await getBlobStore().get(request.lowResolution ? variant.thumbnailKey : variant.pngKey);
  if (!stored) throw imageGone(request.taskId);
  switch (request.format) {
    case DownloadFormat.Png:
      return { bytes: await sharp(stored).png().toBuffer(), contentType: "image/png", fileName: `${base}.png` };
    case DownloadFormat.Jpeg:
      return { bytes: await sharp(stored).flatten({ background: "#ffffff" }).jpeg({ quality: 90, mozjpeg: true }).toBuffer(), contentType: "image/jpeg", fileName: `${base}.jpg` };
    default:
      return { bytes: await pdfOf(stored, request.lowResolution ? "jpg" : "png", task.updatedAt), contentType: "application/pdf", fileName: `${base}.pdf` };
  }
}

export const imageGone = (taskId: string) => AppError.notFound(`The image of task ${taskId} is no longer stored.`);

function completedVariant(task: ImageTaskRow, size: string | undefined): TaskVariant {
  if (task.renderState !== RenderState.Completed || !task.variants?.length) {
    const state = task.renderState === RenderState.Failed ? "failed" : "not finished rendering yet";
    throw AppError.notFound(`Task ${task.id} has ${state} (renderState ${task.renderState}); download it once its renderState is 5.`);
  }
  if (!size) return task.variants[0]!;
  const variant = task.variants.find((v) => `${v.width}x${v.height}` === size);
  if (!variant) throw AppError.validation("size", `Task ${task.id} has no ${size} image; it has ${task.variants.map((v) => `${v.width}x${v.height}`).join(", ")}.`);
  return variant;
}

/** One page the size of the image (1 px = 1 pt). pdf-lib writes a 1.7 header; the contract asks for 1.6, a same-length rewrite. */
async function pdfOf(image: Buffer, kind: "png" | "jpg", date: Date): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  // Fixed dates: the same image gives the same bytes, so the ETag holds across downloads.
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  pdf.setProducer("Adcraft");
  const embedded = kind === "png" ? await pdf.embedPng(image) : await pdf.embedJpg(image);
  const page = pdf.addPage([embedded.width, embedded.height]);
  page.drawImage(embedded, { x: 0, y: 0, width: embedded.width, height: embedded.height });
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: false }));
  bytes.write("%PDF-1.6", 0, "latin1");
  return bytes;
}

/** The blob key of the image behind a signed task URL (taskUrls): no credentials, the signature is the permission. */
export async function signedTaskImageKey(db: Database, taskId: string, signed: { expires: number; signature: string; size?: string }): Promise<string> {
  const refused = () => AppError.notFound("This image link is invalid or has expired: read the process's progress again for a fresh one.");
  if (!isGuid(taskId) || !verifyTaskUrl(taskId.toLowerCase(), signed.expires, signed.signature, signed.size ?? "")) throw refused();
  const task = await queries.findTask(db, taskId.toLowerCase());
  if (!task) throw refused();
  try {
    return completedVariant(task, signed.size).pngKey;
  } catch {
    throw refused();
  }
}
