// Preset categories as the PresetKeys endpoint sends them. Icons are Font Awesome 6 free classes.

export interface PresetCategory {
  name: string;
  displayName: string;
  iconClass: string;
}

export const CATEGORY_NAMES = ["monochrome", "studio", "gradient", "nature", "kitchen", "bathroom", "urban", "luxury", "minimal", "pastel"] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

export const CATEGORY_BY_NAME: Record<CategoryName, PresetCategory> = {
  monochrome: { name: "monochrome", displayName: "Monochrome", iconClass: "fa-solid fa-circle-half-stroke" },
  studio: { name: "studio", displayName: "Studio", iconClass: "fa-solid fa-lightbulb" },
  gradient: { name: "gradient", displayName: "Gradient", iconClass: "fa-solid fa-palette" },
  nature: { name: "nature", displayName: "Nature", iconClass: "fa-solid fa-leaf" },
  kitchen: { name: "kitchen", displayName: "Kitchen", iconClass: "fa-solid fa-mug-hot" },
  bathroom: { name: "bathroom", displayName: "Bathroom", iconClass: "fa-solid fa-bath" },
  urban: { name: "urban", displayName: "Urban", iconClass: "fa-solid fa-city" },
  luxury: { name: "luxury", displayName: "Luxury", iconClass: "fa-solid fa-gem" },
  minimal: { name: "minimal", displayName: "Minimal", iconClass: "fa-regular fa-square" },
  pastel: { name: "pastel", displayName: "Pastel", iconClass: "fa-solid fa-ice-cream" },
};

/** In display order. */
export const CATEGORIES: PresetCategory[] = CATEGORY_NAMES.map((name) => CATEGORY_BY_NAME[name]);

/** Holidays and seasons: presets are found by these tags, not by category. */
export const SEASONAL_TAGS = ["christmas", "halloween", "valentines_day", "easter", "summer", "black_friday"] as const;

export type SeasonalTag = (typeof SEASONAL_TAGS)[number];
