import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PRESETS } from "../../presets";
import { recipeFromPrompt } from "../../prompt-recipe";
import type { Prop, SceneRecipe } from "../../recipe";
import { finishSvg } from "../blur-layers";
import { sceneCtx } from "../context";
import { SvgDoc } from "../svg";
import { restsOnFloor } from "./botanical";
import { drawProp } from "./index";
import { propPx } from "./shade";

// Canvases shaped like a post, the photoshoot's landscape and a story, at a small scale.
const SIZES = [
  [256, 256],
  [560, 210],
  [216, 384],
] as const;

const PLANTS = new Set<Prop["kind"]>(["leaf", "monstera", "palm", "eucalyptus", "pine"]);

/** Top and bottom rows of a prop's opaque pixels, drawn alone and unblurred. */
async function rows(recipe: SceneRecipe, p: Prop, W: number, H: number): Promise<{ top: number; bottom: number; hz: number; lying: boolean } | null> {
  const c = sceneCtx(recipe, W, H, "tall", 1);
  const doc = new SvgDoc(W, H);
  const body = drawProp(doc, c, { ...p, blur: 0 }).body;
  const { data } = await sharp(await finishSvg(doc, body)).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      if ((data[y * W + x] ?? 0) > 64) {
        if (top < 0) top = y;
        bottom = y;
        break;
      }
    }
  }
  if (top < 0) return null;
  const { x, y } = propPx(c, p);
  return { top, bottom, hz: c.hz, lying: PLANTS.has(p.kind) && restsOnFloor(c, p, x, y) };
}

async function checkScene(name: string, recipe: SceneRecipe): Promise<void> {
  for (const [W, H] of SIZES) {
    for (const p of recipe.props) {
      if (p.floating) continue;
      const r = await rows(recipe, p, W, H);
      if (!r) continue;
      const where = `${name} ${p.kind}@${p.x},${p.y} on ${W}x${H}`;
      // Whatever stands on the floor reaches down to it: its lowest pixel is below the horizon.
      expect(r.bottom, where).toBeGreaterThanOrEqual(Math.floor(r.hz));
      // A plant lying on the floor is entirely below the horizon: no leaf hangs against the wall.
      if (r.lying) expect(r.top, `${where} (lying)`).toBeGreaterThanOrEqual(Math.floor(r.hz));
    }
  }
}

describe("props rest on surfaces", () => {
  it("in every preset, on post, landscape and story canvases", async () => {
    for (const p of PRESETS) await checkScene(p.id, p.recipe);
  }, 60_000);

  it("in scenes read from prompts that ask for leaves, branches and flowers", async () => {
    for (const prompt of ["autumn leaves on a rustic wooden table", "fresh herbs and eucalyptus branches on white marble", "among tropical monstera leaves", "pine branches and ornaments on a wooden table at night", "a sprig of eucalyptus on a bathroom shelf"]) {
      await checkScene(prompt, recipeFromPrompt(prompt));
    }
  }, 30_000);
});
