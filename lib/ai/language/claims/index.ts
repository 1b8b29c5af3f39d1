/**
 * The claim checker (issue #25): what an ad text claims that its brief does not license. Novelty,
 * superlatives, free, guarantees, scarcity and urgency, social proof, health promises, "always",
 * discounts and invented problems are licensed only when the brief (any of its fields, in any of the
 * five languages with cue lists) says something of the same category; in a regulated kind (dental,
 * health, supplements, finance, legal) only by the very phrase. Every figure must be the brief's.
 *
 * Both text engines use it: the copy engine avoids every candidate sentence the checker flags
 * (text-writer.ts), the remote model's texts pass through it (copy-engine/model-guard.ts), the
 * score marks what remains (score.ts), and text-ops keeps flagged lines out of AdCopies and
 * ChangeSentiment.
 * It is never the measure of quality: the quality suite's figures come from hand labels.
 */
import { LANGUAGE_CODES, type LanguageCode } from "../codes";
import { CLAIM_CATEGORIES, type ClaimCategory } from "./cues";
import { figuresIn } from "./figures";
import { cuesIn } from "./match";
import { isRegulatedBrief } from "./regulated";
import { licensesPurchase, purchaseCallIn } from "./purchase";
import { figureScopesOf, figuresOutOfScope, type FigureScope } from "./scope";
import { noveltyLicense, unlicensedNovelty, type NoveltyLicense } from "./novelty";

export { CLAIM_CATEGORIES, type ClaimCategory } from "./cues";
export { isRegulatedBrief } from "./regulated";


export interface ClaimFinding {
  /** "purchase": a buy/order call for a brief that asks for a booking, a quote or a hire (purchase.ts). */
  category: ClaimCategory | "figure" | "purchase";
  /** The phrase or figure as the text has it (lower-cased). */
  phrase: string;
}

export interface ClaimLicense {
  categories: ReadonlySet<ClaimCategory>;
  phrases: ReadonlySet<string>;
  figures: ReadonlySet<string>;
  regulated: boolean;
  /** Whether a buy/order call fits the brief (purchase.ts); absent: it does. */
  purchase?: boolean;
  /** Figures and scarcities that belong to one thing of the brief, with the words that name it (scope.ts). */
  scopes?: readonly FigureScope[];
  /** Novelty of the business itself, or only the brief's own "every new stairlift" (novelty.ts); absent: by category. */
  novelty?: NoveltyLicense;
}

export interface BriefFields {
  productName: string;
  productDescription: string;
  targetAudience?: string | null;
  cta?: string | null;
  websiteUrl?: string | null;
  customRequest?: string | null;
}

const licenses = new Map<string, ClaimLicense>();

/** What a brief licenses, read from every field in every cue language (cached per brief). */
export function licenseOf(brief: BriefFields): ClaimLicense {
  const text = [brief.productName, brief.productDescription, brief.targetAudience, brief.cta, brief.websiteUrl, brief.customRequest].filter(Boolean).join("\n");
  const hit = licenses.get(text);
  if (hit) return hit;
  const categories = new Set<ClaimCategory>();
  const phrases = new Set<string>();
  for (const language of LANGUAGE_CODES) {
    for (const { category, phrase } of cuesIn(text, language)) {
      categories.add(category);
      phrases.add(phrase);
    }
  }
  const novelty = noveltyLicense({ productName: brief.productName, productDescription: brief.productDescription ?? "", customRequest: brief.customRequest, others: [brief.targetAudience, brief.cta, brief.websiteUrl].filter((f): f is string => !!f) });
  if (!novelty.all) categories.delete("novelty");
  const license: ClaimLicense = {
    categories,
    phrases,
    figures: new Set(figuresIn(text)),
    regulated: isRegulatedBrief(text),
    purchase: licensesPurchase(text),
    scopes: figureScopesOf(brief.productDescription ?? "", brief.productName),
    novelty,
  };
  if (licenses.size > 500) licenses.clear();
  licenses.set(text, license);
  return license;
}

/** Every claim cue and figure in a text, licensed or not. */
export function findClaims(text: string, language: LanguageCode): ClaimFinding[] {
  const found: ClaimFinding[] = cuesIn(text, language);
  return [...found, ...figuresIn(text).map((phrase) => ({ category: "figure" as const, phrase }))];
}

/** What the brief's category licenses; in a regulated kind, health and guarantees only by the very phrase. */
function licensed(finding: ClaimFinding, license: ClaimLicense): boolean {
  if (finding.category === "figure") return license.figures.has(finding.phrase);
  if (finding.category === "purchase") return license.purchase !== false;
  const strict = license.regulated && (finding.category === "health" || finding.category === "guarantee" || finding.category === "superlative");
  return strict ? license.phrases.has(finding.phrase) : license.categories.has(finding.category);
}

/** The claims of a text its brief does not license: empty for a text a copywriter may ship on that score. */
export function unlicensedClaims(text: string, language: LanguageCode, license: ClaimLicense): ClaimFinding[] {
  const claims = findClaims(text, language);
  const found = claims.filter((f) => !licensed(f, license) && !(f.category === "novelty" && license.novelty));
  // A "new" the brief says of one thing ("every new stairlift") licenses that phrase, never "X is here" (novelty.ts).
  if (license.novelty && claims.some((f) => f.category === "novelty")) found.unshift(...unlicensedNovelty(text, language, license.novelty).map((phrase) => ({ category: "novelty" as const, phrase })));
  const purchase = license.purchase === false ? purchaseCallIn(text, language) : null;
  if (purchase) found.push({ category: "purchase", phrase: purchase });
  // A scarcity without a figure ("até esgotar") is urgency said of the wrong thing.
  for (const phrase of figuresOutOfScope(text, license.scopes ?? [])) found.push({ category: /\d/u.test(phrase) ? "figure" : "urgency", phrase });
  return found;
}

export const claimCategories: readonly ClaimCategory[] = CLAIM_CATEGORIES;
