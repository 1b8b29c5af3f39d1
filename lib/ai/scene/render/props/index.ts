// Draws a recipe's props, split into the layer behind the product and the layer in front of it.
import type { Prop } from "../../recipe";
import type { SceneCtx } from "../context";
import { fy } from "../layout";
import { n, type Box, type SvgDoc } from "../svg";
import { eucalyptus, flower, leaf, monstera, palm, pine } from "./botanical";
import { cloud, fabric, heart, ornament, pumpkin, shell, star } from "./decor";
import { books, croissant, cup, laptop, plant, rock } from "./objects";
import { floorShadowBlur, propPx } from "./shade";
import { arch, archWall, block, candle, egg, gift, pebble, podium, ring, sphere, type Drawn } from "./solids";

/** One prop's drawing (and its floor shadow, unblurred). */
export function drawProp(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  switch (p.kind) {
    case "podium":
      return podium(doc, c, p);
    case "column":
      return podium(doc, c, { ...p, aspect: p.aspect ?? 0.4 }, true);
    case "block":
      return block(doc, c, p);
    case "arch":
      return arch(doc, c, p);
    case "arch_wall":
      return archWall(doc, c, p);
    case "sphere":
      return sphere(doc, c, p);
    case "ring":
      return ring(doc, c, p);
    case "pebble":
      return pebble(doc, c, p);
    case "egg":
      return egg(doc, c, p);
    case "gift":
      return gift(doc, c, p);
    case "candle":
      return candle(doc, c, p);
    case "fabric":
      return fabric(doc, c, p);
    case "cloud":
      return cloud(doc, c, p);
    case "heart":
      return heart(doc, c, p);
    case "pumpkin":
      return pumpkin(doc, c, p);
    case "ornament":
      return ornament(doc, c, p);
    case "shell":
      return shell(doc, c, p);
    case "star":
      return star(doc, c, p);
    case "leaf":
      return leaf(doc, c, p);
    case "monstera":
      return monstera(doc, c, p);
    case "palm":
      return palm(doc, c, p);
    case "eucalyptus":
      return eucalyptus(doc, c, p);
    case "pine":
      return pine(doc, c, p);
    case "flower":
      return flower(doc, c, p);
    case "rock":
      return rock(doc, c, p);
    case "books":
      return books(doc, c, p);
    case "laptop":
      return laptop(doc, c, p);
    case "croissant":
      return croissant(doc, c, p);
    case "plant":
      return plant(doc, c, p);
    case "cup":
      return cup(doc, c, p);
    default:
      return { body: "" };
  }
}

function union(boxes: Box[]): Box | null {
  if (!boxes.length) return null;
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Props nearer the camera than the product's base go in front of it, unless the recipe says otherwise. */
export function propLayerOf(c: SceneCtx, p: Prop): "back" | "front" {
  if (p.layer) return p.layer;
  if (p.stage) return "back";
  return fy(c.f, p.y) > c.stage.y + c.f.s * 0.01 ? "front" : "back";
}

export function propsLayer(doc: SvgDoc, c: SceneCtx, which: "back" | "front"): string {
  const props = c.recipe.props.filter((p) => propLayerOf(c, p) === which).sort((a, b) => a.y - b.y);
  const casts: string[] = [];
  const contacts: string[] = [];
  const boxes: Box[] = [];
  const bodies = props.map((p) => {
    const d = drawProp(doc, c, p);
    if (d.shadow && !p.floating) {
      casts.push(d.shadow.cast);
      contacts.push(d.shadow.contact);
      boxes.push(d.shadow.box);
    }
    const opacity = p.opacity === undefined ? "" : ` opacity="${n(p.opacity)}"`;
    if (!p.blur) return `<g${opacity}>${d.body}</g>`;
    // A prop stays within a few of its heights of its anchor (wide ones by their aspect).
    const { x, y, h } = propPx(c, p);
    const r = h * Math.max(1.5, p.aspect ?? 1);
    return doc.blurLayer(p.blur * c.f.s, d.body, opacity, { x: x - r, y: y - r, w: 2 * r, h: 2 * r });
  });
  // Shadows lie on the floor under every prop of the layer: blurred together, multiplied in.
  const blur = floorShadowBlur(c);
  const multiply = ` style="mix-blend-mode:multiply"`;
  const within = union(boxes);
  const shadows = within ? doc.blurLayer(blur.cast, casts.join(""), multiply, within) + doc.blurLayer(blur.contact, contacts.join(""), multiply, within) : "";
  return shadows + bodies.join("");
}
