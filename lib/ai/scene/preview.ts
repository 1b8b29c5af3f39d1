import "server-only";
// Preset previews: the preset's recipe rendered with a neutral stand-in product, so a preview looks
// like the product shot the preset will make. Rendered on demand and kept in a small memory cache.
import { findPreset } from "./presets";
import type { ShapeClass } from "./recipe";
import { renderScene } from "./render-scene";

const cache = new Map<string, Promise<Buffer>>();
const CACHE_MAX = 160;

export class UnknownPresetError extends Error {
  constructor(readonly presetId: string) {
    super(`unknown preset: ${presetId}`);
    this.name = "UnknownPresetError";
  }
}

/** PNG preview of a preset, `size` x `size` pixels (default 512). */
export function renderPresetPreview(id: string, size = 512, shape: ShapeClass = "tall"): Promise<Buffer> {
  const preset = findPreset(id);
  if (!preset) return Promise.reject(new UnknownPresetError(id));
  const key = `${id}:${size}:${shape}`;
  const known = cache.get(key);
  if (known) return known;
  const render = renderScene(preset.recipe, { width: size, height: size }, { placeholder: shape });
  cache.set(key, render);
  // A failed render must not stay cached; the oldest entry goes when the cache is full.
  render.catch(() => cache.delete(key));
  if (cache.size > CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return render;
}
