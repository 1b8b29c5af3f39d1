// Gradient: colour washes and mesh-like glows, seamless floors that continue the wash.
import { recipe, stagePodium, type PresetDef } from "./define";
import type { ColorBlob, GradientStop } from "../recipe";

function wash(stops: GradientStop[], blobs: ColorBlob[] = []) {
  return { fill: { kind: "linear" as const, angle: 0, stops }, blobs };
}

export const GRADIENT: PresetDef[] = [
  {
    id: "sunset_orange_purple_gradient",
    previewName: "Sunset Gradient",
    promptText: "on a vivid sunset gradient backdrop from warm orange to magenta and purple, glowing soft light",
    tags: ["sunset", "orange", "purple", "vivid", "warm"],
    categories: ["gradient"],
    recipe: recipe({
      backdrop: wash([{ at: 0, color: "#6b3fa0" }, { at: 0.5, color: "#e0607e" }, { at: 1, color: "#ffb36b" }], [{ x: 0.5, y: 0.75, r: 0.45, color: "#ffd08a", opacity: 0.7 }]),
      floor: { color: "#f29a74", colorNear: "#d9705f" },
      light: { temperature: 3800, softness: 0.6, intensity: 0.6, azimuth: 20 },
      palette: { primary: "#e0607e", secondary: "#6b3fa0", accent: "#ffb36b" },
    }),
  },
  {
    id: "ocean_blue_teal_gradient",
    previewName: "Ocean Gradient",
    promptText: "on a cool ocean gradient from deep blue to teal, clean fresh light, glossy floor",
    tags: ["blue", "teal", "ocean", "cool", "fresh"],
    categories: ["gradient"],
    recipe: recipe({
      backdrop: wash([{ at: 0, color: "#143d73" }, { at: 1, color: "#2a9d8f" }], [{ x: 0.75, y: 0.25, r: 0.5, color: "#58c4dd", opacity: 0.6 }]),
      floor: { color: "#2a8c8a", colorNear: "#1b5f6a", seamless: false, horizon: 0.66, surface: { kind: "glossy", gloss: 0.35 } },
      light: { temperature: 7000, softness: 0.6, intensity: 0.6 },
      palette: { primary: "#1f6f86", secondary: "#143d73", accent: "#58c4dd" },
    }),
  },
  {
    id: "mint_lavender_gradient",
    previewName: "Mint Lavender Gradient",
    promptText: "on a soft pastel gradient from mint green to lavender, dreamy diffused light, round podium",
    tags: ["mint", "lavender", "pastel", "dreamy", "podium"],
    categories: ["gradient", "pastel"],
    recipe: recipe({
      backdrop: wash([{ at: 0, color: "#d9c8f5" }, { at: 1, color: "#c6f0df" }], [{ x: 0.15, y: 0.3, r: 0.4, color: "#e8dcff", opacity: 0.7 }]),
      floor: { color: "#c9eadb", colorNear: "#b2dcc9" },
      light: { softness: 0.85, intensity: 0.45 },
      props: [stagePodium("#e7defa")],
      palette: { primary: "#d0dcec", secondary: "#c6f0df", accent: "#b39ddb" },
    }),
  },
  {
    id: "peach_coral_gradient",
    previewName: "Peach Coral Gradient",
    promptText: "on a warm gradient from soft peach to coral, sunny diffused light, cheerful summery mood",
    tags: ["peach", "coral", "warm", "cheerful"],
    categories: ["gradient"],
    recipe: recipe({
      backdrop: wash([{ at: 0, color: "#ffe1c7" }, { at: 1, color: "#ff8f7e" }], [{ x: 0.85, y: 0.2, r: 0.4, color: "#fff0dc", opacity: 0.7 }]),
      floor: { color: "#ff9f8a", colorNear: "#f07f6d" },
      light: { temperature: 4600, softness: 0.5, intensity: 0.65, azimuth: -55, elevation: 40 },
      palette: { primary: "#ffb19a", secondary: "#ff8f7e", accent: "#ffe1c7" },
    }),
  },
  {
    id: "deep_space_purple_gradient",
    previewName: "Deep Space Glow",
    promptText: "on a deep indigo to violet gradient with glowing bokeh lights, reflective dark floor, futuristic mood",
    tags: ["space", "purple", "indigo", "bokeh", "futuristic", "dark"],
    categories: ["gradient"],
    recipe: recipe({
      backdrop: wash([{ at: 0, color: "#0b0a23" }, { at: 1, color: "#3a1c6e" }], [{ x: 0.5, y: 0.62, r: 0.4, color: "#7b3fe4", opacity: 0.6 }]),
      floor: { color: "#24124a", colorNear: "#0a0718", seamless: false, horizon: 0.64, surface: { kind: "glossy", gloss: 0.45 } },
      light: { temperature: 8000, softness: 0.5, intensity: 0.5 },
      atmosphere: { bokeh: { count: 26, colors: ["#9d7bff", "#4fc3f7", "#ff7ad9"], size: 0.045, opacity: 0.55 }, vignette: 0.4, grain: 0.25 },
      palette: { primary: "#2a1757", secondary: "#0b0a23", accent: "#9d7bff" },
    }),
  },
  {
    id: "holographic_iridescent_gradient",
    previewName: "Holographic Iridescent",
    promptText: "on an iridescent holographic gradient of pink, cyan, lilac and butter yellow, glossy pearly floor",
    tags: ["holographic", "iridescent", "pearl", "trendy", "y2k"],
    categories: ["gradient", "pastel"],
    recipe: recipe({
      backdrop: {
        fill: { kind: "solid", color: "#f3eefc" },
        blobs: [
          { x: 0.1, y: 0.15, r: 0.45, color: "#ffc4e6", opacity: 0.9 },
          { x: 0.85, y: 0.2, r: 0.45, color: "#b8f1ff", opacity: 0.9 },
          { x: 0.35, y: 0.65, r: 0.45, color: "#d8c4ff", opacity: 0.8 },
          { x: 0.9, y: 0.8, r: 0.4, color: "#fff2b8", opacity: 0.8 },
        ],
      },
      floor: { color: "#efe6fb", colorNear: "#e0d2f5", seamless: false, horizon: 0.66, surface: { kind: "glossy", gloss: 0.4 } },
      light: { softness: 0.85, intensity: 0.4, temperature: 6500 },
      atmosphere: { vignette: 0.05, grain: 0.15 },
      palette: { primary: "#e9dcf8", secondary: "#b8f1ff", accent: "#ffc4e6" },
    }),
  },
  {
    id: "old_blue_radial_glow",
    previewName: "Blue Radial Glow",
    promptText: "on a bright blue radial glow background",
    tags: ["blue", "glow", "classic"],
    categories: ["gradient"],
    isOldPreset: true,
    recipe: recipe({
      backdrop: { fill: { kind: "radial", cx: 0.5, cy: 0.5, r: 0.7, stops: [{ at: 0, color: "#8fd3ff" }, { at: 1, color: "#0a3d91" }] } },
      floor: { color: "#2a63b8", colorNear: "#0a3d91" },
      light: { softness: 0.8, intensity: 0.3 },
      atmosphere: { vignette: 0.2, grain: 0 },
      palette: { primary: "#3b7fd1", secondary: "#0a3d91", accent: "#8fd3ff" },
    }),
  },
];
