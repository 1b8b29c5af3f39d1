import "server-only";
import { load } from "cheerio";
import type { Element } from "domhandler";
import sharp from "sharp";
import { AppError } from "@/lib/errors";

export const LOGO_MAX_BYTES = 512 * 1024;
const LOGO_MAX_SIDE = 4096;
export type LogoMediaType = "image/png" | "image/svg+xml";

/**
 * What an SVG logo may hold: shapes, groups, gradients, clips and masks. Everything else is taken
 * out: script, foreignObject, image (an external fetch, or a second decoder), style sheets (which can
 * @import and url() anywhere), links and animation (which can set an href to javascript:).
 * Text is refused rather than dropped: the renderer draws no font it does not ship, so the logo
 * would lose its name; outlines draw the same everywhere.
 */
const ELEMENTS = new Set([
  "svg", "g", "defs", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "lineargradient", "radialgradient", "stop", "clippath", "mask", "use", "symbol", "title", "desc",
]);
const TEXT_ELEMENTS = new Set(["text", "tspan", "textpath"]);
/** url(...) pointing anywhere but into the document itself. */
const OUTSIDE_URL = /url\(\s*['"]?\s*(?!#)/i;

/** The sanitised SVG, or a Validation error naming `field`. */
export function sanitiseSvg(source: string, field: string): string {
  // Entities are how an SVG reads local files or expands into gigabytes: no DOCTYPE at all.
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) throw AppError.validation(field, "The SVG must not declare a DOCTYPE or entities.");
  const $ = load(source, { xml: { xmlMode: true, decodeEntities: true } });
  const root = $.root().children().first();
  if (root.length === 0 || root.prop("tagName")?.toLowerCase() !== "svg") throw AppError.validation(field, "The logo is not an SVG document (its root element must be <svg>).");
  const elements = $("*").toArray() as Element[];
  if (elements.some((element) => TEXT_ELEMENTS.has(element.tagName.toLowerCase()))) {
    throw AppError.validation(field, "The SVG logo contains text; convert its text to outlines (paths) first.");
  }
  for (const element of elements.reverse()) {
    if (!ELEMENTS.has(element.tagName.toLowerCase())) {
      $(element).remove();
      continue;
    }
    for (const [name, value] of Object.entries(element.attribs as Record<string, string>)) {
      const lower = name.toLowerCase();
      const local = lower.includes(":") ? lower.slice(lower.indexOf(":") + 1) : lower;
      const refersOutside = (local === "href" && !value.trim().startsWith("#")) || OUTSIDE_URL.test(value);
      const scripted = /javascript:|expression\s*\(|@import/i.test(value);
      if (lower.startsWith("on") || refersOutside || scripted) $(element).removeAttr(name);
    }
  }
  // Processing instructions and comments carry nothing a logo needs.
  $.root()
    .find("*")
    .addBack()
    .contents()
    .filter((_, node) => node.type === "comment" || node.type === "directive")
    .remove();
  return $.xml($.root().children().first());
}

/**
 * A logo as sent, checked: a PNG that decodes, or an SVG sanitised and then rasterised once to
 * prove it draws. Answers the bytes to store.
 */
export async function checkLogo(mediaType: LogoMediaType, bytes: Buffer, field: string): Promise<Buffer> {
  if (bytes.length === 0) throw AppError.validation(field, "The logo is empty.");
  if (bytes.length > LOGO_MAX_BYTES) throw AppError.validation(field, `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB.`);
  const stored = mediaType === "image/svg+xml" ? Buffer.from(sanitiseSvg(bytes.toString("utf8"), field)) : bytes;
  if (mediaType === "image/png" && !bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    throw AppError.validation(field, "The logo is not a PNG file.");
  }
  try {
    const meta = await sharp(stored, { limitInputPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE }).metadata();
    if (!meta.width || !meta.height) throw new Error("no size");
    if (meta.width > LOGO_MAX_SIDE || meta.height > LOGO_MAX_SIDE) throw AppError.validation(field, `The logo must be at most ${LOGO_MAX_SIDE}×${LOGO_MAX_SIDE} pixels.`);
    await sharp(stored).resize(64, 64, { fit: "inside" }).png().toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.validation(field, mediaType === "image/png" ? "The PNG logo does not decode." : "The SVG logo does not draw (give it a width and height or a viewBox).");
  }
  return stored;
}
