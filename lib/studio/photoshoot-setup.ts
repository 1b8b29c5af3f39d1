import { EXTRA_SIZE_CHOICES, MAX_PROMPT_CHARS, MAX_SLOTS } from "./photoshoot-options";

/**
 * A photoshoot's setup as the page keeps it in the tab's sessionStorage, so the browser's Back
 * button and a reload find it as it was: the upload's answer (asset ids, recommendations), the
 * scenes, the options, the product's words and a small copy of the photo for the comparison and
 * the brush. Nothing secret: the studio's session cookie and keys never come near it, and it is
 * kept per signed-in user (the key names the user) and per tab (sessionStorage).
 */
export interface SavedSetup {
  version: 1;
  /** the gallery's ?preset= the setup began with: a new pick from the gallery starts a new setup */
  from: string;
  recommendations: {
    productInfo: { productName: string | null; productDescription: string | null };
    backgroundRemovedImageAssetId: string;
    recommendedPrompts: string[];
    recommendedPresetIds: string[];
    productPose: "flatLay" | "standing";
    cutoutConfidence: number;
    cutoutConfidenceReason: string | null;
  };
  /** the asset the photoshoot will use: the touched-up cutout when the brush made one */
  cutoutAssetId: string;
  fileName: string;
  /** a JPEG data URL of the photo at most PREVIEW_SIDE px on its long side, or null when it did not fit */
  photoPreview: string | null;
  productName: string;
  productDescription: string;
  slots: Array<{ tag: "preset"; preset: string } | { tag: "custom"; prompt: string }>;
  options: { safeMargin: boolean; styleReference: boolean; renderKind: number };
}

export const PREVIEW_SIDE = 1600;
export const setupStorageKey = (userId: string) => `adcraft.photoshoot.setup.${userId}`;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PRESET = /^[a-z0-9_-]{1,80}$/i;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === "string";
const stringOrNull = (v: unknown): v is string | null => v === null || isString(v);
const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

function isSlot(v: unknown): v is SavedSetup["slots"][number] {
  if (!isObject(v)) return false;
  if (v.tag === "preset") return isString(v.preset) && PRESET.test(v.preset);
  return v.tag === "custom" && isString(v.prompt) && v.prompt.trim().length > 0 && [...v.prompt].length <= MAX_PROMPT_CHARS;
}

/**
 * The saved setup, checked field by field: storage another version of the page wrote, or anyone
 * edited, is ignored whole rather than half restored.
 */
export function parseSavedSetup(text: string | null): SavedSetup | null {
  if (!text) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(v) || v.version !== 1 || !isString(v.from)) return null;
  const r = v.recommendations;
  if (!isObject(r) || !isObject(r.productInfo) || !stringOrNull(r.productInfo.productName) || !stringOrNull(r.productInfo.productDescription)) return null;
  if (!isString(r.backgroundRemovedImageAssetId) || !GUID.test(r.backgroundRemovedImageAssetId) || !strings(r.recommendedPrompts) || !strings(r.recommendedPresetIds)) return null;
  if (r.productPose !== "flatLay" && r.productPose !== "standing") return null;
  if (typeof r.cutoutConfidence !== "number" || !(r.cutoutConfidence >= 0 && r.cutoutConfidence <= 1) || !stringOrNull(r.cutoutConfidenceReason)) return null;
  if (!isString(v.cutoutAssetId) || !GUID.test(v.cutoutAssetId) || !isString(v.fileName)) return null;
  if (v.photoPreview !== null && !(isString(v.photoPreview) && v.photoPreview.startsWith("data:image/jpeg;base64,"))) return null;
  if (!isString(v.productName) || !isString(v.productDescription)) return null;
  if (!Array.isArray(v.slots) || v.slots.length > MAX_SLOTS || !v.slots.every(isSlot)) return null;
  const o = v.options;
  if (!isObject(o) || typeof o.safeMargin !== "boolean" || typeof o.styleReference !== "boolean" || !EXTRA_SIZE_CHOICES.some((c) => c.renderKind === o.renderKind)) return null;
  return v as unknown as SavedSetup;
}
