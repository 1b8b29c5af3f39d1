// Draws a recipe's props, split into the layer behind the product and the layer in front of it.
import type { Prop } from "../../recipe";
import type { SceneCtx } from "../context";
import { fy } from "../layout";
import { n, type SvgDoc } from "../svg";
import { eucalyptus, flower, leaf, monstera, palm, pine } from "./botanical";
import { cloud, fabric, heart, ornament, pumpkin, shell, star } from "./decor";
import { arch, archWall, block, candle, egg, gift, pebble, podium, ring, sphere, type Drawn } from "./solids";

function draw(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
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
    default:
      return { body: "" };
  }
}

/** Props nearer the camera than the product's base go in front of it, unless the recipe says otherwise. */
export function propLayerOf(c: SceneCtx, p: Prop): "back" | "front" {
  if (p.layer) return p.layer;
  if (p.stage) return "back";
  return fy(c.f, p.y) > c.stage.y + c.f.s * 0.01 ? "front" : "back";
}

export function propsLayer(doc: SvgDoc, c: SceneCtx, which: "back" | "front"): string {
  const props = c.recipe.props.filter((p) => propLayerOf(c, p) === which).sort((a, b) => a.y - b.y);
  return props
    .map((p) => {
      const d = draw(doc, c, p);
      const blur = doc.blurAttr((p.blur ?? 0) * c.f.s);
      const opacity = p.opacity === undefined ? "" : ` opacity="${n(p.opacity)}"`;
      return `${p.floating ? "" : (d.shadow ?? "")}<g${opacity}${blur}>${d.body}</g>`;
    })
    .join("");
}
