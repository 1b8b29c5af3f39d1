// Pastel: soft candy colours, rounded props, playful and light.
import { recipe, stagePodium, wall, type PresetDef } from "./define";

export const PASTEL: PresetDef[] = [
  {
    id: "pastel_pink_podium_spheres",
    previewName: "Pink Podium & Spheres",
    promptText: "on a pastel pink podium with floating lilac and peach spheres, soft dreamy light, playful mood",
    tags: ["pink", "pastel", "podium", "spheres", "playful"],
    categories: ["pastel"],
    recipe: recipe({
      backdrop: wall("#fbd9e2", "#f2bfcd"),
      floor: { color: "#f4c7d3", colorNear: "#e9afc0" },
      light: { softness: 0.75, intensity: 0.55 },
      props: [
        stagePodium("#f7cbd7"),
        { kind: "sphere", x: 0.2, y: 0.4, size: 0.12, color: "#d9c2f0", floating: true },
        { kind: "sphere", x: 0.8, y: 0.3, size: 0.08, color: "#ffd2b8", floating: true },
        { kind: "sphere", x: 0.78, y: 0.8, size: 0.1, color: "#e5d1f5" },
      ],
      palette: { primary: "#f5c9d5", secondary: "#d9c2f0", accent: "#ffd2b8" },
    }),
  },
  {
    id: "pastel_blue_clouds",
    previewName: "Blue Sky Clouds",
    promptText: "among soft fluffy clouds on a pastel baby blue background, light and airy dreamlike mood",
    tags: ["clouds", "blue", "pastel", "dreamy", "sky", "airy"],
    categories: ["pastel"],
    recipe: recipe({
      backdrop: wall("#bfe0f7", "#e2f1fb"),
      floor: { color: "#d6ebf8", colorNear: "#bcdcf2" },
      light: { softness: 0.85, intensity: 0.45, temperature: 6500 },
      props: [
        { kind: "cloud", x: 0.2, y: 0.35, size: 0.12, color: "#ffffff", floating: true },
        { kind: "cloud", x: 0.82, y: 0.22, size: 0.09, color: "#ffffff", floating: true, blur: 0.004 },
        { kind: "cloud", x: 0.5, y: 0.86, size: 0.14, aspect: 3.4, color: "#ffffff", layer: "back" },
      ],
      palette: { primary: "#cde6f8", secondary: "#ffffff", accent: "#8cc4ec" },
    }),
  },
  {
    id: "lilac_dream_arches",
    previewName: "Lilac Arches",
    promptText: "on a lilac podium in front of a lilac arched niche, soft pastel light, gentle dreamy mood",
    tags: ["lilac", "lavender", "arch", "podium", "pastel", "dreamy"],
    categories: ["pastel"],
    recipe: recipe({
      backdrop: wall("#e2d6f3", "#cfbfe9"),
      floor: { color: "#d5c6ee", colorNear: "#c1b0e0", horizon: 0.66 },
      light: { softness: 0.7, intensity: 0.55 },
      props: [{ kind: "arch_wall", x: 0.5, y: 0.66, size: 0.5, aspect: 0.58, color: "#d6c8ef" }, stagePodium("#e5dbf6", { y: 0.88 })],
      palette: { primary: "#d8cbf0", secondary: "#c1b0e0", accent: "#9c85cf" },
    }),
  },
  {
    id: "mint_candy_geometric",
    previewName: "Mint Candy Shapes",
    promptText: "on a mint green set with playful pastel geometric shapes, a ring, spheres and blocks, bright soft light",
    tags: ["mint", "geometric", "shapes", "playful", "pastel"],
    categories: ["pastel", "minimal"],
    recipe: recipe({
      backdrop: wall("#c9f0e0", "#aee3cf"),
      floor: { color: "#b6e6d3", colorNear: "#9ad6c0" },
      light: { azimuth: -45, softness: 0.55, intensity: 0.65 },
      props: [
        { kind: "ring", x: 0.5, y: 0.76, size: 0.5, color: "#f7c8d8" },
        stagePodium("#fbe3a6", { kind: "block", aspect: 1.7, size: 0.1 }),
        { kind: "sphere", x: 0.18, y: 0.82, size: 0.1, color: "#c7b8f2" },
        { kind: "block", x: 0.84, y: 0.8, size: 0.12, aspect: 0.9, color: "#ffd1b8" },
      ],
      palette: { primary: "#bde9d7", secondary: "#f7c8d8", accent: "#fbe3a6" },
    }),
  },
  {
    id: "peach_fuzz_soft",
    previewName: "Peach Fuzz",
    promptText: "on a soft peach podium with smooth pebbles, warm velvety peach backdrop, cosy gentle light",
    tags: ["peach", "warm", "pastel", "pebbles", "podium", "soft"],
    categories: ["pastel"],
    recipe: recipe({
      backdrop: { ...wall("#ffd8c2", "#f7bfa1"), texture: { kind: "noise", amount: 0.3 } },
      floor: { color: "#f9c7ab", colorNear: "#efb090" },
      light: { azimuth: 40, softness: 0.7, temperature: 4600, intensity: 0.6 },
      props: [
        stagePodium("#fcd2bb"),
        { kind: "pebble", x: 0.2, y: 0.86, size: 0.05, color: "#f2b89b" },
        { kind: "pebble", x: 0.82, y: 0.83, size: 0.04, color: "#e9a98a" },
      ],
      palette: { primary: "#fbcdb3", secondary: "#efb090", accent: "#e98f6b" },
    }),
  },
];
