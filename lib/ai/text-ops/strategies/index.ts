import { detectLanguage, frenchSpacing, type LanguageCode, perLanguage, spanishMarks, tidy, writingOf } from "@/lib/ai/language";
import { factWithin, fitsMidSentence, readFacts, type Fact } from "../facts";
import { goalOf } from "../goal";
import { fillPattern } from "../pattern";
import type { AdStrategiesRequest, AdStrategy } from "../types";
import { STRATEGY_TEXTS } from "./lang";
import { rankStrategies } from "./rank";
import { signalsOf } from "./signals";

export { CATALOG, STRATEGY_IDS, type Family, type StrategyId } from "./catalog";
export { STRATEGY_TEXTS } from "./lang";

/** Who the rationale speaks of when the brief's audience is too long to quote. */
const ANY_AUDIENCE = perLanguage((pack) => pack.textOpsWords.anyAudience);

/**
 * The contract gives strategies no language: they are written in English unless the product's
 * name, description and audience are clearly written in another of the eight languages.
 */
export function strategyLanguage(request: Pick<AdStrategiesRequest, "productName" | "productDescription" | "targetAudience">): LanguageCode {
  return detectLanguage(`${request.productName}. ${request.productDescription}. ${request.targetAudience}`) ?? "en";
}

function finish(text: string, language: LanguageCode): string {
  const tidied = tidy(text);
  const { punctuation } = writingOf(language);
  if (punctuation === "french-spacing") return frenchSpacing(tidied.replace(/\s+([:;!?])/g, "$1"));
  return punctuation === "spanish-marks" ? spanishMarks(tidied) : tidied;
}

/** Built-in AdStrategies: ranked from the catalog for this product, audience and goal. */
export function suggestStrategies(request: AdStrategiesRequest): AdStrategy[] {
  const language = strategyLanguage(request);
  const facts = readFacts(request, language);
  const goal = goalOf(request.adGoal, request.productDescription);
  const signals = signalsOf(`${request.productName} ${request.productDescription} ${request.targetAudience}`, facts.numbers, goal);
  const texts = STRATEGY_TEXTS[language];
  return rankStrategies(goal, signals, request.currentStrategies).map(({ entry }, index) => {
    const [name, template] = texts[entry.id];
    // Each rationale that quotes a fact quotes another one, so the list does not repeat itself.
    const fact: Fact | undefined = facts.facts[index % Math.max(1, facts.facts.length)];
    const rationale = fillPattern(
      template,
      (key, form) => {
        if (key === "name") return facts.name;
        if (key === "audience") return facts.audience ?? ANY_AUDIENCE[language];
        if (key === "fact" && fact && (!form || fact.form === form) && fitsMidSentence(fact.text, language)) return factWithin(fact, 12);
        return null;
      },
      { formal: true, locale: language },
    );
    if (rationale === null) throw new Error(`The ${language} rationale of ${entry.id} needs a value the brief cannot give`);
    return { adStrategyShortName: name, rationale: finish(rationale, language), fontAwesomeIcon: entry.icon };
  });
}
