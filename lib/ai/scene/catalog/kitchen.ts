// Kitchen: counters and tables in wood, marble and terrazzo, with morning light and food props.
import { recipe, type PresetDef } from "./define";

export const KITCHEN: PresetDef[] = [
  {
    id: "warm_oak_kitchen_counter",
    previewName: "Warm Oak Counter",
    promptText: "on a warm oak kitchen counter in front of a cream tiled wall, soft morning window light, cosy homely mood",
    tags: ["kitchen", "wood", "oak", "morning", "cosy", "home"],
    categories: ["kitchen"],
    recipe: recipe({
      backdrop: { fill: { kind: "solid", color: "#efe7da" }, pattern: { kind: "subway_tile", color: "#d9cfc0" } },
      floor: { horizon: 0.58, seamless: false, color: "#c99a66", colorNear: "#a8773f", surface: { kind: "wood", color2: "#7a4c24" }, edge: { at: 0.95, color: "#9a6a3a" } },
      light: { azimuth: -55, elevation: 40, softness: 0.45, temperature: 4300, intensity: 0.8, gobo: { kind: "window", opacity: 0.35 } },
      props: [{ kind: "eucalyptus", x: 0.3, y: 0.8, size: 0.3, color: "#7d9a86", rotate: -72 }],
      atmosphere: { haze: { color: "#fff1dc", amount: 0.12 }, vignette: 0.25, grain: 0.22 },
      palette: { primary: "#e6dccd", secondary: "#c99a66", accent: "#7d9a86" },
    }),
  },
  {
    id: "white_marble_kitchen_counter",
    previewName: "White Marble Counter",
    promptText: "on a white Carrara marble kitchen counter, bright airy daylight, fresh lemons and greenery nearby",
    tags: ["kitchen", "marble", "white", "bright", "fresh"],
    categories: ["kitchen", "luxury"],
    recipe: recipe({
      backdrop: { fill: { kind: "linear", angle: 0, stops: [{ at: 0, color: "#f6f5f2" }, { at: 1, color: "#e8e6e1" }] }, texture: { kind: "plaster", amount: 0.25 } },
      floor: { horizon: 0.6, seamless: false, color: "#f3f1ed", colorNear: "#dcd9d3", surface: { kind: "marble", color2: "#8f8c88", gloss: 0.2 }, edge: { at: 0.96, color: "#e5e2dc" } },
      light: { azimuth: -45, elevation: 50, softness: 0.6, temperature: 5800, intensity: 0.6 },
      props: [
        { kind: "sphere", x: 0.8, y: 0.76, size: 0.07, color: "#f2cf3a" },
        { kind: "sphere", x: 0.86, y: 0.79, size: 0.065, color: "#eec52f" },
        { kind: "leaf", x: 0.76, y: 0.78, size: 0.09, color: "#4f8a3c", rotate: -60 },
      ],
      palette: { primary: "#eeece8", secondary: "#8f8c88", accent: "#f2cf3a" },
    }),
  },
  {
    id: "rustic_wooden_table_herbs",
    previewName: "Rustic Table & Herbs",
    promptText: "on a dark rustic wooden table with fresh herbs scattered around, moody side light, farmhouse kitchen",
    tags: ["kitchen", "rustic", "wood", "herbs", "moody", "farmhouse"],
    categories: ["kitchen"],
    recipe: recipe({
      backdrop: { fill: { kind: "radial", cx: 0.3, cy: 0.3, r: 0.9, stops: [{ at: 0, color: "#5b5a4f" }, { at: 1, color: "#2a2a24" }] }, texture: { kind: "plaster", amount: 0.6 } },
      floor: { horizon: 0.56, seamless: false, color: "#7a5232", colorNear: "#4a2f1a", surface: { kind: "wood", color2: "#3b2413", scale: 0.8 } },
      light: { azimuth: -75, elevation: 35, softness: 0.4, temperature: 4000, intensity: 0.85 },
      props: [
        { kind: "leaf", x: 0.2, y: 0.9, size: 0.1, color: "#5d8c3e", rotate: -70 },
        { kind: "leaf", x: 0.25, y: 0.92, size: 0.08, color: "#4c7a32", rotate: -110 },
        { kind: "leaf", x: 0.8, y: 0.93, size: 0.09, color: "#5d8c3e", rotate: 60 },
        { kind: "eucalyptus", x: 0.74, y: 0.8, size: 0.25, color: "#6e8f5b", rotate: 70 },
      ],
      atmosphere: { vignette: 0.45, grain: 0.3 },
      palette: { primary: "#5a4632", secondary: "#7a5232", accent: "#5d8c3e" },
    }),
  },
  {
    id: "cafe_counter_morning_light",
    previewName: "Café Counter",
    promptText: "on a café counter in warm morning light, softly blurred coffee shop with glowing lights behind",
    tags: ["cafe", "coffee", "morning", "warm", "bokeh"],
    categories: ["kitchen", "urban"],
    recipe: recipe({
      backdrop: { fill: { kind: "linear", angle: 0, stops: [{ at: 0, color: "#5e4636" }, { at: 1, color: "#a07a5c" }] } },
      floor: { horizon: 0.62, seamless: false, color: "#d9cbb8", colorNear: "#b9a68c", surface: { kind: "terrazzo", accents: ["#8c7b6a", "#f4ede3", "#b3886b"] }, edge: { at: 0.95, color: "#6b4c36" } },
      light: { azimuth: -60, elevation: 35, softness: 0.35, temperature: 3800, intensity: 0.8, beams: true },
      atmosphere: { bokeh: { count: 22, colors: ["#ffd28a", "#ffe7bf", "#ffb870"], size: 0.05, opacity: 0.6 }, haze: { color: "#ffdcaa", amount: 0.12 }, vignette: 0.3, grain: 0.25 },
      palette: { primary: "#8a6a52", secondary: "#d9cbb8", accent: "#ffd28a" },
    }),
  },
  {
    id: "terrazzo_kitchen_brunch",
    previewName: "Terrazzo Brunch",
    promptText: "on a pastel terrazzo kitchen counter against a peach wall, bright sunny brunch light, oranges nearby",
    tags: ["kitchen", "terrazzo", "peach", "sunny", "brunch", "playful"],
    categories: ["kitchen", "pastel"],
    recipe: recipe({
      backdrop: { fill: { kind: "solid", color: "#f6c9ae" }, texture: { kind: "plaster", amount: 0.25 } },
      floor: { horizon: 0.6, seamless: false, color: "#f6efe6", colorNear: "#e7dccd", surface: { kind: "terrazzo", accents: ["#f29e7c", "#8fb9a8", "#f4d06f", "#d6d0c8"] }, edge: { at: 0.95, color: "#ebe1d3" } },
      light: { azimuth: -50, elevation: 45, softness: 0.25, temperature: 5000, intensity: 0.8 },
      props: [
        { kind: "sphere", x: 0.8, y: 0.77, size: 0.09, color: "#f39a2b" },
        { kind: "sphere", x: 0.2, y: 0.76, size: 0.07, color: "#f5a739" },
      ],
      palette: { primary: "#f6c9ae", secondary: "#f6efe6", accent: "#f39a2b" },
    }),
  },
];
