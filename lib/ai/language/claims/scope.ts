/**
 * A figure said outside its scope (issue #25, rounds 9 and 10): "máx. 12 pessoas por grupo" belongs to
 * the harvest day of "vindima participativa em setembro, só 6 datas, máx. 12 pessoas por grupo", and
 * "Quinta do Vale Fundo — máximo 12 pessoas por grupo." says it of the whole quinta: a claim the brief
 * does not make. A figure is scoped when it sits in a later clause of a brief's sentence that only
 * qualifies the first (a limit or a count: "só 6 datas", "máx. 12 pessoas") and shares no word with it;
 * a text's sentence that states it must then name that subject. The brief's first sentence is exempt: it is the business itself, whose clauses
 * ("más de 20 años con …, declaración de la renta desde 45€") all speak of it.
 */
import { sentencesOfDescription } from "../brief/brief-split";
import { STOPWORDS } from "../brief/stopwords";
import { figuresIn } from "./figures";

export interface FigureScope {
  figure: string;
  /** The content words of the clause that holds the figure's subject. */
  heads: readonly string[];
}

/** A sentence's clauses at commas and semicolons outside brackets. */
function clausesOf(sentence: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if ((c === "," || c === ";") && depth === 0 && sentence[i + 1] === " " && !/\d/u.test(sentence[i + 2] ?? "")) {
      out.push(sentence.slice(start, i));
      start = i + 1;
    }
  }
  out.push(sentence.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

// A clause that only qualifies the one before it: a limit or a count with no thing of its own ("só 6 datas",
// "máx. 12 pessoas por grupo", "2027 nur 8 Termine", "ca. 6 Std."); "2 vélos en option (15€/jour)" names its thing.
const QUALIFIER =
  /^(?:\S+\s)?(?:only|just|max\p{L}*|máx\p{L}*|up to|nur|bis zu|ca|circa|seulement|jusqu'à|environ|solo|sólo|hasta|aproximadamente|só|apenas|até|alleen|maximaal|sadece|en fazla|yaklaşık)(?!\p{L})/iu;
const COUNT = /^\d[\d.,]*\s+(?:dates?|datas|fechas|date|data|termine?|pessoas|people|persons?|personen|personnes|personas|persone|kişi|std|stunden|hours?|heures|horas|ore|uur)(?!\p{L})/iu;
const qualifies = (clause: string): boolean => QUALIFIER.test(clause) || COUNT.test(clause);

const contentWords = (text: string): string[] =>
  (text.toLocaleLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !STOPWORDS.has(w));
// "year" and "years", "grupo" and "grupos": one word to a subject.
const shares = (words: readonly string[], heads: readonly string[]): boolean => words.some((w) => heads.some((h) => w.startsWith(h) || h.startsWith(w)));

/** The brief's scoped figures: each with the words a sentence stating it must share. */
export function figureScopesOf(description: string): FigureScope[] {
  const scoped: FigureScope[] = [];
  const free = new Set<string>();
  sentencesOfDescription(description).forEach((sentence, index) => {
    const clauses = clausesOf(sentence);
    const heads = contentWords(clauses[0] ?? "");
    clauses.forEach((clause, k) => {
      const figures = figuresIn(clause);
      const scopedHere = index > 0 && k > 0 && heads.length > 0 && figuresIn(clauses[0]!).length === 0 && qualifies(clause) && !shares(contentWords(clause), heads);
      if (!scopedHere) for (const f of figures) free.add(f);
      else for (const figure of figures) scoped.push({ figure, heads });
    });
  });
  return scoped.filter((s) => !free.has(s.figure));
}

/** The scoped figures a text states in a sentence that does not name their subject. */
export function figuresOutOfScope(text: string, scopes: readonly FigureScope[]): string[] {
  if (scopes.length === 0) return [];
  const out: string[] = [];
  for (const sentence of text.split(/\n|[.!?](?=\s)/u)) {
    const figures = figuresIn(sentence);
    for (const scope of scopes) if (figures.includes(scope.figure) && !shares(contentWords(sentence), scope.heads)) out.push(scope.figure);
  }
  return [...new Set(out)];
}
