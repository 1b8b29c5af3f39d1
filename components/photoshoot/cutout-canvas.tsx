"use client";
import { useEffect, useRef } from "react";

/** The canvas holds at most this many pixels on its long side: enough for 8× zoom on a phone, cheap to redraw. */
const MAX_SIDE = 2048;

/**
 * The cutout as the brush shows it: the photo with the asset's mask as its alpha, in the photo's
 * own frame (the cutout PNG is trimmed to the product, the mask is not), so strokes line up.
 */
export function CutoutCanvas({ photo, mask, onDrawn }: { photo: HTMLImageElement; mask: HTMLImageElement; onDrawn?: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    const { naturalWidth: W, naturalHeight: H } = mask;
    const scale = Math.min(1, MAX_SIDE / Math.max(W, H));
    const width = Math.max(1, Math.round(W * scale)), height = Math.max(1, Math.round(H * scale));
    const scratch = document.createElement("canvas");
    scratch.width = width;
    scratch.height = height;
    const sc = scratch.getContext("2d", { willReadFrequently: true })!;
    sc.drawImage(mask, 0, 0, width, height);
    const alpha = sc.getImageData(0, 0, width, height).data;
    // The photo is stretched to the mask's frame: both are the upload, oriented the same way.
    sc.drawImage(photo, 0, 0, width, height);
    const pixels = sc.getImageData(0, 0, width, height);
    for (let i = 3; i < pixels.data.length; i += 4) pixels.data[i] = alpha[i - 3]!;
    target.width = width;
    target.height = height;
    target.getContext("2d")!.putImageData(pixels, 0, 0);
    onDrawn?.();
  }, [photo, mask, onDrawn]);
  return <canvas ref={canvas} aria-hidden="true" data-testid="brush-cutout" className="pointer-events-none absolute inset-0 h-full w-full" />;
}
