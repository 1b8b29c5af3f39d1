/**
 * Honest refusals: when the photo has no well-defined product on a distinct background, say so and
 * say what to change (AppError UnknownForeground; lib/http answers it as decisions.md says).
 */
import { AppError } from "@/lib/errors";

const refuse = (message: string) => new AppError("UnknownForeground", message);

export const refusals = {
  busyBackground: () =>
    refuse("The background is too busy to tell the product apart. Photograph the product on a plain, evenly lit background."),
  cropped: () =>
    refuse("The product is cut off by the edges of the photo. Step back or zoom out so the whole product is in the frame, with plain background around it."),
  several: () =>
    refuse("The photo seems to show several products. Photograph one product at a time, on its own on a plain background."),
  empty: () =>
    refuse("No product stands out from the background. Photograph the product on a plain background in a clearly different colour, and let it fill more of the frame."),
  fillsFrame: () =>
    refuse("The product (or what looks like it) fills nearly the whole photo. Leave plain background visible around the product."),
  lowConfidence: () =>
    refuse("The product's outline cannot be told apart from the background with confidence. Photograph it on a plain background that contrasts with it (a darker or coloured one for a white product), evenly lit."),
  partlyMissed: () =>
    refuse("Part of the product could not be separated from the background (a pale or see-through part whose outline is faint). Photograph it on a plain background that contrasts with it, such as a darker or coloured one for a white or glass product."),
  tooSmall: (width: number, height: number) =>
    refuse(`The photo is too small (${width}×${height}) to find the product. Upload a photo at least 64 pixels on each side.`),
};

/** Shape checks shared by every segmenter, on a 0/1 mask of any size. */
export const LIMITS = {
  /** Below this fraction of the frame there is no product to speak of. */
  minCoverage: 0.003,
  /** Above it, the "product" is the frame. */
  maxCoverage: 0.9,
  /** A side counts as touched when the mask runs along more than this fraction of it. */
  touchFraction: 0.02,
  /** Touching this many sides means the product is cropped. */
  maxSides: 3,
  minSide: 64,
};
