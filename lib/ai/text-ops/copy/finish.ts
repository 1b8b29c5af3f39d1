import type { ToneStyle } from "../tone";
import { endWith, frenchSpacing, type LanguageCode, spanishMarks, tidy, upperFirst, wordCount, writingOf } from "@/lib/ai/language";

// Urgent, Bold, Playful and Enthusiastic shout short sentences; at most two "!" a text either way.
const SHOUT_WORDS = 6;
const MAX_EXCLAMATIONS = 2;

/**
 * The tone's punctuation and the language's typography on a finished text: "!" only where the
 * tone allows it, sentences capitalised, Spanish ¡…! and ¿…?, French spaces before : ; ! ?.
 * `shoutLast`: a shouting tone ends on "!" however long the last sentence (a one-line rewrite).
 */
export function finishText(text: string, tone: ToneStyle, language: LanguageCode, options: { shoutLast?: boolean } = {}): string {
  const sentences = tidy(text.replace(/[¡¿]/g, ""))
    .split(/(?<=[.!?])\s+/u)
    .filter(Boolean);
  let shouts = 0;
  const out = sentences.map((sentence, index) => {
    let s = upperFirst(sentence, language);
    const last = index === sentences.length - 1;
    if (s.endsWith("?")) return s;
    const wantsShout =
      tone.exclaim === 2
        ? wordCount(s) <= SHOUT_WORDS || s.endsWith("!") || (last && options.shoutLast === true)
        : tone.exclaim === 1
          ? s.endsWith("!") && last
          : false;
    if (wantsShout && shouts < MAX_EXCLAMATIONS) {
      shouts++;
      s = endWith(s, "!");
    } else if (s.endsWith("!") || !/[.!?…]$/u.test(s)) {
      s = endWith(s, ".");
    }
    return s;
  });
  const joined = out.join(" ");
  const { punctuation } = writingOf(language);
  if (punctuation === "spanish-marks") return spanishMarks(joined);
  if (punctuation === "french-spacing") return frenchSpacing(joined.replace(/\s+([:;!?])/g, "$1"));
  return joined;
}

/** A call to action: no closing full stop; "!" for tones that shout. */
export function finishCta(text: string, tone: ToneStyle, language: LanguageCode): string {
  const base = upperFirst(tidy(text.replace(/[¡¿]/g, "")).replace(/[.!]+$/u, ""), language);
  if (tone.exclaim < 2) return base;
  const shouted = `${base}!`;
  const { punctuation } = writingOf(language);
  return punctuation === "spanish-marks" ? spanishMarks(shouted) : punctuation === "french-spacing" ? frenchSpacing(shouted) : shouted;
}
