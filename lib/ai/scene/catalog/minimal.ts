// Minimal: few objects, pale tones, clean geometry and shadow play.
import { recipe, stagePodium, wall, type PresetDef } from "./define";

export const MINIMAL: PresetDef[] = [
  {
    id: "minimal_white_arches",
    previewName: "White Arches",
    promptText: "on a white podium in front of white sculptural arches, soft directional light, clean minimal composition",
    tags: ["white", "arches", "podium", "minimal", "clean"],
    categories: ["minimal"],
    recipe: recipe({
      backdrop: wall("#f3f2f0", "#e4e2de"),
      floor: { color: "#e8e6e2", colorNear: "#d6d3ce", horizon: 0.66 },
      light: { azimuth: -50, elevation: 45, softness: 0.5, intensity: 0.7 },
      props: [
        { kind: "arch", x: 0.36, y: 0.68, size: 0.58, aspect: 0.5, color: "#f1efeb" },
        { kind: "arch", x: 0.66, y: 0.67, size: 0.46, aspect: 0.5, color: "#ebe8e3" },
        stagePodium("#f4f2ef"),
      ],
      palette: { primary: "#eeece8", secondary: "#d6d3ce", accent: "#b8b3ab" },
    }),
  },
  {
    id: "minimal_beige_blocks",
    previewName: "Beige Blocks",
    promptText: "on a beige block plinth beside a taller block, warm soft light, calm architectural minimalism",
    tags: ["beige", "blocks", "plinth", "architectural", "calm"],
    categories: ["minimal"],
    recipe: recipe({
      backdrop: { ...wall("#e5d8c6", "#d4c3ac"), texture: { kind: "paper", amount: 0.4 } },
      floor: { color: "#d9c8b0", colorNear: "#c4b093", horizon: 0.64 },
      light: { azimuth: 50, elevation: 40, softness: 0.4, temperature: 4600, intensity: 0.75 },
      props: [
        { kind: "block", x: 0.72, y: 0.76, size: 0.36, aspect: 0.55, color: "#dccbb3" },
        stagePodium("#e3d4bf", { kind: "block", x: 0.44, aspect: 1.7, size: 0.12 }),
      ],
      palette: { primary: "#dccbb3", secondary: "#c4b093", accent: "#9c8466" },
    }),
  },
  {
    id: "minimal_leaf_shadow_play",
    previewName: "Leaf Shadow Play",
    promptText: "on an off-white surface with crisp leaf shadows falling across the wall, bright sun, minimal and fresh",
    tags: ["shadow", "leaves", "white", "sun", "minimal", "fresh"],
    categories: ["minimal", "nature"],
    recipe: recipe({
      backdrop: { ...wall("#f5f3ee", "#ebe7df"), texture: { kind: "plaster", amount: 0.25 } },
      floor: { color: "#eeeae2", colorNear: "#dcd6cb", horizon: 0.66, seamless: false },
      light: { azimuth: 45, elevation: 45, softness: 0.1, temperature: 5400, intensity: 0.8, gobo: { kind: "leaves", opacity: 0.35 } },
      palette: { primary: "#f0ede6", secondary: "#dcd6cb", accent: "#8a9a7a" },
    }),
  },
  {
    id: "stone_plinth_gray",
    previewName: "Grey Stone Plinth",
    promptText: "on a grey stone plinth against a smooth grey wall, soft side light, quiet sculptural mood",
    tags: ["stone", "plinth", "grey", "gray", "sculptural"],
    categories: ["minimal"],
    recipe: recipe({
      backdrop: { ...wall("#c4c3c0", "#aeadaa"), texture: { kind: "concrete", amount: 0.45 } },
      floor: { color: "#b2b1ae", colorNear: "#979693", horizon: 0.64, seamless: false, surface: { kind: "concrete", scale: 1.5 } },
      light: { azimuth: -60, elevation: 40, softness: 0.45, temperature: 5600, intensity: 0.7 },
      props: [stagePodium("#a5a4a0", { kind: "block", aspect: 1.3, size: 0.2, y: 0.88 })],
      palette: { primary: "#bbbab7", secondary: "#979693", accent: "#6f6e6b" },
    }),
  },
  {
    id: "paper_texture_cream",
    previewName: "Cream Paper",
    promptText: "on textured cream paper with a single sphere, soft window light, gentle handmade feel",
    tags: ["paper", "cream", "texture", "soft", "handmade"],
    categories: ["minimal"],
    recipe: recipe({
      backdrop: { ...wall("#f4ecdc", "#e8dcc5"), texture: { kind: "paper", amount: 0.7 } },
      floor: { color: "#ece1cb", colorNear: "#dccdb0" },
      light: { azimuth: -45, elevation: 45, softness: 0.65, temperature: 4800, intensity: 0.6 },
      props: [{ kind: "sphere", x: 0.74, y: 0.8, size: 0.12, color: "#e3d3b6" }],
      palette: { primary: "#eee3cf", secondary: "#dccdb0", accent: "#c2a878" },
    }),
  },
  {
    id: "reflective_white_floor",
    previewName: "Reflective White Floor",
    promptText: "on a reflective white floor with a white background",
    tags: ["white", "reflection", "glossy"],
    categories: ["minimal", "studio"],
    isOldPreset: true,
    recipe: recipe({
      backdrop: wall("#f7f8fa", "#dfe2e6"),
      floor: { color: "#eceef1", colorNear: "#c9cdd3", seamless: false, horizon: 0.56, surface: { kind: "glossy", gloss: 0.6 } },
      light: { softness: 0.9, intensity: 0.3 },
      atmosphere: { vignette: 0.05, grain: 0 },
      palette: { primary: "#f6f6f6", secondary: "#e0e0e0", accent: "#bdbdbd" },
    }),
  },
];
