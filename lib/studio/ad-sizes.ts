import { EXTRA_SIZES } from "./photoshoot-options";

/** A finished ad's sizes as people name them: the photoshoot's extra sizes and the 1200×628 landscape. */
export const AD_SIZES = [...EXTRA_SIZES.slice(0, 2), { bit: 4, name: "Landscape", width: 1200, height: 628 }, ...EXTRA_SIZES.slice(2)] as const;

export function finishedAdSizeName(size: { width: number; height: number }): string {
  return AD_SIZES.find((s) => s.width === size.width && s.height === size.height)?.name ?? `${size.width}×${size.height}`;
}

/**
 * The size sets a marketer picks from: one size, or a set the service names (its renderKind is
 * one bit set of a list, so free checkboxes would ask for combinations it refuses).
 */
export const AD_SIZE_CHOICES = [
  { renderKind: 1023, label: "Every size", detail: "all ten sizes" },
  { renderKind: 31, label: "Social", detail: "Post, Story, Landscape, Vertical and Pin" },
  { renderKind: 992, label: "Display banners", detail: "300×250, 728×90, 160×600, 300×600 and 970×90" },
  ...AD_SIZES.map((s) => ({ renderKind: s.bit, label: s.name, detail: `${s.width}×${s.height}` })),
] as const;

export const TEMPLATE_CHOICES = [
  { id: "overlay", label: "Overlay", detail: "Text on the photo over a shade" },
  { id: "panel", label: "Panel", detail: "Photo beside a panel in the brand colour" },
  { id: "card", label: "Card", detail: "Text on a card over the photo" },
] as const;
