import { germanFragmentStart, lowerFirst, writingOf } from "@/lib/ai/language";

/**
 * Puts a short opener ("Today:", "Good news:") before a sentence so two texts start differently.
 * After a colon the sentence continues, so its first word loses its capital, unless it is a
 * name ("Aurora Smart Mug", "Vibram"), "I", an acronym, or a German noun or full sentence.
 * After "?", "!" or "." a new sentence starts and keeps its capital.
 */
export function joinOpener(opener: string, sentence: string, language: string, names: readonly string[]): string {
  if (!/[:—–]$/u.test(opener)) return `${opener} ${sentence}`;
  const start = sentence.replace(/^[“"„«‘'(\s]+/u, "");
  if (writingOf(language).nounsCapitalised) {
    // German nouns keep their capital; a fragment opening with a verb or adjective does not ("Heute: lädt kabellos…").
    const named = names.some((name) => name && start.startsWith(name));
    return `${opener} ${!named && germanFragmentStart(start, new Set(names)) ? lowerFirst(sentence, language) : sentence}`;
  }
  const first = start.split(/[\s,.;:!?]/u)[0] ?? "";
  const keep =
    names.some((name) => name && start.startsWith(name)) ||
    first === "I" ||
    /^I['’]/u.test(first) ||
    /^\p{Lu}[\p{Lu}\d]/u.test(first) ||
    /\p{Ll}\p{Lu}/u.test(first);
  return `${opener} ${keep ? sentence : lowerFirst(sentence, language)}`;
}
