"use client";
import { PREVIEW_SIDE, parseSavedSetup, setupStorageKey, type SavedSetup } from "@/lib/studio/photoshoot-setup";

/** The tab's saved setup of this user, or null (none, unreadable, or storage turned off). */
export function loadSetup(userId: string): SavedSetup | null {
  try {
    return parseSavedSetup(window.sessionStorage.getItem(setupStorageKey(userId)));
  } catch {
    return null;
  }
}

/**
 * Saves the setup; when the photo's copy makes it too large for the tab's storage, it is saved
 * without the copy (the page then says the original stays on the device), and without anything
 * when storage is off: the page works as before, it only forgets on Back.
 */
export function saveSetup(userId: string, setup: SavedSetup) {
  const key = setupStorageKey(userId);
  for (const attempt of [setup, { ...setup, photoPreview: null }]) {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(attempt));
      return;
    } catch {
      // over the quota or storage disabled: try smaller, then give up
    }
  }
}

/** A JPEG copy of the photo at most PREVIEW_SIDE px on its long side, small enough for sessionStorage; null if the browser cannot draw it. */
export async function photoPreview(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, PREVIEW_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d")!;
    // A transparent PNG's see-through parts would turn black in a JPEG: white, like the checkerboard's light squares.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL("image/jpeg", 0.85);
  } catch {
    return null;
  }
}
