import { upperFirst } from "@/lib/ai/language";

/**
 * Fills a sentence pattern. Syntax:
 * - `{name}`, `{fact}`, `{audience}`…: a value from `slots`; a capital (`{Fact}`) starts a sentence.
 * - `{fact:verb}`: a value in that grammatical form (English facts know theirs).
 * - `{formal|informal}`: the address the tone asks for ("{Sie|du}", "{vous|tu}").
 * - `[…]`: an optional part, dropped when a placeholder inside it has no value.
 * Returns null when a placeholder outside an optional part has no value.
 */
export type Slots = (key: string, form: string | undefined) => string | null | undefined;

const ADDRESS = /\{([^{}|]*)\|([^{}|]*)\}/g;
const PLACEHOLDER = /\{([A-Za-z]+)(?::([a-z+]+))?\}/g;
const OPTIONAL = /\[([^[\]]*)\]/g;

function fillPlaceholders(text: string, slots: Slots, locale: string): string | null {
  let missing = false;
  const out = text.replace(PLACEHOLDER, (_, key: string, form: string | undefined) => {
    const value = slots(key.toLowerCase(), form);
    if (value === null || value === undefined || value === "") {
      missing = true;
      return "";
    }
    return /^[A-Z]/.test(key) ? upperFirst(value, locale) : value;
  });
  return missing ? null : out;
}

export function fillPattern(template: string, slots: Slots, options: { formal: boolean; locale: string }): string | null {
  const addressed = template.replace(ADDRESS, (_, formal: string, informal: string) => (options.formal ? formal : informal));
  const withOptional = addressed.replace(OPTIONAL, (_, inner: string) => fillPlaceholders(inner, slots, options.locale) ?? "");
  return fillPlaceholders(withOptional, slots, options.locale);
}

/** The placeholders a pattern uses, lower case ("fact", "name"), for choosing patterns by need. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!.toLowerCase());
}
