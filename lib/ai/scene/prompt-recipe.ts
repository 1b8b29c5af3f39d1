// Reads a custom scene prompt ("on a warm oak kitchen counter in soft morning light") into the
// recipe space: it starts from the preset closest in meaning (words of its id, tags and prompt
// text), then applies what the words say — places, materials, colours, times of day, seasons,
// moods, props, things in the air. A preset is the base only when the prompt shares its name or
// tags (or three words), never one word of its prompt text; words the reader cannot draw are
// reported by readPrompt. Pure and deterministic:
// the same prompt always gives the same recipe; the prompt's hash only breaks ties and picks the
// light's side when no word does.
import { hexToLab, labToRgb, mix, rgbToHex, type Lab } from "./color";
import { stagePodium } from "./catalog/define";
import { closestPreset } from "./prompt-match";
import { colorAt, promptWords, readColors, SHADES, type Role } from "./prompt-read";
import { GOBOS, MATERIALS, MOODS, PLACES, ROLE_NOUNS, SEASONS, SHINY, STOPWORDS, SYNONYMS, TIMES, WALL_TEXTURES, type Material } from "./prompt-words";
import { PARTICLES, PROPS, type PropWord } from "./prompt-props";
import type { Color, Grade, Prop, SceneRecipe } from "./recipe";
import { mainColor, mapColors, type ColorRole } from "./recipe-colors";
import { hashString } from "@/lib/random";

// ---- recolouring -----------------------------------------------------------------------------

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const toHex = (lab: Lab) => rgbToHex(labToRgb(lab));

/** Move a whole role's colours so its main colour lands on `target`, keeping their differences. */
function recolor(r: SceneRecipe, roles: ColorRole[], from: Color | undefined, target: Color, amount = 1): void {
  if (!from) return;
  const f = hexToLab(from);
  const t = hexToLab(target);
  const d = { L: (t.L - f.L) * amount, a: (t.a - f.a) * amount, b: (t.b - f.b) * amount };
  mapColors(r, roles, (c) => {
    const lab = hexToLab(c);
    return toHex({ L: clamp(lab.L + d.L, 1, 99), a: lab.a + d.a, b: lab.b + d.b });
  });
}

/** Lighten (tone > 0) or darken (tone < 0) every colour of the roles, then lean them toward `cast`. */
function tone(r: SceneRecipe, roles: readonly ColorRole[], amount: number, cast?: [Color, number]): void {
  mapColors(r, roles, (c) => {
    const lab = hexToLab(c);
    const L = amount < 0 ? lab.L * (1 + amount) : lab.L + (100 - lab.L) * amount;
    const toned = toHex({ L, a: lab.a * (amount < 0 ? 1 + amount * 0.4 : 1 - amount * 0.5), b: lab.b * (amount < 0 ? 1 + amount * 0.4 : 1 - amount * 0.5) });
    return cast ? mix(toned, cast[0], cast[1]) : toned;
  });
}

const SCENE: ColorRole[] = ["wall", "floor", "stage", "props", "scenery", "air"];

// ---- applying the words ----------------------------------------------------------------------

function setMaterial(r: SceneRecipe, m: Material, color?: Color): void {
  r.floor.surface = { kind: m.kind, color2: m.color2, gloss: m.gloss, accents: m.accents };
  if (color) {
    const base = hexToLab(m.color);
    const t = hexToLab(color);
    const shift = (c: Color) => toHex({ L: clamp(hexToLab(c).L + t.L - base.L, 1, 99), a: hexToLab(c).a + t.a - base.a, b: hexToLab(c).b + t.b - base.b });
    r.floor.color = color;
    r.floor.colorNear = shift(m.near);
    if (m.color2) r.floor.surface.color2 = shift(m.color2);
  } else {
    r.floor.color = m.color;
    r.floor.colorNear = m.near;
  }
  if (m.kind !== "matte") r.floor.seamless = false;
  if (r.floor.edge) r.floor.edge = { ...r.floor.edge, color: mix(r.floor.colorNear ?? r.floor.color, "#000000", 0.15) };
}

/** Floor spots beside the product, nearest first (frame fractions); props there stay on the floor. */
function floorSpot(r: SceneRecipe, i: number): { x: number; y: number } {
  const hz = r.floor.horizon;
  const spots = [
    { x: 0.22, y: 0.83 },
    { x: 0.79, y: 0.85 },
    { x: 0.3, y: 0.88 },
    { x: 0.7, y: 0.8 },
    { x: 0.14, y: 0.9 },
  ];
  const s = spots[i % spots.length]!;
  return { x: s.x, y: Math.max(s.y, hz + 0.1 + (i % 2) * 0.03) };
}

function addProps(r: SceneRecipe, pw: PropWord, colors: Color[], floating: boolean, start: number): number {
  const colorOf = (i: number) => colors[i % Math.max(1, colors.length)] ?? pw.color;
  if (pw.where === "stage") {
    const old = r.props.find((p) => p.stage);
    const stage = stagePodium(colorOf(0), { kind: pw.kind, size: pw.size, aspect: pw.aspect ?? (pw.kind === "podium" ? 2.3 : 1.6), color2: old?.color2, y: Math.max(0.84, r.floor.horizon + 0.18) });
    r.props = [...r.props.filter((p) => !p.stage), stage];
    return start;
  }
  // Props of the same kind already there take the prompt's colours instead of being doubled
  // (any greenery counts as leaves).
  const green = ["leaf", "eucalyptus", "monstera", "palm", "pine"];
  const same = r.props.filter((p) => !p.stage && (p.kind === pw.kind || (pw.kind === "leaf" && green.includes(p.kind))));
  if (same.length) {
    if (colors.length) same.forEach((p, i) => (p.color = colorOf(i)));
    return start;
  }
  let n = start;
  for (let i = 0; i < pw.count; i += 1) {
    const base: Prop = { kind: pw.kind, x: 0.5, y: 0.85, size: pw.size * (1 - i * 0.12), color: colorOf(i), aspect: pw.aspect };
    if (pw.where === "floating" || (floating && ["sphere", "heart", "star", "cloud"].includes(pw.kind))) {
      const spots = [
        { x: 0.2, y: 0.36 },
        { x: 0.8, y: 0.26 },
        { x: 0.84, y: 0.52 },
      ];
      r.props.push({ ...base, ...spots[i % spots.length]!, floating: true });
    } else if (pw.where === "edge") {
      const left = i % 2 === 0;
      r.props.push({ ...base, x: left ? -0.02 : 1.03, y: 0.82 + (i % 2) * 0.03, rotate: left ? 40 : -38, anchor: left ? "left" : "right", layer: "back" });
    } else if (pw.where === "behind") {
      const hz = r.floor.horizon;
      const xs = pw.kind === "column" ? [0.16, 0.84] : pw.count > 1 ? [0.36, 0.66] : [0.5];
      r.props.push({ ...base, x: xs[i] ?? 0.5, y: pw.kind === "ring" ? hz + 0.12 : hz + 0.04 + i * 0.01, layer: "back" });
    } else {
      const spot = floorSpot(r, n);
      n += 1;
      const lying = ["leaf", "eucalyptus", "pine", "palm"].includes(pw.kind);
      // Lying greenery points across the floor, turned enough that its width still shows.
      r.props.push({ ...base, ...spot, rotate: lying ? (spot.x < 0.5 ? -1 : 1) * (pw.kind === "leaf" ? 40 + i * 12 : 70) : undefined });
    }
  }
  return n;
}

function applyGrade(r: SceneRecipe, g: Grade): void {
  const old = r.atmosphere.grade ?? {};
  const sum = (a?: number, b?: number) => (a === undefined && b === undefined ? undefined : clamp((a ?? 0) + (b ?? 0), -1, 1));
  r.atmosphere.grade = { exposure: sum(old.exposure, g.exposure), contrast: sum(old.contrast, g.contrast), saturation: sum(old.saturation, g.saturation), toning: g.toning ?? old.toning };
}

/** The recipe a custom prompt describes. */
export function recipeFromPrompt(prompt: string): SceneRecipe {
  const ws = promptWords(prompt);
  const has = (...keys: string[]) => keys.some((k) => ws.includes(k));
  const meaningful = ws.filter((w) => !STOPWORDS.has(w));
  const hash = hashString(meaningful.join(" "));
  const base = closestPreset(ws, hash);
  const r: SceneRecipe = structuredClone(base.recipe);
  const colors = readColors(ws);
  const colorFor = (role: Role) => colors.find((c) => c.role === role)?.hex;
  const floating = has("floating", "levitating", "hovering", "flying", "suspended");
  const sceneryColors = colors.filter((c) => c.role === "scenery").map((c) => c.hex);

  // Places: scenery and sky, the ground they usually have, counters and tiled walls.
  let placeGround: string | undefined;
  for (const w of ws) {
    const place = PLACES[w];
    if (!place) continue;
    if (place.scenery && r.backdrop.scenery?.kind !== place.scenery) {
      const [top, bottom] = place.wall ?? ["#cfd8e2", "#eef2f5"];
      r.backdrop = { fill: { kind: "linear", angle: 0, stops: [{ at: 0, color: top }, { at: 1, color: bottom }] }, scenery: { kind: place.scenery, colors: place.sceneryColors ?? ["#9aa6b2", "#7d8995"], blur: 0.01 } };
      r.floor.horizon = clamp(r.floor.horizon, 0.56, 0.64);
      r.floor.seamless = false;
      // The old set's dressing (and its studio bokeh) does not belong outdoors; props the prompt asks for come back below.
      r.props = r.props.filter((p) => p.stage);
      r.atmosphere = { ...r.atmosphere, bokeh: undefined };
    }
    if (place.wall && !place.scenery) {
      // An indoor place with its own walls (a café, a desk by a wall): out of focus behind.
      r.backdrop = { fill: { kind: "linear", angle: 0, stops: [{ at: 0, color: place.wall[0] }, { at: 1, color: place.wall[1] }] }, texture: r.backdrop.texture };
      r.floor.seamless = false;
      r.props = r.props.filter((p) => p.stage);
    }
    if (place.bokeh && !r.atmosphere.bokeh) r.atmosphere.bokeh = { count: 22, colors: place.bokeh, size: 0.05, opacity: 0.55, area: "top" };
    if (place.counter && !r.floor.edge && !place.scenery) r.floor.edge = { at: 0.95, color: mix(r.floor.color, "#000000", 0.25) };
    if (place.pattern && !r.backdrop.scenery && !r.backdrop.pattern) r.backdrop.pattern = { kind: place.pattern, color: mix(mainColor(r, "wall") ?? "#eeeeee", "#000000", 0.12) };
    if (place.seamless && !r.backdrop.scenery) r.floor.seamless = true;
    placeGround ??= place.ground;
  }
  if (sceneryColors.length && r.backdrop.scenery) {
    const sc = r.backdrop.scenery;
    sc.colors = sc.colors.map((c, i) => mix(sceneryColors[i % sceneryColors.length]!, c, 0.25 + 0.15 * i));
  }

  // The floor's material: named, or the place's usual ground.
  const materialWord = ws.find((w) => MATERIALS[w]) ?? placeGround;
  const material = materialWord ? MATERIALS[materialWord] : undefined;
  if (material && (r.floor.surface.kind !== material.kind || colorFor("floor"))) setMaterial(r, material, colorFor("floor"));
  else if (colorFor("floor")) recolor(r, ["floor"], mainColor(r, "floor"), colorFor("floor")!);
  for (const [i, w] of ws.entries()) {
    const texture = WALL_TEXTURES[w];
    const onWall = ["wall", "walls", "backdrop", "background"].includes(ws[i + 1] ?? "");
    if (texture && (onWall || ["stucco", "plaster", "plastered", "paper"].includes(w)) && !r.backdrop.scenery) r.backdrop.texture = { kind: texture, amount: 0.45 };
  }
  if (ws.some((w) => SHINY.has(w))) {
    const s = r.floor.surface;
    if (["water", "marble", "tile", "glossy"].includes(s.kind)) s.gloss = Math.max(s.gloss ?? 0, 0.4);
    // Wet stone, wood or sand keeps its grain and takes a sheen; it does not turn into plastic.
    else if (material && ["stone", "wood", "sand", "concrete"].includes(s.kind)) s.gloss = Math.max(s.gloss ?? 0, 0.22);
    else r.floor.surface = { kind: "glossy", gloss: 0.5 };
    r.floor.seamless = false;
  }

  // A place or a surface the prompt names is what the product stands on: the base set's podium
  // goes unless the prompt asks for one ("on a desk" is on the desk, not on a plinth on it).
  const stageWord = ws.some((w) => PROPS[w]?.where === "stage");
  if ((placeGround || material) && !stageWord) r.props = r.props.filter((p) => !p.stage);

  // Colours: the wall, and a wall that follows a named floor or stage when it is not named itself.
  const wall = colorFor("backdrop") ?? colors.find((c) => !c.role)?.hex;
  if (wall) recolor(r, ["wall"], mainColor(r, "wall"), wall);
  else if (colorFor("floor") && !r.backdrop.scenery) recolor(r, ["wall"], mainColor(r, "wall"), mix(colorFor("floor")!, "#ffffff", 0.12));
  else if (colorFor("stage") && !r.backdrop.scenery) recolor(r, ["wall"], mainColor(r, "wall"), mix(colorFor("stage")!, "#ffffff", 0.3), 0.6);

  // Props, with the colours painted on their nouns (or unassigned ones after the wall's).
  const spare = colors.filter((c) => !c.role && c.hex !== wall).map((c) => c.hex);
  let spot = 0;
  const seen = new Set<PropWord>();
  for (const w of ws) {
    const pw = PROPS[w];
    if (!pw || seen.has(pw)) continue;
    seen.add(pw);
    const mine = colors.filter((c) => c.noun === w).map((c) => c.hex);
    spot = addProps(r, pw, mine.length ? mine : pw.where === "stage" ? [] : spare, floating, spot);
  }

  // Light colour words ("magenta and cyan neon lights") colour the bokeh.
  const lights = colors.filter((c) => c.role === "lights").map((c) => c.hex);
  if (has("bokeh", "neon", "sparkling") || lights.length) {
    const neon = has("neon");
    r.atmosphere.bokeh = { count: neon ? 30 : 24, colors: lights.length ? lights : neon ? ["#ff3fa4", "#3ff0ff", "#9b5cff"] : ["#ffd28a", "#ffe7bf", "#ffb870"], size: 0.042, opacity: 0.65, area: "top" };
  }
  if (has("neon") && !wall) tone(r, ["wall", "floor", "scenery"], -0.6, ["#1b1532", 0.3]);

  // Seasons.
  for (const w of ws) {
    const season = SEASONS[w];
    if (!season) continue;
    r.light.temperature = season.temperature;
    if (season.cast) tone(r, SCENE, 0, season.cast);
    if (season.particles && !r.atmosphere.particles) r.atmosphere.particles = { ...PARTICLES[season.particles]! };
    if (season.leaves) {
      const leaves = r.props.filter((p) => ["leaf", "eucalyptus", "monstera", "palm"].includes(p.kind));
      if (leaves.length) leaves.forEach((p, i) => (p.color = season.leaves![i % season.leaves!.length]!));
      else addProps(r, { ...PROPS.leaves!, count: 3 }, season.leaves, false, spot);
    }
    if (season.flowers && r.floor.surface.kind === "grass") r.floor.surface.accents = season.flowers;
  }

  // Time of day: the sun's height, colour and hardness, and how dark the scene gets.
  const timeWord = ws.find((w) => TIMES[w]);
  if (timeWord) {
    const t = TIMES[timeWord]!;
    const side = Math.sign(r.light.azimuth) || (hash & 2 ? 1 : -1);
    Object.assign(r.light, { elevation: t.elevation, temperature: t.temperature, softness: t.softness, intensity: t.intensity, azimuth: side * (t.elevation < 20 ? 65 : 45) });
    // Outdoors the sky itself changes with the hour; indoors the whole set darkens and takes its cast.
    const outdoors = Boolean(r.backdrop.scenery);
    if (outdoors && t.sky) r.backdrop.fill = { kind: "linear", angle: 0, stops: [{ at: 0, color: t.sky[0] }, { at: 1, color: t.sky[1] }] };
    if (t.tone || t.cast) tone(r, outdoors && t.sky ? SCENE.filter((role) => role !== "wall") : SCENE, t.tone ?? 0, t.cast);
    if (t.haze) r.atmosphere.haze = { color: t.haze, amount: Math.max(r.atmosphere.haze?.amount ?? 0, 0.15) };
    if (t.spot) r.light.spot = true;
    if ((t.tone ?? 0) <= -0.5) {
      r.atmosphere.vignette = Math.max(r.atmosphere.vignette ?? 0, 0.45);
      if (r.backdrop.scenery?.kind === "skyline") r.backdrop.scenery.lights = ["#ffd27a", "#ffb870", "#fff1c1"];
      if (r.backdrop.scenery && !r.atmosphere.bokeh) r.atmosphere.bokeh = { count: 20, colors: ["#ffd28a", "#ffe7bf"], size: 0.035, opacity: 0.6, area: "top" };
      applyGrade(r, { exposure: -0.1 });
    }
  }
  if (has("sunny", "sunlit", "sunlight", "sun") && !timeWord) Object.assign(r.light, { softness: Math.min(r.light.softness, 0.2), intensity: Math.max(r.light.intensity, 0.85) });

  // Moods.
  for (const [i, w] of ws.entries()) {
    const mood = MOODS[w] ?? MOODS[SYNONYMS[w]?.[0] ?? ""];
    if (!mood) continue;
    // "dark wood", "bright red": a shade of the next word, not a mood.
    const next = ws[i + 1] ?? "";
    if ((SHADES[w] || w === "bright" || w === "warm" || w === "cool") && (colorAt(ws, i + 1) || MATERIALS[next])) continue;
    if (mood.tone) tone(r, SCENE, mood.tone);
    if (mood.softness !== undefined) r.light.softness = mood.softness;
    if (mood.intensity !== undefined) r.light.intensity = mood.intensity;
    if (mood.temperature !== undefined && !timeWord) r.light.temperature = mood.temperature;
    if (mood.elevation !== undefined && !timeWord) r.light.elevation = mood.elevation;
    if (mood.azimuth !== undefined && !timeWord) r.light.azimuth = (Math.sign(r.light.azimuth) || 1) * mood.azimuth;
    if (mood.vignette !== undefined) r.atmosphere.vignette = mood.vignette;
    if (mood.spot) r.light.spot = true;
    applyGrade(r, { exposure: mood.exposure, contrast: mood.contrast, saturation: mood.saturation });
  }
  if (has("minimal", "minimalist", "simple")) {
    r.props = r.props.filter((p) => p.stage || seen.has(PROPS[p.kind] as PropWord));
    r.atmosphere = { ...r.atmosphere, particles: undefined, bokeh: undefined, grain: Math.min(r.atmosphere.grain ?? 0, 0.1) };
  }
  if (has("luxury", "luxurious", "premium", "opulent", "elegant")) {
    const stage = r.props.find((p) => p.stage);
    if (stage) stage.color2 ??= "#c9a44c";
    r.atmosphere.particles ??= { kind: "sparkle", count: 10, colors: ["#f5d98a", "#fff6da"], size: 0.7 };
  }

  // Things in the air and shapes in the light.
  for (const [i, w] of ws.entries()) {
    const particle = PARTICLES[w];
    if (particle && !(w === "bubbles" && PROPS[w] && seen.has(PROPS[w]!))) r.atmosphere.particles = { ...particle };
    const gobo = GOBOS[w];
    const next = `${ws[i + 1] ?? ""} ${ws[i + 2] ?? ""}`;
    if ((gobo && /shadow|light/.test(next)) || (w === "dappled" && !r.light.gobo)) r.light.gobo = { kind: gobo ?? "leaves", opacity: 0.35 };
  }
  if (has("snow", "snowing", "snowfall", "snowy") && !r.atmosphere.particles) r.atmosphere.particles = { ...PARTICLES.snowfall! };
  if (has("mist", "misty", "fog", "foggy", "haze", "hazy", "steam", "steamy", "smoke")) r.atmosphere.haze = { color: mix(mainColor(r, "wall") ?? "#ffffff", "#ffffff", 0.6), amount: 0.35 };
  if (has("beams", "rays", "sunbeams", "godrays")) r.light.beams = true;
  if (has("spotlight", "spotlit")) r.light.spot = true;
  if (has("left")) r.light.azimuth = -Math.abs(r.light.azimuth || 45);
  else if (has("right")) r.light.azimuth = Math.abs(r.light.azimuth || 45);
  else if (!timeWord && hash & 1) r.light.azimuth = -r.light.azimuth;

  // Repeatable per prompt: random details follow the prompt, and the palette follows the scene.
  const seed = hash % 997;
  if (r.atmosphere.bokeh) r.atmosphere.bokeh = { ...r.atmosphere.bokeh, seed };
  if (r.atmosphere.particles) r.atmosphere.particles = { ...r.atmosphere.particles, seed };
  if (r.backdrop.scenery) r.backdrop.scenery = { ...r.backdrop.scenery, seed: seed % 13 };
  for (const p of r.props) if (!p.floating && !p.stage && p.anchor === undefined && p.layer !== "back" && p.y < r.floor.horizon + 0.04) p.y = r.floor.horizon + 0.06;
  r.palette = {
    primary: mainColor(r, "wall") ?? r.palette.primary,
    secondary: r.floor.color,
    accent: mainColor(r, "props") ?? mainColor(r, "stage") ?? r.palette.accent,
  };
  return r;
}

export interface ReadPrompt {
  recipe: SceneRecipe;
  /** the prompt's words the renderer cannot draw, in the order written */
  notDrawn: string[];
}

export function readPrompt(prompt: string): ReadPrompt {
  const ws = promptWords(prompt);
  const notDrawn: string[] = [];
  for (let i = 0; i < ws.length; i += 1) {
    const w = ws[i]!;
    const colour = colorAt(ws, i);
    if (colour) {
      i += colour.len - 1;
      continue;
    }
    if (!knownWord(w) && !notDrawn.includes(w)) notDrawn.push(w);
  }
  return { recipe: recipeFromPrompt(prompt), notDrawn };
}

/** Words the reader acts on besides its dictionaries (prompt-recipe.ts tests for them by name). */
const ACTED_ON = new Set(
  "floating levitating hovering flying suspended bokeh neon sparkling sunny sunlit sunlight sun minimal minimalist simple luxury luxurious premium opulent elegant snow snowing snowfall snowy mist misty fog foggy haze hazy steam steamy smoke beams rays sunbeams godrays spotlight spotlit left right dappled shadow shadows wall walls backdrop background bright warm cool soft".split(" "),
);

function knownWord(w: string): boolean {
  return (
    STOPWORDS.has(w) ||
    ACTED_ON.has(w) ||
    Boolean(MATERIALS[w] || PLACES[w] || PROPS[w] || TIMES[w] || SEASONS[w] || MOODS[w] || PARTICLES[w] || GOBOS[w] || WALL_TEXTURES[w] || SHADES[w] || ROLE_NOUNS[w]) ||
    SHINY.has(w) ||
    (SYNONYMS[w] ?? []).some((s) => MATERIALS[s] || PLACES[s] || PROPS[s] || MOODS[s] || SEASONS[s] || TIMES[s])
  );
}
