"use client";
import { useEffect, useState } from "react";

export type LoadedImage = { state: "loading" } | { state: "ready"; image: HTMLImageElement; url: string } | { state: "failed" };

/**
 * An image decoded and ready to draw on a canvas. While a new URL loads the previous image stays
 * ready, so the brush's cutout does not blink between two masks.
 */
export function useLoadedImage(url: string | null): LoadedImage {
  const [loaded, setLoaded] = useState<LoadedImage>({ state: "loading" });
  useEffect(() => {
    if (!url) return;
    let alive = true;
    const image = new Image();
    image.decoding = "async";
    image.src = url;
    image
      .decode()
      .then(() => alive && setLoaded({ state: "ready", image, url }))
      .catch(() => alive && setLoaded({ state: "failed" }));
    return () => {
      alive = false;
    };
  }, [url]);
  return loaded;
}
