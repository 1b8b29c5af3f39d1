import type { Rect } from "./contrast";
import type { AdLayout, TextRole } from "./layout";

/** Where one text of an ad is drawn, in the ad's whole pixels: what a client lays an editor over. */
export interface TextBox {
  role: TextRole;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The headline's and punchline's boxes (their lines' union, with a little air so a click on a
 * letter's edge lands inside) and the button's (the whole button, not only its label), rounded
 * outwards and kept on the canvas. A punchline the size had no room for has no box.
 */
export function textBoxesOf(layout: AdLayout): TextBox[] {
  const { width, height } = layout.size;
  const toBox = (role: TextRole, rect: Rect): TextBox => {
    const left = Math.max(0, Math.floor(rect.x));
    const top = Math.max(0, Math.floor(rect.y));
    const right = Math.min(width, Math.ceil(rect.x + rect.width));
    const bottom = Math.min(height, Math.ceil(rect.y + rect.height));
    return { role, left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
  };
  const boxes: TextBox[] = [];
  for (const text of layout.texts) {
    if (text.role === "cta") continue;
    const air = text.fitted.size * 0.15;
    boxes.push(toBox(text.role, { x: text.box.x - air, y: text.box.y - air, width: text.box.width + 2 * air, height: text.box.height + 2 * air }));
  }
  boxes.push(toBox("cta", layout.button.rect));
  return boxes;
}
