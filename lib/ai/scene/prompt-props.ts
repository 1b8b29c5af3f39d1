// The things a custom scene prompt can ask to be placed in the scene (prompt-recipe.ts): props
// beside, behind or around the product, and particles in the air. Pure data, like prompt-words.ts.
import type { Color, ParticleKind, PropKind } from "./recipe";

/** Props a prompt can ask for: what to place and where. */
export interface PropWord {
  kind: PropKind;
  color: Color;
  /** floating: hangs in the air beside the product; floor: lies on the floor beside it; edge: enters from the sides */
  where: "stage" | "floating" | "floor" | "edge" | "behind";
  size: number;
  count: number;
  aspect?: number;
}

export const PROPS: Record<string, PropWord> = {
  podium: { kind: "podium", color: "#efe7dc", where: "stage", size: 0.15, count: 1 },
  pedestal: { kind: "podium", color: "#efe7dc", where: "stage", size: 0.16, count: 1 },
  cylinder: { kind: "podium", color: "#efe7dc", where: "stage", size: 0.15, count: 1 },
  platform: { kind: "podium", color: "#efe7dc", where: "stage", size: 0.08, count: 1 },
  plinth: { kind: "block", color: "#e6ddd0", where: "stage", size: 0.14, count: 1, aspect: 1.6 },
  block: { kind: "block", color: "#e6ddd0", where: "stage", size: 0.13, count: 1, aspect: 1.6 },
  blocks: { kind: "block", color: "#e6ddd0", where: "floor", size: 0.14, count: 2, aspect: 0.9 },
  cubes: { kind: "block", color: "#e6ddd0", where: "floor", size: 0.1, count: 2, aspect: 0.9 },
  spheres: { kind: "sphere", color: "#e5d1f5", where: "floor", size: 0.1, count: 2 },
  sphere: { kind: "sphere", color: "#e5d1f5", where: "floor", size: 0.11, count: 1 },
  balls: { kind: "sphere", color: "#e5d1f5", where: "floor", size: 0.1, count: 2 },
  orbs: { kind: "sphere", color: "#e5d1f5", where: "floating", size: 0.09, count: 2 },
  bubbles: { kind: "sphere", color: "#dff3fb", where: "floating", size: 0.07, count: 2 },
  lemons: { kind: "sphere", color: "#f2cf3a", where: "floor", size: 0.07, count: 2 },
  oranges: { kind: "sphere", color: "#f39a2b", where: "floor", size: 0.08, count: 2 },
  citrus: { kind: "sphere", color: "#f5a739", where: "floor", size: 0.075, count: 2 },
  fruit: { kind: "sphere", color: "#e8562f", where: "floor", size: 0.08, count: 2 },
  leaves: { kind: "leaf", color: "#4f8a3c", where: "floor", size: 0.14, count: 3 },
  leaf: { kind: "leaf", color: "#4f8a3c", where: "floor", size: 0.11, count: 1 },
  herbs: { kind: "leaf", color: "#5d8c3e", where: "floor", size: 0.09, count: 3 },
  eucalyptus: { kind: "eucalyptus", color: "#7f9e8c", where: "floor", size: 0.3, count: 1 },
  branches: { kind: "eucalyptus", color: "#6e8f5b", where: "floor", size: 0.3, count: 2 },
  monstera: { kind: "monstera", color: "#2f7a45", where: "edge", size: 0.42, count: 2 },
  palm: { kind: "palm", color: "#3d8a4c", where: "edge", size: 0.55, count: 2 },
  palms: { kind: "palm", color: "#3d8a4c", where: "edge", size: 0.55, count: 2 },
  tropical: { kind: "monstera", color: "#2f7a45", where: "edge", size: 0.42, count: 2 },
  pine: { kind: "pine", color: "#2f5a3a", where: "floor", size: 0.36, count: 2 },
  flowers: { kind: "flower", color: "#f7b6cf", where: "floor", size: 0.08, count: 2 },
  flower: { kind: "flower", color: "#f7b6cf", where: "floor", size: 0.08, count: 1 },
  daisies: { kind: "flower", color: "#ffffff", where: "floor", size: 0.07, count: 3 },
  arches: { kind: "arch", color: "#efe9e1", where: "behind", size: 0.56, count: 2, aspect: 0.5 },
  arch: { kind: "arch", color: "#efe9e1", where: "behind", size: 0.58, count: 1, aspect: 0.55 },
  niche: { kind: "arch_wall", color: "#e4d9cb", where: "behind", size: 0.5, count: 1, aspect: 0.58 },
  pebbles: { kind: "pebble", color: "#8d8a84", where: "floor", size: 0.05, count: 3 },
  stones: { kind: "pebble", color: "#7b7872", where: "floor", size: 0.055, count: 3 },
  rocks: { kind: "rock", color: "#5f5c57", where: "floor", size: 0.17, count: 2, aspect: 1.8 },
  rock: { kind: "rock", color: "#77746e", where: "floor", size: 0.14, count: 1, aspect: 1.7 },
  boulders: { kind: "rock", color: "#77746e", where: "floor", size: 0.16, count: 2, aspect: 1.6 },
  books: { kind: "books", color: "#a8423a", where: "floor", size: 0.12, count: 1, aspect: 2.4 },
  book: { kind: "books", color: "#a8423a", where: "floor", size: 0.1, count: 1, aspect: 2.4 },
  notebook: { kind: "books", color: "#2f4f6f", where: "floor", size: 0.06, count: 1, aspect: 2.6 },
  laptop: { kind: "laptop", color: "#b9bcc1", where: "floor", size: 0.26, count: 1, aspect: 1.5 },
  computer: { kind: "laptop", color: "#b9bcc1", where: "floor", size: 0.26, count: 1, aspect: 1.5 },
  croissant: { kind: "croissant", color: "#c98636", where: "floor", size: 0.1, count: 1, aspect: 2.4 },
  croissants: { kind: "croissant", color: "#d99a4e", where: "floor", size: 0.08, count: 2, aspect: 2.4 },
  pastry: { kind: "croissant", color: "#d99a4e", where: "floor", size: 0.08, count: 1, aspect: 2.4 },
  pastries: { kind: "croissant", color: "#d99a4e", where: "floor", size: 0.08, count: 2, aspect: 2.4 },
  plant: { kind: "plant", color: "#3f7f46", where: "floor", size: 0.34, count: 1 },
  plants: { kind: "plant", color: "#3f7f46", where: "floor", size: 0.34, count: 1 },
  houseplant: { kind: "plant", color: "#3f7f46", where: "floor", size: 0.34, count: 1 },
  cup: { kind: "cup", color: "#f3efe8", where: "floor", size: 0.08, count: 1 },
  coffee: { kind: "cup", color: "#f3efe8", where: "floor", size: 0.08, count: 1 },
  espresso: { kind: "cup", color: "#f3efe8", where: "floor", size: 0.065, count: 1 },
  shells: { kind: "shell", color: "#f6e4d6", where: "floor", size: 0.07, count: 2 },
  seashells: { kind: "shell", color: "#f6e4d6", where: "floor", size: 0.07, count: 2 },
  clouds: { kind: "cloud", color: "#ffffff", where: "floating", size: 0.1, count: 2 },
  hearts: { kind: "heart", color: "#d8213f", where: "floating", size: 0.1, count: 2 },
  stars: { kind: "star", color: "#f3d58c", where: "floating", size: 0.08, count: 2 },
  candles: { kind: "candle", color: "#efe3c8", where: "floor", size: 0.09, count: 2 },
  candle: { kind: "candle", color: "#efe3c8", where: "floor", size: 0.09, count: 1 },
  gifts: { kind: "gift", color: "#c62a35", where: "floor", size: 0.11, count: 2, aspect: 1.1 },
  presents: { kind: "gift", color: "#c62a35", where: "floor", size: 0.11, count: 2, aspect: 1.1 },
  pumpkins: { kind: "pumpkin", color: "#e8731c", where: "floor", size: 0.11, count: 2 },
  ornaments: { kind: "ornament", color: "#b3202e", where: "floor", size: 0.07, count: 2 },
  baubles: { kind: "ornament", color: "#b3202e", where: "floor", size: 0.07, count: 2 },
  eggs: { kind: "egg", color: "#f7c6d9", where: "floor", size: 0.09, count: 3 },
  ring: { kind: "ring", color: "#f7c8d8", where: "behind", size: 0.5, count: 1 },
  hoop: { kind: "ring", color: "#f7c8d8", where: "behind", size: 0.55, count: 1 },
  columns: { kind: "column", color: "#4a4540", where: "behind", size: 0.7, count: 2, aspect: 0.32 },
  pillars: { kind: "column", color: "#d9d4cc", where: "behind", size: 0.7, count: 2, aspect: 0.32 },
  drapes: { kind: "fabric", color: "#6e1528", where: "behind", size: 1.1, count: 1, aspect: 2.2 },
  curtain: { kind: "fabric", color: "#6e1528", where: "behind", size: 1.1, count: 1, aspect: 2.2 },
  curtains: { kind: "fabric", color: "#6e1528", where: "behind", size: 1.1, count: 1, aspect: 2.2 },
  drapery: { kind: "fabric", color: "#6e1528", where: "behind", size: 1.1, count: 1, aspect: 2.2 },
};

/** Things in the air. */
export const PARTICLES: Record<string, { kind: ParticleKind; colors: Color[]; count: number }> = {
  snowfall: { kind: "snow", colors: ["#ffffff"], count: 70 },
  snowflakes: { kind: "snow", colors: ["#ffffff"], count: 70 },
  confetti: { kind: "confetti", colors: ["#ff2e88", "#ffe23a", "#3fc1ff", "#ffffff"], count: 40 },
  sparkles: { kind: "sparkle", colors: ["#fff6da", "#f3d58c"], count: 14 },
  sparkle: { kind: "sparkle", colors: ["#fff6da", "#f3d58c"], count: 14 },
  glitter: { kind: "sparkle", colors: ["#fff6da", "#f3d58c"], count: 24 },
  petals: { kind: "petals", colors: ["#f58aa2", "#f9c0cf"], count: 22 },
  bubbles: { kind: "bubbles", colors: ["#ffffff"], count: 30 },
  dust: { kind: "dust", colors: ["#f4e3c0"], count: 24 },
};
