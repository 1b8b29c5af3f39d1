import { goalOf } from "../goal";
import type { Family } from "../strategies";
import type { ToneStyle } from "../tone";
import { codePointLength, wordCount } from "@/lib/ai/language";
import type { CallToAction } from "../types";
import { goalForKind, kindCtas, kindPermits, type ProductKind } from "./kind";
import type { CopyPack, CtaEntry } from "./packs";

// A CTA is a button: the advertiser's own wording is kept only while it reads as one.
const MAX_CTA_CHARS = 40;
const MAX_CTA_WORDS = 6;

/**
 * Calls to action: the advertiser's own CTA first (its icon from what it asks for), then the
 * strategy's, the kind's, the tone's and the goal's, in the output language, without repeats. The
 * product's kind gates them: an app gets download wording, a bakery visit wording, a luxury watch
 * no "Grab yours now" (`kind.ts`).
 */
export function chooseCtas(
  pack: CopyPack,
  options: { cta: string; description: string; kind: ProductKind; family: Family | null; tone: ToneStyle; count: number; fill: (text: string) => string | null; finish: (text: string) => string; allowed?: (text: string) => boolean },
): CallToAction[] {
  const own = options.cta.trim().replace(/[.!]+$/u, "");
  const described = goalOf(options.cta, options.description);
  const goal = own ? described : goalForKind(options.kind, described);
  const entries: CtaEntry[] = [];
  if (own && codePointLength(own) <= MAX_CTA_CHARS && wordCount(own) <= MAX_CTA_WORDS) entries.push([own, pack.ctas[goal][0]![1]]);
  if (options.family) entries.push(pack.angleCtas[options.family]);
  entries.push(...kindCtas(pack.code, options.kind));
  for (const group of options.tone.groups) entries.push(pack.toneCtas[group]);
  entries.push(...pack.ctas[goal], ...pack.ctas.awareness);
  const out: CallToAction[] = [];
  for (const [text, icon] of entries) {
    if (out.length >= options.count) break;
    if (!kindPermits(pack.code, text, options.kind)) continue;
    const filled = options.fill(text);
    if (!filled || codePointLength(filled) > MAX_CTA_CHARS) continue;
    const cta = options.finish(filled);
    // "Start your free trial" for a brief without one: the advertiser's own CTA is the brief, so always allowed.
    if (text !== own && options.allowed && !options.allowed(cta)) continue;
    if (out.some((o) => o.cta.toLocaleLowerCase() === cta.toLocaleLowerCase())) continue;
    out.push({ cta, fontAwesomeIcon: icon });
  }
  return out;
}
