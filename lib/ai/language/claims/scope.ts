/**
 * A figure or a scarcity said outside its scope (issue #25, rounds 9, 10 and 12): "máx. 12 pessoas por grupo"
 * belongs to the harvest day of "vindima participativa em setembro, só 6 datas, máx. 12 pessoas por grupo",
 * and "Quinta do Vale Fundo — máximo 12 pessoas por grupo." says it of the whole quinta: a claim the brief
 * does not make. So do "Metzgerei Brandl auf einen Blick: nur 80 Stück." (80 Christmas geese), "Muddy Paws
 * Walkers: 4 dogs" (max 4 dogs per group walk), "Garantie 2 ans pièces — Azur Piscines Services." (on the
 * pumps and filters it installs) and "Só até esgotar. Encomende o seu painel." (the numbered series, not the
 * panels). What is scoped and to which words is read in brief/limit-scope.ts; a text's sentence that states
 * the figure or the scarcity must name one of those words.
 */
import { type LimitScope, limitScopesOf, namesSubject, SCARCITY } from "../brief/limit-scope";
import { figuresIn } from "./figures";

export type FigureScope = LimitScope;

/** The brief's scoped figures and scarcities, each with the words a sentence stating it must share. */
export const figureScopesOf = (description: string, productName = ""): FigureScope[] => limitScopesOf(description, productName);

// A list's numbering ("4. 1hr with off lead time") and a dot after a short form ("max. 25 km") end no sentence.
const LIST_NUMBER = /^\s*\d{1,2}[.)]\s+/u;
const SENTENCE_END = /(?<!(?:^|[\s(])(?:max|máx|min|mín|ca|env|incl|inkl|approx|aprox|nr|no|n°|bzw|usw|ggf|vs|pers|sem|lun|mar|mer|jeu|ven|sam|dim|sept|st|dr|tel|q\.li|p\.ex|z\.\s?b))[.!?](?=\s)/iu;
const scopeSentences = (text: string): string[] => text.split("\n").flatMap((line) => line.replace(LIST_NUMBER, "").split(SENTENCE_END));

/** The scoped figures (and scarcity phrases) a text states in a sentence that does not name their subject. */
export function figuresOutOfScope(text: string, scopes: readonly FigureScope[]): string[] {
  if (scopes.length === 0) return [];
  const out: string[] = [];
  for (const sentence of scopeSentences(text)) {
    const figures = figuresIn(sentence);
    const scarcity = SCARCITY.exec(sentence)?.[0].toLocaleLowerCase() ?? null;
    for (const scope of scopes) {
      const states = scope.figure !== null ? figures.includes(scope.figure) : scarcity !== null && scarcity === scope.phrase;
      if (states && !namesSubject(sentence, scope.heads)) out.push(scope.figure ?? scope.phrase!);
    }
  }
  return [...new Set(out)];
}
