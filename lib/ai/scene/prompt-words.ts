// The words a custom scene prompt is read by (prompt-recipe.ts): materials, places, times of day,
// seasons, moods and wall finishes, each with what it does to a recipe (the props and the air are in
// prompt-props.ts). Pure data.
import type { Color, GoboKind, SceneryKind, SurfaceKind, TextureKind } from "./recipe";

/** Words that carry no scene meaning (and "light", which nearly every prompt has). */
export const STOPWORDS = new Set(
  "a an the on in at of with and or to by for from into onto over under behind around near nearby beside next its it is are some softly gently very product shot photo image picture scene set setting standing sitting placed resting lying among against surrounded featuring plus light lit lighting background backdrop".split(" "),
);

/** Prompt words that mean a catalog word (so "ocean" finds the beach and "wooden" the wood). */
export const SYNONYMS: Record<string, string[]> = {
  ocean: ["sea", "beach"],
  seaside: ["beach", "sea"],
  shore: ["beach", "sea"],
  coast: ["beach", "sea"],
  sandy: ["sand"],
  wooden: ["wood"],
  oak: ["wood", "oak"],
  walnut: ["wood"],
  timber: ["wood"],
  table: ["wood", "table"],
  counter: ["kitchen", "counter"],
  countertop: ["kitchen", "counter"],
  woods: ["forest"],
  woodland: ["forest"],
  jungle: ["tropical", "leaves"],
  trees: ["forest"],
  misty: ["mist"],
  foggy: ["mist"],
  fog: ["mist"],
  asphalt: ["street", "concrete"],
  road: ["street"],
  urban: ["city"],
  downtown: ["city"],
  skyline: ["city", "skyline"],
  snowy: ["snow", "winter"],
  snowfall: ["snow"],
  sunset: ["sunset", "golden"],
  sunrise: ["morning", "golden"],
  goldenhour: ["golden", "hour", "sunset"],
  dusk: ["sunset"],
  twilight: ["sunset"],
  evening: ["sunset"],
  nighttime: ["night"],
  midnight: ["night"],
  neon: ["neon", "night"],
  pedestal: ["podium"],
  plinth: ["podium", "plinth"],
  stand: ["podium"],
  orbs: ["spheres"],
  balls: ["spheres"],
  foliage: ["leaves"],
  greenery: ["leaves"],
  plants: ["leaves"],
  floral: ["flowers"],
  blossoms: ["flowers"],
  roses: ["flowers", "romantic"],
  silk: ["silk", "satin"],
  fabric: ["velvet", "silk"],
  cloth: ["velvet", "silk"],
  lavender: ["lilac"],
  luxurious: ["luxury"],
  premium: ["luxury"],
  opulent: ["luxury"],
  elegant: ["luxury"],
  minimalist: ["minimal"],
  simple: ["minimal"],
  cozy: ["cosy"],
  lemons: ["citrus"],
  oranges: ["citrus"],
  spa: ["spa", "bathroom"],
  shower: ["bathroom"],
  pool: ["pool", "water"],
  lake: ["water"],
  river: ["water", "river"],
  autumn: ["autumn", "pumpkins"],
  fall: ["autumn"],
  xmas: ["christmas"],
  valentine: ["valentines_day"],
  valentines: ["valentines_day"],
};

/** A floor material: its surface and the colours it has when the prompt names none. */
export interface Material {
  kind: SurfaceKind;
  color: Color;
  near: Color;
  color2?: Color;
  gloss?: number;
  accents?: Color[];
}

export const MATERIALS: Record<string, Material> = {
  marble: { kind: "marble", color: "#f3f1ed", near: "#dcd9d3", color2: "#8f8c88", gloss: 0.2 },
  carrara: { kind: "marble", color: "#f3f1ed", near: "#dcd9d3", color2: "#8f8c88", gloss: 0.2 },
  wood: { kind: "wood", color: "#a8774a", near: "#7a5232", color2: "#4a2f1c" },
  wooden: { kind: "wood", color: "#a8774a", near: "#7a5232", color2: "#4a2f1c" },
  oak: { kind: "wood", color: "#c99a66", near: "#a8773f", color2: "#7a4c24" },
  walnut: { kind: "wood", color: "#6b4a30", near: "#3b2718", color2: "#2e1d10" },
  rustic: { kind: "wood", color: "#7a5232", near: "#4a2f1a", color2: "#3b2413" },
  concrete: { kind: "concrete", color: "#a39e97", near: "#6c6761" },
  cement: { kind: "concrete", color: "#a39e97", near: "#6c6761" },
  asphalt: { kind: "concrete", color: "#3a3a40", near: "#17171b" },
  sand: { kind: "sand", color: "#ead5ae", near: "#d8b784" },
  water: { kind: "water", color: "#7fcde0", near: "#3a9fbf", gloss: 0.5 },
  ripples: { kind: "water", color: "#7fcde0", near: "#3a9fbf", gloss: 0.5 },
  velvet: { kind: "fabric", color: "#5c1424", near: "#2e0810", color2: "#2a060e" },
  silk: { kind: "fabric", color: "#e4cca5", near: "#c9a97a", color2: "#b08e5e" },
  satin: { kind: "fabric", color: "#e4cca5", near: "#c9a97a", color2: "#b08e5e" },
  linen: { kind: "fabric", color: "#d9cfbf", near: "#c2b49e", color2: "#a89a84" },
  fabric: { kind: "fabric", color: "#d9cfbf", near: "#c2b49e", color2: "#a89a84" },
  terrazzo: { kind: "terrazzo", color: "#f2ebe1", near: "#e2d7c8", accents: ["#d98c6a", "#8fb9a8", "#e9c46a", "#b9b2a8"] },
  stone: { kind: "stone", color: "#a19d95", near: "#76726b", color2: "#6d6961" },
  slate: { kind: "stone", color: "#5d6166", near: "#3a3d41", color2: "#2c2e31" },
  travertine: { kind: "stone", color: "#e0d2bb", near: "#c7b69b", color2: "#b3a283" },
  grass: { kind: "grass", color: "#86b35e", near: "#557f35" },
  lawn: { kind: "grass", color: "#86b35e", near: "#557f35" },
  moss: { kind: "grass", color: "#56733a", near: "#32471f" },
  mossy: { kind: "grass", color: "#56733a", near: "#32471f" },
  snow: { kind: "snow", color: "#f3f7fc", near: "#d3e0ee" },
  snowy: { kind: "snow", color: "#f3f7fc", near: "#d3e0ee" },
  tile: { kind: "tile", color: "#eef1f3", near: "#d6dcdf", color2: "#c3cbd0" },
  tiles: { kind: "tile", color: "#eef1f3", near: "#d6dcdf", color2: "#c3cbd0" },
  tiled: { kind: "tile", color: "#eef1f3", near: "#d6dcdf", color2: "#c3cbd0" },
  glossy: { kind: "glossy", color: "#e9eaec", near: "#c9cbce", gloss: 0.45 },
  mirror: { kind: "glossy", color: "#e9eaec", near: "#c9cbce", gloss: 0.6 },
  paper: { kind: "matte", color: "#ece1cb", near: "#dccdb0" },
  planks: { kind: "wood", color: "#9a7450", near: "#6e4e32", color2: "#3e2a1a" },
  boards: { kind: "wood", color: "#9a7450", near: "#6e4e32", color2: "#3e2a1a" },
  rock: { kind: "stone", color: "#8d8a84", near: "#5e5b56", color2: "#4e4b47" },
  rocks: { kind: "stone", color: "#8d8a84", near: "#5e5b56", color2: "#4e4b47" },
  granite: { kind: "stone", color: "#9a9792", near: "#6a6762", color2: "#55524e" },
};

/** Words that make whatever floor is there wet or polished. */
export const SHINY = new Set(["wet", "glossy", "reflective", "reflection", "reflections", "polished", "lacquered", "shiny", "mirror"]);

/** A place: scenery on the horizon, a sky or wall, the ground it usually has. */
export interface Place {
  scenery?: SceneryKind;
  sceneryColors?: Color[];
  wall?: [Color, Color];
  ground?: string;
  counter?: boolean;
  pattern?: "subway_tile" | "square_tile" | "brick";
  seamless?: boolean;
  /** warm out-of-focus lights behind (a café, a bar) */
  bokeh?: Color[];
}

const LAKE: Place = { scenery: "lake", sceneryColors: ["#4f6b4a", "#6f9fb8"], wall: ["#9cc7e6", "#e6f0f5"], ground: "planks" };
const WATERFALL: Place = { scenery: "waterfall", sceneryColors: ["#5b5a55", "#bfe3ee", "#3f6b3a"], wall: ["#a9c9b8", "#e3eee8"], ground: "stone" };
const CAFE: Place = { wall: ["#6b4a36", "#a57c5c"], ground: "marble", bokeh: ["#ffd08a", "#ffe2b0", "#f7b56a"] };
const DESK: Place = { wall: ["#e9e5de", "#f4f1ec"], ground: "oak" };

export const PLACES: Record<string, Place> = {
  waterfall: WATERFALL,
  waterfalls: WATERFALL,
  cascade: WATERFALL,
  lake: { ...LAKE, ground: undefined },
  lakeside: LAKE,
  dock: LAKE,
  pier: LAKE,
  jetty: LAKE,
  boardwalk: LAKE,
  cafe: CAFE,
  coffeeshop: CAFE,
  bistro: CAFE,
  desk: DESK,
  office: DESK,
  workspace: DESK,
  beach: { scenery: "sea", sceneryColors: ["#1f7fb3", "#56c1d2"], wall: ["#6fb6e6", "#d4eefa"], ground: "sand" },
  sea: { scenery: "sea", sceneryColors: ["#1f7fb3", "#56c1d2"], wall: ["#6fb6e6", "#d4eefa"] },
  ocean: { scenery: "sea", sceneryColors: ["#1a6a9e", "#3fa9c9"], wall: ["#6fb6e6", "#d4eefa"] },
  desert: { scenery: "dunes", sceneryColors: ["#e2a06e", "#d08653", "#c2733f"], wall: ["#f3a76b", "#fcd9a8"], ground: "sand" },
  dunes: { scenery: "dunes", sceneryColors: ["#e2a06e", "#d08653", "#c2733f"], wall: ["#f3a76b", "#fcd9a8"], ground: "sand" },
  forest: { scenery: "forest", sceneryColors: ["#6f8a5c", "#3f5a32", "#2c4224"], wall: ["#9fb58a", "#4e6b3d"], ground: "moss" },
  woods: { scenery: "forest", sceneryColors: ["#6f8a5c", "#3f5a32", "#2c4224"], wall: ["#9fb58a", "#4e6b3d"], ground: "moss" },
  garden: { scenery: "hills", sceneryColors: ["#a9c98c", "#84b06a"], wall: ["#8cc4ec", "#e3f1f8"], ground: "grass" },
  meadow: { scenery: "hills", sceneryColors: ["#a9c98c", "#84b06a"], wall: ["#8cc4ec", "#e3f1f8"], ground: "grass" },
  park: { scenery: "hills", sceneryColors: ["#a9c98c", "#84b06a"], wall: ["#8cc4ec", "#e3f1f8"], ground: "grass" },
  hills: { scenery: "hills", sceneryColors: ["#a9c98c", "#84b06a"], wall: ["#8cc4ec", "#e3f1f8"] },
  mountains: { scenery: "mountains", sceneryColors: ["#c6d4e6", "#9fb3cc", "#7f95b3"], wall: ["#9ec1e3", "#e8f1f9"] },
  mountain: { scenery: "mountains", sceneryColors: ["#c6d4e6", "#9fb3cc", "#7f95b3"], wall: ["#9ec1e3", "#e8f1f9"] },
  city: { scenery: "skyline", sceneryColors: ["#c98d6b", "#a8705a"], wall: ["#d9dde2", "#f1f3f5"], ground: "concrete" },
  street: { scenery: "skyline", sceneryColors: ["#8d939b", "#6f757d"], wall: ["#c9ced4", "#e6e9ec"], ground: "asphalt" },
  rooftop: { scenery: "skyline", sceneryColors: ["#c98d6b", "#a8705a"], wall: ["#f7b267", "#fde2b8"], ground: "concrete", counter: true },
  skyline: { scenery: "skyline", sceneryColors: ["#c98d6b", "#a8705a"] },
  kitchen: { counter: true, pattern: "subway_tile", ground: "wood" },
  bathroom: { pattern: "square_tile", ground: "glossy", counter: true },
  studio: { seamless: true },
};

/** Times of day: where the sun stands, how warm and hard it is, and how the whole scene darkens. */
export interface TimeOfDay {
  elevation: number;
  temperature: number;
  softness: number;
  intensity: number;
  /** -1..1 lightness change of every colour in the scene */
  tone?: number;
  /** the scene's colours lean toward this, 0..1 */
  cast?: [Color, number];
  haze?: Color;
  spot?: boolean;
  /** the sky outdoors, top to horizon */
  sky?: [Color, Color];
}

export const TIMES: Record<string, TimeOfDay> = {
  dawn: { elevation: 12, temperature: 3600, softness: 0.5, intensity: 0.65, cast: ["#f6c3a8", 0.12], haze: "#fde4d0", sky: ["#8fa6d0", "#f7c9b0"] },
  sunrise: { elevation: 14, temperature: 3400, softness: 0.35, intensity: 0.75, cast: ["#f8b98a", 0.15], haze: "#ffe2c4", sky: ["#8fb4dc", "#fbd2a8"] },
  morning: { elevation: 32, temperature: 4300, softness: 0.45, intensity: 0.75, cast: ["#fff1dc", 0.06], haze: "#fff4e4", sky: ["#9ccbee", "#f3ead9"] },
  breakfast: { elevation: 32, temperature: 4300, softness: 0.45, intensity: 0.75 },
  midday: { elevation: 72, temperature: 5600, softness: 0.15, intensity: 0.9, sky: ["#4f9edb", "#cfe8f7"] },
  noon: { elevation: 75, temperature: 5600, softness: 0.15, intensity: 0.9, sky: ["#4f9edb", "#cfe8f7"] },
  daylight: { elevation: 55, temperature: 5800, softness: 0.4, intensity: 0.8 },
  afternoon: { elevation: 38, temperature: 4800, softness: 0.3, intensity: 0.8 },
  goldenhour: { elevation: 14, temperature: 3000, softness: 0.25, intensity: 0.85, cast: ["#f3a76b", 0.2], haze: "#ffd39a", sky: ["#f7b267", "#fde2b8"] },
  sunset: { elevation: 12, temperature: 2900, softness: 0.25, intensity: 0.85, cast: ["#f08a5d", 0.24], haze: "#ffc89a", sky: ["#7a4f8f", "#f8a86b"] },
  dusk: { elevation: 8, temperature: 3300, softness: 0.45, intensity: 0.6, tone: -0.3, cast: ["#4a4f8c", 0.3], haze: "#b9a6d6", sky: ["#232a55", "#c98a7a"] },
  twilight: { elevation: 8, temperature: 3300, softness: 0.5, intensity: 0.55, tone: -0.35, cast: ["#3f4684", 0.32], haze: "#a99cd0", sky: ["#1c2350", "#8c7fb3"] },
  evening: { elevation: 10, temperature: 3200, softness: 0.45, intensity: 0.6, tone: -0.25, cast: ["#5a4f8a", 0.22], sky: ["#39356b", "#d7917a"] },
  // At night the key light is a lamp (warm, low Kelvin) in a dark, blue-black surround.
  night: { elevation: 40, temperature: 3000, softness: 0.45, intensity: 0.55, tone: -0.65, cast: ["#0d1230", 0.35], spot: true, sky: ["#05071a", "#1b2047"] },
  moonlight: { elevation: 50, temperature: 3200, softness: 0.55, intensity: 0.45, tone: -0.6, cast: ["#1b2550", 0.4], sky: ["#080c24", "#2a3463"] },
};

/** Moods: light, tone and grade; some also add or remove things (handled in prompt-recipe.ts). */
export interface Mood {
  tone?: number;
  softness?: number;
  intensity?: number;
  temperature?: number;
  vignette?: number;
  spot?: boolean;
  contrast?: number;
  saturation?: number;
  exposure?: number;
  azimuth?: number;
  elevation?: number;
}

export const MOODS: Record<string, Mood> = {
  moody: { tone: -0.4, softness: 0.4, intensity: 0.85, vignette: 0.5, contrast: 0.2, saturation: -0.15, exposure: -0.1, azimuth: 70 },
  dark: { tone: -0.45, vignette: 0.45, contrast: 0.15, exposure: -0.1 },
  noir: { tone: -0.5, softness: 0.2, vignette: 0.55, contrast: 0.3, saturation: -0.5 },
  airy: { tone: 0.35, softness: 0.85, intensity: 0.5, vignette: 0.05, contrast: -0.15, exposure: 0.15 },
  bright: { tone: 0.2, softness: 0.7, vignette: 0.08, exposure: 0.1 },
  fresh: { tone: 0.15, temperature: 6200, contrast: -0.05, saturation: 0.1 },
  clean: { tone: 0.15, softness: 0.75, vignette: 0.05 },
  dramatic: { softness: 0.12, intensity: 0.95, vignette: 0.5, spot: true, contrast: 0.35, elevation: 35, azimuth: 65 },
  cinematic: { softness: 0.3, vignette: 0.45, contrast: 0.25, saturation: -0.1 },
  bold: { contrast: 0.25, saturation: 0.25 },
  luxury: { vignette: 0.35, spot: true, contrast: 0.15 },
  playful: { saturation: 0.25, softness: 0.6, tone: 0.1 },
  cheerful: { saturation: 0.2, tone: 0.12 },
  dreamy: { softness: 0.9, contrast: -0.2, exposure: 0.1, vignette: 0.08 },
  ethereal: { softness: 0.95, contrast: -0.25, exposure: 0.15, tone: 0.2 },
  cosy: { temperature: 3800, softness: 0.55, vignette: 0.3 },
  warm: { temperature: 3900 },
  cool: { temperature: 7000 },
  cold: { temperature: 7500, saturation: -0.1 },
  calm: { softness: 0.75, contrast: -0.1, saturation: -0.1 },
  romantic: { softness: 0.75, temperature: 4200, tone: 0.05 },
  minimal: { vignette: 0.08 },
  vivid: { saturation: 0.35 },
  muted: { saturation: -0.35 },
};

/** Wall finishes a prompt can name. */
export const WALL_TEXTURES: Record<string, TextureKind> = { stucco: "stucco", plaster: "plaster", plastered: "plaster", linen: "linen", concrete: "concrete", textured: "plaster", paper: "paper" };

/** Shapes the light passes through. */
export const GOBOS: Record<string, GoboKind> = { window: "window", blinds: "blinds", shutters: "blinds", leaf: "leaves", leaves: "leaves", palm: "palm", arched: "arch_window" };

/** Seasons: a light, a colour lean and what is in the air or on the floor. */
export const SEASONS: Record<string, { temperature: number; cast?: [Color, number]; particles?: string; leaves?: Color[]; flowers?: Color[] }> = {
  spring: { temperature: 5600, cast: ["#e8f3d6", 0.08], flowers: ["#ffffff", "#f7b6cf", "#f7d046"] },
  summer: { temperature: 5400, cast: ["#ffe9b0", 0.08] },
  autumn: { temperature: 3800, cast: ["#c8743a", 0.18], leaves: ["#c8602a", "#d98c2b", "#8f3b1f"] },
  fall: { temperature: 3800, cast: ["#c8743a", 0.18], leaves: ["#c8602a", "#d98c2b", "#8f3b1f"] },
  winter: { temperature: 7000, cast: ["#dfe9f5", 0.12], particles: "snowfall" },
  christmas: { temperature: 3600, cast: ["#a81d28", 0.05], particles: "sparkles" },
};

/** Nouns that say what a colour word in front of them paints. */
export const ROLE_NOUNS: Record<string, "backdrop" | "floor" | "stage" | "props" | "scenery" | "lights"> = {
  backdrop: "backdrop",
  background: "backdrop",
  wall: "backdrop",
  walls: "backdrop",
  sky: "backdrop",
  gradient: "backdrop",
  room: "backdrop",
  studio: "backdrop",
  wash: "backdrop",
  sweep: "backdrop",
  set: "backdrop",
  floor: "floor",
  ground: "floor",
  beach: "floor",
  desert: "floor",
  surface: "floor",
  table: "floor",
  counter: "floor",
  countertop: "floor",
  shelf: "floor",
  sea: "scenery",
  ocean: "scenery",
  hills: "scenery",
  mountains: "scenery",
  dunes: "scenery",
  skyline: "scenery",
  trees: "scenery",
  lights: "lights",
  neon: "lights",
  bokeh: "lights",
  glow: "lights",
  gels: "lights",
};
