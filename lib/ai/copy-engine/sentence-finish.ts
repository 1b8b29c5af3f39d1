/**
 * A filled pattern made a sentence of the text writer (text-writer.ts): case, closing mark, the
 * tone's punctuation and what the ad type forbids; and whether a sentence says what the brief does
 * not license or the custom request avoids. Also the call to action a brief without one gets.
 */
import { frenchSpacing, normWords, stripEmoji, tidy, unlicensedClaims, upperFirst } from "@/lib/ai/language";
import { articlelessName } from "./name-article";
import type { WriterSetup } from "./compose";
import type { MoveId } from "./moves";
import { resolveAddress } from "./pattern";
import type { PlanSection } from "./plans";
import { closeSentence, plainEnding, punctuate } from "./punctuation";
import { pickOne, type Rng } from "@/lib/random";

/** "New", "every day", "Stocks are limited!", a figure the brief never gave: the brief must say it first. */
export function claimsMore(setup: WriterSetup, text: string): boolean {
  const { unlicensed, license, pack } = setup;
  let found = unlicensed.get(text);
  if (found === undefined) unlicensed.set(text, (found = unlicensedClaims(text, pack.code, license).length > 0));
  return found;
}

/** A word or phrase the custom request asked to avoid, or a claim the brief does not license (claims/). */
export function isAvoided(setup: WriterSetup, text: string): boolean {
  const { custom, pack } = setup;
  if (claimsMore(setup, text)) return true;
  // "Découvrez Domaine des Tilleuls": the engine does not guess an article the brief's name needs (name-article.ts).
  if (articlelessName(text, setup.brief.name, setup.source.productDescription, pack.code)) return true;
  if (custom.avoid.length === 0) return false;
  const words = new Set(normWords(text));
  const lower = text.toLocaleLowerCase(pack.code);
  return custom.avoid.some((w) => (w.includes(" ") ? lower.includes(w.toLocaleLowerCase(pack.code)) : words.has(w.toLocaleLowerCase(pack.code))));
}

/** What the ad type forbids: emoji, characters. */
export function sanitized(setup: WriterSetup, text: string): string {
  let out = text;
  if (setup.info.rules.noEmoji) out = stripEmoji(out);
  for (const ch of setup.info.rules.forbiddenChars ?? "") out = out.split(ch).join("");
  return out;
}

/** A filled pattern made a sentence; the texts of a call fill the same patterns with the same facts again and again, so it is memoized per call. */
export function finishSentence(setup: WriterSetup, raw: string, move: MoveId, section: PlanSection): string {
  const key = `${move === "cta" ? 1 : 0}${section.plain ? 1 : 0}${section.noExclaim ? 1 : 0}${raw}`;
  let finished = setup.finished.get(key);
  if (finished === undefined) setup.finished.set(key, (finished = finishUncached(setup, raw, move, section)));
  return finished;
}

function finishUncached(setup: WriterSetup, raw: string, move: MoveId, section: PlanSection): string {
  const { pack, custom } = setup;
  let text = upperFirst(tidy(raw, pack.code), pack.code);
  if (!section.plain) text = closeSentence(text, pack.code);
  const exclaim = section.noExclaim || custom.exclamation === false ? 0 : setup.exclaim;
  text = punctuate(text, { language: pack.code, exclaim, isCta: move === "cta" });
  if (section.plain) text = plainEnding(text, section.noExclaim === true);
  text = tidy(sanitized(setup, text), pack.code);
  // A quotation that ends on its own stop ("„Genau das, was ich gesucht habe.“") takes none after its closing mark.
  text = text.replace(/([.!?…])([“”»"])\./gu, "$1$2");
  return pack.code === "fr" ? frenchSpacing(text) : text;
}

/**
 * The call to action of a brief without one: the language's default for the goal, among those the
 * brief licenses. "Sign up free" / "Si registri gratis" promise what only a brief with a free plan
 * may say (the default lists hold no offer or sale at all: "Scopri l’offerta" was read as an invented offer).
 */
export function defaultCta(setup: WriterSetup, rng: Rng): string {
  const source = setup.brief.contact ? setup.pack.contactCta : setup.pack.cta[setup.brief.goal];
  const options = source.map((entry) => resolveAddress(entry, setup.formal));
  const licensed = options.filter((cta) => !claimsMore(setup, cta));
  return pickOne(rng, licensed.length ? licensed : options) ?? "";
}
