import type { ToneGroup, ToneStyle } from "../tone";

/**
 * How a tone builds its sentence around the message, so tones differ in structure and not only
 * in words: a lead-in before a colon, a closing line, the name in front or at the end, or the
 * key fact first in short sentences of its own.
 */
export type Shape = "lead" | "closer" | "nameFirst" | "nameLast" | "keyFirst" | "plain";

const BY_GROUP: Readonly<Record<ToneGroup, readonly Shape[]>> = {
  hot: ["keyFirst", "closer", "lead"],
  fun: ["lead", "closer", "nameLast"],
  warm: ["closer", "lead", "nameFirst"],
  fine: ["nameFirst", "closer", "lead"],
  pro: ["nameFirst", "lead", "plain"],
};

/** Shapes a few tones prefer over their group's order. */
const BY_TONE: Partial<Record<ToneStyle["key"], readonly Shape[]>> = {
  minimalist: ["plain", "nameLast", "keyFirst"],
  authoritative: ["lead", "nameFirst", "keyFirst"],
  persuasive: ["closer", "lead", "nameFirst"],
  urgent: ["closer", "keyFirst", "lead"],
  friendly: ["lead", "nameFirst", "closer"],
  calm: ["nameLast", "closer", "lead"],
  inspirational: ["lead", "nameFirst", "closer"],
  playful: ["closer", "lead", "keyFirst"],
};

/** Bonus of a shape for a tone: its first choice most. */
export function shapeBonus(tone: ToneStyle, shape: Shape): number {
  const order = BY_TONE[tone.key] ?? BY_GROUP[tone.groups[0] ?? "pro"];
  const rank = order.indexOf(shape);
  return rank < 0 ? 0 : [2.5, 1.5, 0.8][rank]!;
}
