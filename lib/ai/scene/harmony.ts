// Colour harmony between a product and a scene, in LCh: what the recommender ranks by.
import { deltaE2000, hexToLab, hueDistance, labToLch, rgbToLab, type Lab } from "./color";

export interface DominantColor {
  r: number;
  g: number;
  b: number;
  /** 0..1 share of the product's pixels */
  share: number;
}

export interface ProductColors {
  /** the colours that make up at least a tenth of the product, most important first */
  labs: Lab[];
  /** the colour the eye reads as "the product's colour": chromatic colours weigh more */
  key: Lab;
  /** true when the product is black, white, grey or nearly so */
  neutral: boolean;
}

/** Below this CIEDE2000 distance a backdrop is too close to a product colour: the product would vanish. */
export const TOO_CLOSE = 18;

export function productColors(colors: DominantColor[]): ProductColors {
  const usable = colors.filter((c) => c.share > 0).sort((a, b) => b.share - a.share);
  const all = usable.length ? usable : [{ r: 128, g: 128, b: 128, share: 1 }];
  const labs = all.map((c) => ({ lab: rgbToLab(c), share: c.share }));
  const significant = labs.filter((c) => c.share >= 0.1);
  const ranked = [...labs].sort((a, b) => b.share * (1 + labToLch(b.lab).C / 40) - a.share * (1 + labToLch(a.lab).C / 40));
  const key = ranked[0]?.lab ?? { L: 50, a: 0, b: 0 };
  return {
    labs: (significant.length ? significant : labs.slice(0, 1)).map((c) => c.lab),
    key,
    neutral: labToLch(key).C < 12,
  };
}

/** Smallest distance between a scene colour and any significant product colour. */
export function closeness(product: ProductColors, sceneHex: string): number {
  const lab = hexToLab(sceneHex);
  return Math.min(...product.labs.map((p) => deltaE2000(p, lab)));
}

/**
 * 0..1.3: how well a scene colour sets off the product. Neutral backdrops work with anything if the
 * lightness differs; coloured backdrops score by hue relation (complementary best, analogous fine
 * with lightness contrast, same hue poor); neutral products are lifted by colour.
 */
export function harmony(product: ProductColors, sceneHex: string): number {
  const p = labToLch(product.key);
  const s = labToLch(hexToLab(sceneHex));
  const dL = Math.abs(p.L - s.L);
  const contrast = (Math.min(dL, 50) / 50) * 0.3;
  if (s.C < 10) return 0.55 + contrast + (product.neutral ? 0 : 0.1);
  if (product.neutral) return 0.75 + contrast;
  const d = hueDistance(p.h, s.h);
  let hue: number;
  if (d >= 150) hue = 1;
  else if (d >= 110) hue = 0.85;
  else if (d >= 20 && d <= 50) hue = dL >= 15 ? 0.7 : 0.45;
  else if (d < 20) hue = dL >= 30 ? 0.35 : 0.1;
  else hue = 0.55;
  return hue + contrast;
}
