// Bathroom: tiles, stone, water and steam in clean cool light — home of skincare shots.
import { recipe, stagePodium, wall, type PresetDef } from "./define";

export const BATHROOM: PresetDef[] = [
  {
    id: "white_tile_bathroom_shelf",
    previewName: "White Tile Bathroom",
    promptText: "on a glossy white bathroom shelf against square white tiles, clean cool daylight, fresh and hygienic",
    tags: ["bathroom", "tile", "white", "clean", "skincare"],
    categories: ["bathroom"],
    recipe: recipe({
      backdrop: { fill: { kind: "solid", color: "#f4f6f7" }, pattern: { kind: "square_tile", color: "#d3d9dc" } },
      floor: { horizon: 0.62, seamless: false, color: "#f7f8f9", colorNear: "#e2e6e8", surface: { kind: "glossy", gloss: 0.3 }, edge: { at: 0.93, color: "#e8ecee" } },
      light: { azimuth: -40, elevation: 50, softness: 0.7, temperature: 6500, intensity: 0.55 },
      props: [{ kind: "eucalyptus", x: 0.72, y: 0.8, size: 0.26, color: "#86a596", rotate: 72 }],
      atmosphere: { vignette: 0.15, grain: 0.15 },
      palette: { primary: "#eef1f3", secondary: "#d3d9dc", accent: "#86a596" },
    }),
  },
  {
    id: "spa_stones_bamboo",
    previewName: "Spa Stones",
    promptText: "on stacked smooth spa stones with soft sand and greenery, warm calm spa light, relaxing wellness mood",
    tags: ["spa", "stones", "wellness", "calm", "warm", "natural"],
    categories: ["bathroom", "nature"],
    recipe: recipe({
      backdrop: { ...wall("#e9e1d3", "#d6c8b2"), texture: { kind: "linen", amount: 0.3 } },
      floor: { horizon: 0.64, seamless: false, color: "#e3d6bf", colorNear: "#cbb899", surface: { kind: "sand", scale: 0.8 } },
      light: { azimuth: -40, elevation: 45, softness: 0.6, temperature: 4500, intensity: 0.6 },
      props: [
        stagePodium("#6e6a64", { size: 0.06, aspect: 4.4, y: 0.86 }),
        { kind: "pebble", x: 0.2, y: 0.82, size: 0.06, color: "#5f5b55" },
        { kind: "pebble", x: 0.2, y: 0.765, size: 0.04, color: "#7a756e" },
        { kind: "palm", x: 0.7, y: 0.84, size: 0.36, color: "#6f9a5a", rotate: 70 },
      ],
      atmosphere: { vignette: 0.2, grain: 0.2 },
      palette: { primary: "#ddd0b9", secondary: "#6e6a64", accent: "#6f9a5a" },
    }),
  },
  {
    id: "marble_bathroom_vanity",
    previewName: "Marble Vanity",
    promptText: "on a polished grey marble vanity in front of a fluted wall, soft luxurious bathroom lighting",
    tags: ["bathroom", "marble", "vanity", "fluted", "luxury", "grey"],
    categories: ["bathroom", "luxury"],
    recipe: recipe({
      backdrop: { fill: { kind: "solid", color: "#d9d6d2" }, pattern: { kind: "fluted", color: "#c9c5c0" } },
      floor: { horizon: 0.62, seamless: false, color: "#cfccc8", colorNear: "#aeaaa5", surface: { kind: "marble", color2: "#6f6b66", gloss: 0.3 }, edge: { at: 0.95, color: "#bdb9b4" } },
      light: { azimuth: -30, elevation: 55, softness: 0.6, temperature: 5200, intensity: 0.6 },
      atmosphere: { vignette: 0.25, grain: 0.2 },
      palette: { primary: "#d2cfcb", secondary: "#6f6b66", accent: "#a89f94" },
    }),
  },
  {
    id: "water_ripples_fresh",
    previewName: "Fresh Water Ripples",
    promptText: "standing in shallow clear water with gentle ripples and bubbles, fresh aqua light, hydrating mood",
    tags: ["water", "ripples", "aqua", "fresh", "hydrating", "bubbles"],
    categories: ["bathroom"],
    recipe: recipe({
      backdrop: { fill: { kind: "linear", angle: 0, stops: [{ at: 0, color: "#e4f6fb" }, { at: 1, color: "#9fdcec" }] }, blobs: [{ x: 0.3, y: 0.25, r: 0.4, color: "#ffffff", opacity: 0.6 }] },
      floor: { horizon: 0.6, seamless: false, color: "#7fcde0", colorNear: "#3a9fbf", surface: { kind: "water", gloss: 0.55 } },
      light: { azimuth: -35, elevation: 60, softness: 0.5, temperature: 7000, intensity: 0.6 },
      atmosphere: { particles: { kind: "bubbles", count: 30, colors: ["#ffffff"] }, vignette: 0.12, grain: 0.12 },
      palette: { primary: "#9fdcec", secondary: "#3a9fbf", accent: "#e4f6fb" },
    }),
  },
  {
    id: "eucalyptus_steam_bath",
    previewName: "Eucalyptus Steam",
    promptText: "in a steamy bathroom with eucalyptus branches and soft misty light, sage tiles blurred behind",
    tags: ["bathroom", "eucalyptus", "steam", "sage", "calm", "spa"],
    categories: ["bathroom"],
    recipe: recipe({
      backdrop: { fill: { kind: "solid", color: "#b9c7b8" }, pattern: { kind: "subway_tile", color: "#a3b2a2", scale: 1.2 } },
      floor: { horizon: 0.63, seamless: false, color: "#dfe4dc", colorNear: "#c3ccbf", surface: { kind: "stone", color2: "#b4bfb0" } },
      light: { azimuth: -30, elevation: 50, softness: 0.85, temperature: 5800, intensity: 0.5 },
      props: [
        { kind: "eucalyptus", x: 0.36, y: 0.8, size: 0.34, color: "#7f9e8c", rotate: -78 },
        { kind: "eucalyptus", x: 0.64, y: 0.88, size: 0.36, color: "#8aa897", rotate: 74, flip: true },
      ],
      atmosphere: { haze: { color: "#f4f7f2", amount: 0.45 }, vignette: 0.15, grain: 0.2 },
      palette: { primary: "#c9d3c6", secondary: "#7f9e8c", accent: "#f4f7f2" },
    }),
  },
];
