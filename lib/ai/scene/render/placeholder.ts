// A neutral stand-in product for preset previews: a frosted bottle (or a box, jar or tin by shape
// class), shaded from the scene's light side, so previews read as product shots.
import { darken, lighten, mix } from "../color";
import type { ShapeClass } from "../recipe";
import { n, SvgDoc } from "./svg";

/** Natural size ratio (width / height) of each stand-in. */
export const PLACEHOLDER_ASPECT: Record<ShapeClass, number> = { tall: 0.42, square: 0.92, round: 1.05, wide: 2.1 };

const BODY = "#ece7e0";
const CAP = "#2f2f33";

function shade(doc: SvgDoc, color: string, side: number, tint: string): string {
  const lit = mix(lighten(color, 0.3), tint, 0.15);
  const stops = [
    { at: 0, color: darken(color, 0.12) },
    { at: 0.12, color: lit },
    { at: 0.22, color: lighten(color, 0.12) },
    { at: 0.6, color },
    { at: 0.9, color: darken(color, 0.26) },
    { at: 1, color: darken(color, 0.18) },
  ];
  return doc.linear(side <= 0 ? 90 : -90, stops);
}

/** SVG of the stand-in at (w, h), lit from `side` (-1 left, 1 right) with a light of colour `tint`. */
export function placeholderSvg(shape: ShapeClass, w: number, h: number, side: number, tint = "#ffffff"): string {
  const doc = new SvgDoc(w, h);
  switch (shape) {
    case "tall":
      return doc.toString(bottle(doc, w, h, side, tint));
    case "square":
      return doc.toString(box(doc, w, h, side, tint));
    case "round":
      return doc.toString(jar(doc, w, h, side, tint));
    case "wide":
      return doc.toString(tin(doc, w, h, side, tint));
  }
}

function bottle(doc: SvgDoc, w: number, h: number, side: number, tint: string): string {
  const body = shade(doc, BODY, side, tint);
  const cap = shade(doc, CAP, side, tint);
  const shoulder = h * 0.3;
  const neckW = w * 0.4;
  const r = w * 0.1;
  const bodyPath =
    `M${n((w - neckW) / 2)} ${n(h * 0.2)} L${n((w + neckW) / 2)} ${n(h * 0.2)} ` +
    `C${n((w + neckW) / 2)} ${n(h * 0.26)} ${n(w)} ${n(h * 0.25)} ${n(w)} ${n(shoulder + h * 0.04)} ` +
    `L${n(w)} ${n(h - r)} Q${n(w)} ${n(h)} ${n(w - r)} ${n(h)} L${n(r)} ${n(h)} Q0 ${n(h)} 0 ${n(h - r)} L0 ${n(shoulder + h * 0.04)} ` +
    `C0 ${n(h * 0.25)} ${n((w - neckW) / 2)} ${n(h * 0.26)} ${n((w - neckW) / 2)} ${n(h * 0.2)} Z`;
  const label = doc.linear(side <= 0 ? 90 : -90, [
    { at: 0, color: darken("#d9d2c6", 0.1) },
    { at: 0.2, color: lighten("#d9d2c6", 0.2) },
    { at: 0.7, color: "#d9d2c6" },
    { at: 1, color: darken("#d9d2c6", 0.25) },
  ]);
  const capW = w * 0.5;
  return (
    `<path d="${bodyPath}" fill="url(#${body})"/>` +
    `<rect x="0" y="${n(h * 0.5)}" width="${n(w)}" height="${n(h * 0.3)}" fill="url(#${label})"/>` +
    `<rect x="${n(w * 0.26)}" y="${n(h * 0.585)}" width="${n(w * 0.48)}" height="${n(Math.max(1, h * 0.022))}" fill="#3a3a3e" opacity="0.8"/>` +
    `<rect x="${n(w * 0.33)}" y="${n(h * 0.635)}" width="${n(w * 0.34)}" height="${n(Math.max(1, h * 0.01))}" fill="#3a3a3e" opacity="0.5"/>` +
    `<rect x="${n(w * 0.36)}" y="${n(h * 0.66)}" width="${n(w * 0.28)}" height="${n(Math.max(1, h * 0.01))}" fill="#3a3a3e" opacity="0.5"/>` +
    `<rect x="${n((w - capW) / 2)}" y="0" width="${n(capW)}" height="${n(h * 0.21)}" rx="${n(w * 0.04)}" fill="url(#${cap})"/>` +
    `<rect x="${n((w - capW) / 2)}" y="${n(h * 0.19)}" width="${n(capW)}" height="${n(h * 0.02)}" fill="${darken(CAP, 0.4)}"/>` +
    `<rect x="${n(w / 2 + side * w * 0.32 - w * 0.025)}" y="${n(h * 0.34)}" width="${n(w * 0.05)}" height="${n(h * 0.58)}" rx="${n(w * 0.025)}" fill="#ffffff" opacity="0.55"/>`
  );
}

function box(doc: SvgDoc, w: number, h: number, side: number, tint: string): string {
  const depth = h * 0.14;
  const front = doc.linear(0, [
    { at: 0, color: lighten(BODY, 0.05) },
    { at: 1, color: darken(BODY, 0.1) },
  ]);
  const sideFace = darken(BODY, 0.22);
  const top = mix(lighten(BODY, 0.4), tint, 0.1);
  const fw = w * 0.8;
  const fx0 = side <= 0 ? 0 : w - fw;
  const sx = side <= 0 ? fw : 0;
  const sw = w - fw;
  const sidePath = side <= 0 ? `M${n(sx)} ${n(depth)} L${n(w)} 0 L${n(w)} ${n(h - depth)} L${n(sx)} ${n(h)} Z` : `M0 0 L${n(sw)} ${n(depth)} L${n(sw)} ${n(h)} L0 ${n(h - depth)} Z`;
  const topPath = side <= 0 ? `M0 ${n(depth)} L${n(sw)} 0 L${n(w)} 0 L${n(fw)} ${n(depth)} Z` : `M0 0 L${n(fw)} 0 L${n(w)} ${n(depth)} L${n(sw)} ${n(depth)} Z`;
  return (
    `<path d="${sidePath}" fill="${sideFace}"/><path d="${topPath}" fill="${top}"/>` +
    `<rect x="${n(fx0)}" y="${n(depth)}" width="${n(fw)}" height="${n(h - depth)}" fill="url(#${front})"/>` +
    `<rect x="${n(fx0 + fw * 0.2)}" y="${n(h * 0.45)}" width="${n(fw * 0.6)}" height="${n(h * 0.05)}" fill="${CAP}" opacity="0.85"/>` +
    `<rect x="${n(fx0 + fw * 0.3)}" y="${n(h * 0.56)}" width="${n(fw * 0.4)}" height="${n(h * 0.02)}" fill="${CAP}" opacity="0.5"/>`
  );
}

function jar(doc: SvgDoc, w: number, h: number, side: number, tint: string): string {
  const body = shade(doc, BODY, side, tint);
  const lid = shade(doc, CAP, side, tint);
  const ry = w * 0.08;
  return (
    `<path d="M0 ${n(h * 0.3)} L0 ${n(h - ry)} A${n(w / 2)} ${n(ry)} 0 0 0 ${n(w)} ${n(h - ry)} L${n(w)} ${n(h * 0.3)} Z" fill="url(#${body})"/>` +
    `<path d="M${n(w * 0.03)} ${n(ry)} L${n(w * 0.03)} ${n(h * 0.3)} A${n(w * 0.47)} ${n(ry)} 0 0 0 ${n(w * 0.97)} ${n(h * 0.3)} L${n(w * 0.97)} ${n(ry)} Z" fill="url(#${lid})"/>` +
    `<ellipse cx="${n(w / 2)}" cy="${n(ry)}" rx="${n(w * 0.47)}" ry="${n(ry)}" fill="${lighten(CAP, 0.2)}"/>` +
    `<rect x="${n(w * 0.3)}" y="${n(h * 0.58)}" width="${n(w * 0.4)}" height="${n(h * 0.05)}" fill="${CAP}" opacity="0.7"/>`
  );
}

function tin(doc: SvgDoc, w: number, h: number, side: number, tint: string): string {
  const body = shade(doc, BODY, side, tint);
  const ry = h * 0.16;
  return (
    `<path d="M0 ${n(ry)} L0 ${n(h - ry)} A${n(w / 2)} ${n(ry)} 0 0 0 ${n(w)} ${n(h - ry)} L${n(w)} ${n(ry)} Z" fill="url(#${body})"/>` +
    `<ellipse cx="${n(w / 2)}" cy="${n(ry)}" rx="${n(w / 2)}" ry="${n(ry)}" fill="${mix(lighten(BODY, 0.3), tint, 0.1)}"/>` +
    `<path d="M0 ${n(h * 0.45)} L0 ${n(h * 0.7)} A${n(w / 2)} ${n(ry)} 0 0 0 ${n(w)} ${n(h * 0.7)} L${n(w)} ${n(h * 0.45)} A${n(w / 2)} ${n(ry)} 0 0 1 0 ${n(h * 0.45)} Z" fill="${CAP}" opacity="0.85"/>`
  );
}
