import "server-only";
import { presetKeysResponse } from "@/lib/ai/scene";
import { renderPresetPreview, UnknownPresetError } from "@/lib/ai/scene";
import { AppError } from "@/lib/errors";

/** The catalog with absolute preview URLs on this server, so any client can load them as images. */
export function listPresets(baseUrl: string) {
  return presetKeysResponse((id) => `${baseUrl}/api/v1/Image/Presets/${encodeURIComponent(id)}/Preview`);
}

export async function presetPreview(presetId: string, size: number): Promise<Buffer> {
  try {
    return await renderPresetPreview(presetId, size);
  } catch (error) {
    if (error instanceof UnknownPresetError) throw AppError.notFound(`No preset ${presetId}.`);
    throw error;
  }
}
