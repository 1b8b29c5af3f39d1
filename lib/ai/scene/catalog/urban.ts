// Urban: concrete, brick, city lights and rooftops.
import { recipe, stagePodium, wall, type PresetDef } from "./define";

export const URBAN: PresetDef[] = [
  {
    id: "concrete_street_sunset",
    previewName: "Concrete at Sunset",
    promptText: "on raw concrete against a concrete wall, low warm sunset light with long hard shadows, street style",
    tags: ["concrete", "street", "sunset", "urban", "hard light"],
    categories: ["urban"],
    recipe: recipe({
      backdrop: { ...wall("#a39e97", "#8c8780"), texture: { kind: "concrete", amount: 0.5 } },
      floor: { horizon: 0.6, seamless: false, color: "#99948d", colorNear: "#6c6761", surface: { kind: "concrete" } },
      light: { azimuth: -70, elevation: 20, softness: 0.1, temperature: 3300, intensity: 0.9 },
      atmosphere: { vignette: 0.3, grain: 0.3 },
      palette: { primary: "#98938c", secondary: "#6c6761", accent: "#f2a65a" },
    }),
  },
  {
    id: "brick_wall_loft",
    previewName: "Brick Loft",
    promptText: "on a wooden floor in an industrial loft with a red brick wall, warm window light",
    tags: ["brick", "loft", "industrial", "wood", "warm"],
    categories: ["urban"],
    recipe: recipe({
      backdrop: { fill: { kind: "solid", color: "#9a5440" }, pattern: { kind: "brick", color: "#cdbfae", variation: 0.35 }, texture: { kind: "concrete", amount: 0.5 } },
      floor: { horizon: 0.62, seamless: false, color: "#8a6547", colorNear: "#5a3f2a", surface: { kind: "wood", color2: "#4a2f1c" } },
      light: { azimuth: -55, elevation: 40, softness: 0.4, temperature: 4200, intensity: 0.8 },
      atmosphere: { vignette: 0.35, grain: 0.25 },
      palette: { primary: "#9a5440", secondary: "#8a6547", accent: "#cdbfae" },
    }),
  },
  {
    id: "neon_night_city",
    previewName: "Neon Night City",
    promptText: "on a wet reflective street at night with blurred neon city lights in magenta and cyan, cinematic mood",
    tags: ["night", "neon", "city", "bokeh", "cinematic", "wet"],
    categories: ["urban"],
    recipe: recipe({
      backdrop: { ...wall("#0d0b1f", "#2a1846"), scenery: { kind: "skyline", colors: ["#1a1533", "#120f26"], lights: ["#ff3fa4", "#3ff0ff", "#ffd35a"], blur: 0.012 } },
      floor: { horizon: 0.62, seamless: false, color: "#1d1830", colorNear: "#08070f", surface: { kind: "glossy", gloss: 0.6 } },
      light: { azimuth: 60, elevation: 40, softness: 0.5, temperature: 8000, intensity: 0.5 },
      atmosphere: { bokeh: { count: 30, colors: ["#ff3fa4", "#3ff0ff", "#ffd35a", "#9b5cff"], size: 0.04, opacity: 0.7 }, vignette: 0.4, grain: 0.3 },
      palette: { primary: "#1b1532", secondary: "#ff3fa4", accent: "#3ff0ff" },
    }),
  },
  {
    id: "rooftop_golden_hour",
    previewName: "Rooftop Golden Hour",
    promptText: "on a rooftop ledge at golden hour with the city skyline softly blurred behind, warm glowing sunlight",
    tags: ["rooftop", "city", "skyline", "golden hour", "warm"],
    categories: ["urban"],
    recipe: recipe({
      backdrop: {
        ...wall("#f7b267", "#fde2b8"),
        blobs: [{ x: 0.25, y: 0.55, r: 0.25, color: "#fff3d6", opacity: 0.9 }],
        scenery: { kind: "skyline", colors: ["#c98d6b", "#a8705a"], lights: ["#ffe6a8"], blur: 0.01 },
      },
      floor: { horizon: 0.62, seamless: false, color: "#b8aa9c", colorNear: "#857868", surface: { kind: "concrete" }, edge: { at: 0.95, color: "#8f8274" } },
      light: { azimuth: -65, elevation: 18, softness: 0.25, temperature: 3200, intensity: 0.85 },
      atmosphere: { haze: { color: "#ffd39a", amount: 0.3 }, vignette: 0.25, grain: 0.25 },
      palette: { primary: "#e9a96f", secondary: "#a8705a", accent: "#fff3d6" },
    }),
  },
  {
    id: "loft_window_city_view",
    previewName: "Loft Window View",
    promptText: "on a concrete plinth in a loft with tall steel windows overlooking the city, bright diffused daylight",
    tags: ["loft", "window", "city", "daylight", "modern"],
    categories: ["urban", "minimal"],
    recipe: recipe({
      backdrop: { fill: { kind: "solid", color: "#cfd3d6" }, scenery: { kind: "window_city", colors: ["#aab6c2", "#8d9aa8"], lights: ["#e8eef4"], blur: 0.01 } },
      floor: { horizon: 0.66, seamless: false, color: "#b4b1ac", colorNear: "#8b8884", surface: { kind: "concrete" } },
      light: { azimuth: -20, elevation: 40, softness: 0.6, temperature: 6200, intensity: 0.6 },
      props: [stagePodium("#a9a6a1", { kind: "block", aspect: 1.6, size: 0.13, y: 0.88 })],
      atmosphere: { haze: { color: "#ffffff", amount: 0.2 }, vignette: 0.2, grain: 0.2 },
      palette: { primary: "#c3c7cb", secondary: "#8b8884", accent: "#dfe6ec" },
    }),
  },
];
