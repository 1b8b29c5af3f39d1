import "server-only";
import { INK, LEGIBLE_CONTRAST, WHITE, legibleOn, parseHex, scrimOpacityFor, type RawImage, type Rect, type Rgb } from "./contrast";
import { fitText, type FittedText } from "./fit-text";
import type { Face } from "./fonts";
import { measureText as measureLine } from "./glyph-runs";
import type { Hyphenator } from "./hyphenation";
import type { AdSize, Slots } from "./templates";

export interface AdTexts {
  headline: string;
  punchline?: string | null;
  cta: string;
}

export interface AdColours {
  primary: string;
  secondary: string;
  text: string;
  background: string;
}

export type TextRole = "headline" | "punchline" | "cta";

/** One block of text as it is drawn: its lines, size and colour, and the box its lines fill. */
export interface PlacedText {
  role: TextRole;
  face: Face;
  fitted: FittedText;
  colour: string;
  /** The line boxes' union (what must stay inside the safe zone). */
  box: Rect;
  /** The left end of each line's baseline. */
  baselines: { x: number; y: number }[];
}

export interface Backing {
  kind: "scrim" | "plate" | "surface";
  colour: string;
  opacity: number;
  /** Where the backing is opaque at `opacity` (the scrim also fades in beyond it). */
  rect: Rect;
  edge?: "bottom" | "top" | "left";
  feather: number;
  radius: number;
}

export interface AdLayout {
  size: AdSize;
  texts: PlacedText[];
  button: { rect: Rect; colour: string; radius: number };
  backing: Backing | null;
  logo: Rect | null;
  /** Texts the template had no room for at their smallest size (only the punchline may be left out). */
  omitted: TextRole[];
}

export class AdLayoutError extends Error {
  constructor(
    readonly role: TextRole,
    message: string,
  ) {
    super(message);
  }
}

const TARGET = LEGIBLE_CONTRAST;
const LINE_HEIGHT = { headline: 1.12, punchline: 1.3, cta: 1 };


interface Inputs {
  size: AdSize;
  slots: Slots;
  texts: AdTexts;
  colours: AdColours;
  faces: { heading: Face; body: Face };
  hyphenate: Hyphenator | null;
  /** The canvas with the photo and any surface on it, before anything else is drawn. */
  backdrop: RawImage;
}

/**
 * The texts and the button set in the template's column: sizes, lines and places. It depends on the
 * slots and the fonts only, not on the photo, so the photo can be placed clear of it (see render-ad).
 */
export interface TextStack {
  placed: Omit<PlacedText, "colour">[];
  cta: Omit<PlacedText, "colour">;
  buttonRect: Rect;
  buttonHeight: number;
  headlineSize: number;
  omitted: TextRole[];
}

/** Where the stack's texts and button lie together (canvas pixels). */
export function stackBounds(stack: TextStack): Rect {
  return union([...stack.placed.map((text) => text.box), stack.buttonRect]);
}

export function stackTexts({ size, slots, texts, faces, hyphenate }: Omit<Inputs, "backdrop" | "colours">): TextStack {
  const scale = Math.sqrt(size.width * size.height);
  const strip = slots.cta !== null;
  const { column } = slots;

  // The call to action: one line on a button in the brand's primary colour.
  const ctaSize = strip ? Math.min(column.height * 0.32, 18) : Math.min(44, Math.max(12, scale * 0.026));
  // The label's padding gives way before its size does: at least 0.6 em each side.
  const slotWidth = strip ? slots.cta!.width : column.width;
  const ctaMin = Math.min(ctaSize, 11);
  const ctaFit = fitText({ text: texts.cta, face: faces.heading, width: slotWidth - 2 * 0.6 * ctaMin, height: ctaSize * 1.2, maxSize: ctaSize, minSize: ctaMin, maxLines: 1, lineHeight: LINE_HEIGHT.cta, hyphenate: null });
  if (!ctaFit) throw new AdLayoutError("cta", `The call to action does not fit a ${size.width}×${size.height} button.`);
  const padX = Math.min(ctaFit.size * 1.1, (slotWidth - ctaFit.width) / 2);
  const buttonHeight = Math.min(ctaFit.size * 2.3, strip ? slots.cta!.height : Infinity);
  const buttonWidth = ctaFit.width + 2 * padX;

  const minSize = Math.max(12, scale * 0.026);
  const headlineMax = strip ? column.height * 0.42 : Math.max(minSize, scale * 0.072);
  const gap = (size: number) => size * 0.45;
  const punchMin = Math.max(11, scale * 0.019);
  // Gaps at the largest headline size: never less room than the stack will take.
  const reserveButton = strip ? 0 : buttonHeight + gap(headlineMax) * 1.4;
  const hasPunchline = Boolean(texts.punchline?.trim());
  const reservePunch = hasPunchline && !strip ? punchMin * LINE_HEIGHT.punchline + gap(headlineMax) : 0;

  const headline = fitText({
    text: texts.headline,
    face: faces.heading,
    width: column.width,
    height: Math.min(column.height - reserveButton - reservePunch, column.height * (strip ? 1 : 0.62)),
    maxSize: headlineMax,
    minSize: Math.min(minSize, headlineMax),
    maxLines: slots.maxLines.headline,
    lineHeight: LINE_HEIGHT.headline,
    hyphenate,
  });
  if (!headline) throw new AdLayoutError("headline", `The headline does not fit the ${size.width}×${size.height} layout even at its smallest size.`);

  let punchline: FittedText | null = null;
  const omitted: TextRole[] = [];
  if (hasPunchline) {
    const left = column.height - headline.height - gap(headline.size) - (strip ? 0 : buttonHeight + gap(headline.size) * 1.4);
    const max = Math.max(punchMin, headline.size * 0.55);
    punchline = fitText({ text: texts.punchline!.trim(), face: faces.body, width: column.width, height: left, maxSize: max, minSize: punchMin, maxLines: strip ? 1 : slots.maxLines.punchline, lineHeight: LINE_HEIGHT.punchline, hyphenate });
    if (!punchline) omitted.push("punchline");
  }

  // Stack the blocks and place the column's content by the template's alignment.
  const blocks: { role: TextRole; fitted: FittedText; face: Face }[] = [{ role: "headline", fitted: headline, face: faces.heading }];
  if (punchline) blocks.push({ role: "punchline", fitted: punchline, face: faces.body });
  const textHeight = blocks.reduce((sum, block) => sum + block.fitted.height, 0) + (blocks.length - 1) * gap(headline.size);
  const stackHeight = textHeight + (strip ? 0 : gap(headline.size) * 1.4 + buttonHeight);
  let top = column.y + (slots.vAlign === "top" ? 0 : slots.vAlign === "center" ? (column.height - stackHeight) / 2 : column.height - stackHeight);
  const xFor = (width: number, area: Rect) => (slots.align === "center" ? area.x + (area.width - width) / 2 : area.x);

  const placed: Omit<PlacedText, "colour">[] = [];
  for (const block of blocks) {
    placed.push(place(block.role, block.face, block.fitted, top, column, slots.align));
    top += block.fitted.height + gap(headline.size);
  }
  const buttonRect = strip
    ? { x: slots.cta!.x + (slots.cta!.width - buttonWidth) / 2, y: slots.cta!.y + (slots.cta!.height - buttonHeight) / 2, width: buttonWidth, height: buttonHeight }
    : { x: xFor(buttonWidth, column), y: top - gap(headline.size) + gap(headline.size) * 1.4, width: buttonWidth, height: buttonHeight };
  const ctaTop = buttonRect.y + (buttonHeight - ctaFit.height) / 2;
  const ctaPlaced = place("cta", faces.heading, ctaFit, ctaTop, buttonRect, "center");
  return { placed, cta: ctaPlaced, buttonRect, buttonHeight, headlineSize: headline.size, omitted };
}

/** The stack made legible on the backdrop (scrim, plate or surface), measured on its pixels. */
export function layoutAd(inputs: Inputs, stack: TextStack = stackTexts(inputs)): AdLayout {
  const { size, slots, colours, backdrop } = inputs;
  const { placed, buttonRect, buttonHeight, omitted } = stack;
  const strip = slots.cta !== null;
  const headline = { size: stack.headlineSize };

  // What keeps the text legible, measured on the pixels under the text boxes.
  const boxes = placed.map((text) => pad(text.box, text.fitted.size * 0.2));
  const under = union(boxes);
  let backing: Backing | null = null;
  let textColour: string;
  if (slots.backing.kind === "surface") {
    textColour = legibleOn(colours.background, [colours.text, WHITE, INK]);
  } else if (slots.backing.kind === "scrim") {
    const choice = cheapest(backdrop, under, [
      { text: WHITE, ground: "#000000" },
      { text: INK, ground: WHITE },
    ]);
    textColour = choice.text;
    const edge = slots.backing.edge;
    const margin = headline.size * 0.8;
    const rect =
      edge === "bottom"
        ? { x: 0, y: under.y - margin, width: size.width, height: size.height - under.y + margin }
        : edge === "top"
          ? { x: 0, y: 0, width: size.width, height: under.y + under.height + margin }
          : { x: 0, y: 0, width: under.x + under.width + margin, height: size.height };
    backing = { kind: "scrim", colour: choice.ground, opacity: choice.opacity, rect, edge, feather: margin * 3, radius: 0 };
  } else {
    const card = !strip;
    const plateGround = card ? colours.background : null;
    const choice = plateGround
      ? { text: legibleOn(plateGround, [colours.text, WHITE, INK]), ground: plateGround }
      : cheapest(backdrop, under, [
          { text: WHITE, ground: "#000000" },
          { text: INK, ground: WHITE },
        ]);
    textColour = choice.text;
    const opacity = Math.max(card ? 0.92 : 0, scrimOpacityFor(backdrop, under, parseHex(choice.text), parseHex(choice.ground), TARGET) ?? 1);
    // A card's padding is the template's (its column is inset by it, so the card stays in the safe
    // zone); it holds the texts' own boxes and the button. A strip's plate only the text (its button has a slot of its own).
    const margin = card && slots.platePad ? slots.platePad : headline.size * (strip ? 0.3 : 0.8);
    const held = card ? stackBounds(stack) : under;
    backing = { kind: "plate", colour: choice.ground, opacity, rect: pad(held, margin), feather: 0, radius: margin * 0.6 };
  }

  const buttonColour = colours.primary;
  const texts_: PlacedText[] = [...placed.map((text) => ({ ...text, colour: textColour })), { ...stack.cta, colour: legibleOn(buttonColour, [WHITE, colours.background, colours.text, INK]) }];
  return {
    size,
    texts: texts_,
    button: { rect: buttonRect, colour: buttonColour, radius: Math.min(buttonHeight / 2, stack.cta.fitted.size * 0.5) },
    backing,
    logo: slots.logo,
    omitted,
  };
}

/**
 * Of light text on a dark scrim and dark text on a light one, the one that needs the least scrim;
 * the first (light on dark) unless another needs clearly less: a milky wash over a dark photo
 * looks worse than a darker shade of it.
 */
function cheapest(backdrop: RawImage, rect: Rect, choices: { text: string; ground: string }[]): { text: string; ground: string; opacity: number } {
  let best: { text: string; ground: string; opacity: number } | null = null;
  for (const choice of choices) {
    const opacity = scrimOpacityFor(backdrop, rect, parseHex(choice.text), parseHex(choice.ground), TARGET) ?? 1;
    if (!best || opacity < best.opacity - PREFER_FIRST_BY) best = { ...choice, opacity };
  }
  return best!;
}
const PREFER_FIRST_BY = 0.25;

function place(role: TextRole, face: Face, fitted: FittedText, top: number, area: Rect, align: "left" | "center"): Omit<PlacedText, "colour"> {
  const lineBox = fitted.size * fitted.lineHeight;
  const ascent = (face.ascender / face.unitsPerEm) * fitted.size;
  const glyphHeight = ((face.ascender - face.descender) / face.unitsPerEm) * fitted.size;
  const widths = fitted.lines.map((line) => measureLine(face, line, fitted.size));
  const baselines = fitted.lines.map((_, index) => ({
    x: align === "center" ? area.x + (area.width - widths[index]!) / 2 : area.x,
    y: top + index * lineBox + (lineBox - glyphHeight) / 2 + ascent,
  }));
  const x = align === "center" ? area.x + (area.width - fitted.width) / 2 : area.x;
  return { role, face, fitted, box: { x, y: top, width: fitted.width, height: fitted.height }, baselines };
}


export function pad(rect: Rect, by: number): Rect {
  return { x: rect.x - by, y: rect.y - by, width: rect.width + 2 * by, height: rect.height + 2 * by };
}

function union(rects: Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

export type { Rgb };
