import { withoutNonWords } from "./non-words";
import { addressesReaderIn, addressOf, type Address } from "./address";
import { cleanPhrase as clean, colonDefinition, sentencesOfDescription, splitClauses, splitDefinition, splitList } from "./brief-split";
import { numberPhrasesOf } from "./brief-numbers";
import { limitScopesOf, limitsWithSubject, statesScopedFigure } from "./limit-scope";
import { productKindOf, type ProductKind } from "./product-kind";
import { BOOKED, contactOf, HIRED, sellsNoGoods } from "./service";
import { codePointLength, escapeRegExp, lowerFirst, normWords, wordsOf } from "../text";
import { detectLanguage } from "../detect-language";
import type { LanguageCode } from "../codes";
import { audienceOf, factTypeOf, type FactType } from "./fact-type";
import { addressesReader, formOf, germanLowersFirst, germanNounCase, germanNounsCapitalised, germanNounsOf, stripGenericSubject, type FactForm } from "./fact-form";
import { READING_PACKS, type ReadingPack } from "./reading-packs";
import { isSpec, shortForm, tightForm } from "./fact-cuts";
import { cutToFit } from "../cut";
import { STOPWORDS } from "./stopwords";
import { writtenOut } from "./shorthand";
import { demotePracticalities, leadWithStrongest } from "./fact-strength";

/** What the reader is asked to do; it picks the default calls to action and the CTA lines. */
export type Goal = "sales" | "signup" | "install" | "booking" | "learn" | "visit";

/** A phrase of the product description, in the form it takes mid-sentence. */
export interface Fact {
  text: string;
  /** A shorter form cut at a clause boundary, for tight slots; null when there is none. */
  short: string | null;
  /** The head of the fact for the tightest slots (a 34-character headline): "scarpe da running su strada". */
  tight?: string | null;
  /** Number phrases the fact contains, so a text does not repeat them on their own. */
  numbers: string[];
  /** An instruction to the reader ("Control it from your phone"): it can only stand alone. */
  instruction: boolean;
  /** Its grammar (English only; "other" elsewhere), so patterns put it where it reads right. */
  form: FactForm;
  /** Talks to the reader ("your", "deinen", "você"), so it cannot sit in a customer's quote. */
  addressesReader: boolean;
  /** The register it addresses the reader in, per the pack's word lists ("hält deinen Kaffee": informal), or null. */
  address?: Address | null;
  /**
   * A bare specification — a size, a weight, opening hours ("30 ml bottle", "nur 235 g schwer", "open
   * Tuesday to Sunday 7 to 3"): it fills a feature or number slot, never a benefit, a promise or an "after".
   */
  spec?: boolean;
  /**
   * What the fact is (fact-type.ts): benefit, feature, spec, offer, proof or audience. A slot takes
   * only the types it declares (slot-types.ts): a promise never gets an offer, an audience phrase
   * is no claim at all. Absent on hand-made facts, which count as their list's kind.
   */
  type?: FactType;
}

/** The facts every text is built from; nothing in a text comes from elsewhere. */
export interface Brief {
  name: string;
  /**
   * What the product is, from a defining first sentence: "a self-heating mug" (English), or the
   * head of a colon definition in any language ("Buchhaltungssoftware für Freelancer: …").
   */
  descriptor: string | null;
  /** The descriptor takes "a"/"an", so "a mug that keeps…" agrees. */
  descriptorSingular: boolean;
  benefits: Fact[];
  features: Fact[];
  /** Number phrases with their units: "up to 80 minutes", "5 mm lugs". */
  numbers: string[];
  /** Numbers held by the noun before them ("grupos de máx. 6 alumnos", "payroll for up to 5 staff"): never written alone. */
  boundNumbers?: readonly string[];
  audience: string | null;
  cta: string | null;
  goal: Goal;
  /** A service that sells no goods and gave no CTA (funeral, legal, health, care, trades): its default CTA asks for contact. */
  contact?: boolean;
  /** What kind of product it is (product-kind.ts): it gates CTAs, urgency lines and emoji. */
  kind: ProductKind;
  url: string | null;
  domain: string | null;
  /** The description's own content words, most telling first. */
  keywords: string[];
  /** Capitalised words that are names ("Vibram", "Bluetooth"); they keep their case everywhere. */
  properWords: string[];
  /**
   * The language the description is written in when it is not the output language: the brief's
   * phrases are then left out (no foreign clause mid-sentence) and only language-neutral facts —
   * names and numbers with symbol units — are written, as a spec line.
   */
  sourceLanguage: LanguageCode | null;
}

export interface BriefInput {
  productName: string;
  productDescription: string;
  targetAudience?: string;
  cta?: string;
  websiteUrl?: string;
}

const ARTICLE = "(?:the|a|an|our|der|die|das|den|dem|unser|unsere|unseren|le|la|l'|l’|les|notre|el|los|las|nuestro|nuestra|il|lo|i|gli|o|os|as|nosso|nossa|de|het|een|ons|onze|bu)";
const COPULA = "(?:is|ist|est|es|è|é|zijn)";
const BENEFIT_HINT =
  /(?<!\p{L})(you|your|yours|keeps?|saves?|helps?|lets?|makes?|enjoy|never|no more|without|easy|easier|faster|better|less|du|dein\w*|dich|dir|ihr\w*|ihnen|spart|hilft|macht|genie\w+|ohne|einfach|leicht|mühelos|vous|votre|vos|tu|ton|ta|tes|économ\w+|aide|permet|sans|facile\w*|profite\w*|usted|tus?|sus?|ahorra|ayuda|permite|sin|fácil|disfruta\w*|ti|tuo|tua|risparmi\w*|aiuta|permette|senza|goditi|você|seus?|suas?|economiza|ajuda|sem(?!\s+fio)|aproveite|je(?=\s+\p{Ll}+t(?!\p{L}))|jij|jouw|uw|bespaart|helpt|zonder|makkelijk|geniet|sen|sizin|senin|kolay|olmadan|tasarruf)(?!\p{L})/iu;
// "sem fio" is "wireless", not "without"; Dutch "je" is the reader only as a subject ("je bespaart"), not in "van je btw".
// A phrase that opens with an article names a thing: "een kwartaalschatting van je btw" is a feature.
const ARTICLE_START = /^(?:een|het|de|ein|eine|einen|der|die|das|un|une|le|la|les|una|uno|el|los|las|il|lo|gli|um|uma|o|os|as|bir)\s/iu;
const FEATURE_HINT =
  /(?<!\p{L})(made|with|includes?|built|features?|material|steel|cotton|leather|battery|app|bluetooth|usb|wifi|sensor|design|aus|mit|inklusive|akku|en|avec|inclus|acier|con|incluye|acero|di|incluso|acciaio|com|inclui|aço|met|inclusief|staal|ile|dahil|çelik)(?!\p{L})/iu;

/** Removes the product name (with its article and a copula) when it is the subject. */
function stripSubject(phrase: string, name: string): string {
  const subject = new RegExp(`^(?:${ARTICLE}\\s+)?${escapeRegExp(name)}(?:\\s+${COPULA})?[\\s,:—–-]+`, "iu");
  let out = phrase.replace(subject, "");
  out = out.replace(/^(?:[Ii]t|[Tt]his product)\s+(?=\p{Ll}+s\b)/u, "").replace(/^(?:[Ii]t|[Tt]his product)\s+is\s+/u, "");
  return stripGenericSubject(out.trim());
}

const IMPERATIVES = new Set(
  ("add adjust bring brew build charge choose clean connect control create discover drink enjoy experience explore feel find fold " +
    "get give go keep learn let listen look make manage meet order pair plan play protect relax save see set share shop sleep " +
    "start stay store switch take talk track travel try turn unlock upgrade use wake wash wear")
    .split(" "),
);

/** English base-form verbs, French -ez and German "… Sie" imperatives open instructions. */
function isInstruction(phrase: string): boolean {
  const [first = "", second = ""] = phrase.split(/\s+/);
  const word = first.toLowerCase();
  return IMPERATIVES.has(word) || (/^\p{L}{3,}ez$/u.test(word) && word !== "chez") || (/^\p{L}+en$/u.test(word) && second === "Sie");
}

// Software and services are signed up for, not shopped: "Buchhaltungssoftware", "muhasebe yazılımı", "30-day free trial".
const SOFTWARE = /software|(?<!\p{L})saas(?!\p{L})|platt?form|plateforme|plataforma|piattaforma|yazılım|logiciel|scheduling|dienstplanung|planning du personnel|turnos del personal|turni del personale/u;
const SIGNUP_HINT =
  /free trial|trial period|sign ?up|(?<!\p{L})(?:app|apps|subscription|abo|abonnement)(?!\p{L})|kostenlos testen|gratis testen|testphase|essai gratuit|prueba gratis|prueba gratuita|prova gratuita|teste grátis|teste gratuito|gratis proberen|proefperiode|probeer .{0,20}gratis|ücretsiz dene|deneme süresi|registrier|inscri|regístr|iscriviti|cadastr|aanmeld|kaydol/u;

function goalOf(cta: string, description: string, kind: ProductKind): Goal {
  const text = `${cta} ${description}`.toLowerCase();
  // A shop, a café or a bakery is visited: without a CTA, "Order yours today" would promise delivery.
  if (!cta && kind === "local") return "visit";
  // Software is signed up for, not shopped: without a CTA, "Shop now" would be wrong for it.
  if (!cta && SOFTWARE.test(text)) return "signup";
  if (/sign ?up|register|join|subscribe|anmeld|registrier|abonnier|inscri|abonne|regístr|suscríb|iscriviti|registra|cadastr|inscreva|aanmeld|registreer|kaydol|üye ol/u.test(cta.toLowerCase())) return "signup";
  if (/download|install|herunterlad|télécharg|descarg|scarica|baix|instal|indir/u.test(text)) return "install";
  if (/\b(book|buch|réserv|reserv|prenot|boek|rezervasyon)/u.test(cta.toLowerCase())) return "booking";
  if (/learn|discover|mehr erfahren|entdeck|découvr|en savoir|descubr|scopri|saiba|descubra|ontdek|meer info|keşfet/u.test(cta.toLowerCase())) return "learn";
  // An app or a trial without a CTA: the reader signs up rather than shops.
  if (!cta && SIGNUP_HINT.test(text)) return "signup";
  // A tour, a service or an appointment without a CTA is booked, never ordered ("Faz seu pedido!" for a tuk-tuk tour).
  if (!cta && (BOOKED.test(text) || HIRED.test(text))) return "booking";
  return !cta && sellsNoGoods(text) ? "booking" : "sales"; // a funeral home, a law firm, a trade: contacted, never bought from
}

function domainOf(url: string): string | null {
  const match = /^(?:[a-z]+:\/\/)?(?:www\.)?([^/?#\s:]+)/i.exec(url.trim());
  return match?.[1] && match[1].includes(".") ? match[1].toLowerCase() : null;
}

/** Words capitalised mid-sentence are names ("Bluetooth"); their case survives lower-casing. */
function properWords(description: string): Set<string> {
  const words = new Set<string>();
  for (const match of description.matchAll(/(?<=[\p{Ll},] )\p{Lu}[\p{L}\d-]*/gu)) words.add(match[0]);
  return words;
}

function midSentence(phrase: string, proper: Set<string>, name: string, language: string): string {
  // "Croissants, cinnamon buns and rye bread": the first word without the comma that follows it.
  const first = (phrase.split(/\s+/)[0] ?? "").replace(/[,;:.!?]+$/u, "");
  // "Dishwasher-safe" is title case too; "USB" and "iPhone" are not.
  const titleCase = /^\p{Lu}[\p{Ll}'’]*(?:-\p{Ll}+)*$/u.test(first);
  // Names and proper words keep their capital everywhere.
  if (!titleCase || proper.has(first) || name.split(/\s+/).includes(first)) return phrase;
  // A model's name: a capital word before a bare number or another capital word ("Jordan 1, Dunk Low").
  if (language !== "de" && /^\S+\s+(?:\d+(?:,|$)|\p{Lu}\p{Ll}+)/u.test(phrase)) return phrase;
  // German nouns keep theirs too; a verb, adjective or article only had it as a sentence start ("Lädt kabellos").
  if (language === "de") return germanLowersFirst(phrase, proper) ? lowerFirst(phrase, language) : phrase;
  return lowerFirst(phrase, language);
}

const packFor = (language: string): ReadingPack => READING_PACKS[language as LanguageCode] ?? READING_PACKS.en;

const containsAny = (text: string, words: readonly string[]): boolean => {
  const have = new Set(normWords(text));
  return words.some((w) => (w.includes(" ") ? text.toLowerCase().includes(w) : have.has(w)));
};

const hits = (text: string, pattern: RegExp): number => (text.match(new RegExp(pattern, "giu")) ?? []).length;

interface Phrase {
  text: string;
  /** Items of one enumeration share a form: "bank sync, invoices in two clicks" are all nouns. */
  group: number;
}

/** The description's phrases in order, and the product's descriptor when the first sentence defines it. */
function phrasesOf(description: string, name: string, language: string): { phrases: Phrase[]; descriptor: string | null; singular: boolean } {
  let descriptor: string | null = null;
  let singular = false;
  const phrases: Phrase[] = [];
  sentencesOfDescription(description).forEach((typed, index) => {
    const raw = language === "de" ? germanNounCase(typed) : typed;
    let sentence: string | null = stripSubject(raw, name);
    let isList = false;
    if (index === 0) {
      // English definitions come in several shapes; every language writes "Kind of product: what it does".
      const definition = language === "en" ? splitDefinition(sentence) : colonDefinition(sentence);
      if (definition) {
        ({ descriptor, singular } = definition);
        sentence = definition.rest;
        isList = definition.restIsList;
      }
    }
    if (!sentence) return;
    const clauses = splitClauses(sentence, language);
    const items = limitsWithSubject(splitList(clauses, isList, language)); // "nur 80 Stück" stays with its geese
    const group = items.length > 1 && (isList || items.length > clauses.length) ? index : -1 - index * 100;
    items.forEach((text, k) => phrases.push({ text, group: group >= 0 ? group : group - k }));
  });
  return { phrases, descriptor, singular };
}

// The writer and the score read the same brief for every text of a call: parse it once.
const BRIEF_CACHE = new Map<string, Brief>();
const BRIEF_CACHE_SIZE = 64;

/** Reads the inputs into facts (cached; treat the result as read-only). `avoid` drops every phrase that holds an avoided word. */
export function parseBrief(input: BriefInput, language: string, avoid: readonly string[] = []): Brief {
  const key = JSON.stringify([input.productName, input.productDescription, input.targetAudience, input.cta, input.websiteUrl, language, avoid]);
  const hit = BRIEF_CACHE.get(key);
  if (hit) return hit;
  const brief = readBrief(withoutNonWords(input), language, avoid);
  if (BRIEF_CACHE.size >= BRIEF_CACHE_SIZE) BRIEF_CACHE.delete(BRIEF_CACHE.keys().next().value as string);
  BRIEF_CACHE.set(key, brief);
  return brief;
}

// Numbers whose unit reads the same in every language: "500 Wh", "39 mm", "15%", "18k".
const NEUTRAL_NUMBER = /(?<![\p{L}\d])\d+(?:[.,]\d+)?\s?(?:%|mm|cm|km|kg|ml|kWh|Wh|W|V|GB|TB|MP|mAh|g|k|h)(?![\p{L}\d])/gu;
// Acronyms and model codes ("SMS", "ISO 9001") are names in any language.
const NEUTRAL_NAME = /(?<![\p{L}\d])\p{Lu}{2,}(?:\s\d+)?(?![\p{L}\d])/gu;

// German capitalises every noun: a capitalised word is a name only when it cannot be a German noun
// (no umlaut or ß, no noun ending, no plural -s): "Square" and "Toast" are, "Wochenplan" and "Restaurants" not.
const GERMAN_NOUN = /[äöüß]|(?:ung|heit|keit|schaft|plan|en|er|ern|el|chen|lein|ling|nis|tum|ion|tät|ik|ur|ende|ant|ismus|s)$/iu;

/** The description's language-neutral facts, joined as a spec line ("Bosch · 500 Wh · 120 km"), or null. */
function neutralFacts(description: string, proper: Set<string>, source: LanguageCode, name: string): string | null {
  const names = [...proper].filter((w) => !name.includes(w) && (source !== "de" || !GERMAN_NOUN.test(w)));
  const parts = [...names, ...(description.match(NEUTRAL_NAME) ?? []), ...(description.match(NEUTRAL_NUMBER) ?? [])];
  const unique = [...new Set(parts.map((p) => p.trim()))].filter((p) => !name.includes(p)).slice(0, 4);
  return unique.length ? unique.join(" · ") : null;
}

function readBrief(input: BriefInput, language: string, avoid: readonly string[]): Brief {
  const detected = detectLanguage(`${input.productDescription ?? ""} ${input.targetAudience ?? ""}`);
  const sourceLanguage = detected && detected !== language ? detected : null;
  if (sourceLanguage) return foreignBrief(input, language, avoid, sourceLanguage);
  return { ...nativeBrief(input, language, avoid), sourceLanguage: null };
}

/** A brief in another language than the copy: the name, the goal, a spec line of neutral facts; no phrase of its own. */
function foreignBrief(input: BriefInput, language: string, avoid: readonly string[], source: LanguageCode): Brief {
  const native = nativeBrief({ ...input, productDescription: "", targetAudience: undefined }, language, avoid);
  const description = input.productDescription ?? "";
  const proper = properWords(description);
  const spec = neutralFacts(description, proper, source, native.name);
  const kind = productKindOf(native.name, description, input.targetAudience);
  const ctaText = clean(input.cta ?? "");
  // The user's own CTA stays when it is written in the output language.
  const cta = ctaText && detectLanguage(ctaText, 1) === language ? native.cta : null;
  const specFact: Fact[] = spec && !containsAny(spec, avoid)
    ? [{ text: spec, short: null, numbers: spec.match(NEUTRAL_NUMBER) ?? [], instruction: false, form: "other", addressesReader: false, address: null, type: "feature" }]
    : [];
  return {
    ...native,
    features: specFact,
    numbers: specFact[0]?.numbers ?? [],
    cta,
    goal: goalOf(ctaText, description, kind),
    kind,
    keywords: [...proper].filter((w) => source !== "de" && !native.name.includes(w)),
    properWords: [...proper],
    sourceLanguage: source,
  };
}

function nativeBrief(input: BriefInput, language: string, avoid: readonly string[]): Omit<Brief, "sourceLanguage"> {
  const name = clean(input.productName).replace(/[.]+$/, "") || "Product";
  // "w/", "par pers.", "c/u", "aprox.": written out in the brief's language before anything is read (shorthand.ts).
  const typed = writtenOut(input.productDescription ?? "", language); // and a German brief's nouns get their capital ("versicherungsmakler")
  const nouns = language === "de" ? germanNounsOf(name, typed, input.targetAudience, input.cta) : null;
  const description = nouns ? germanNounsCapitalised(typed, nouns) : typed;
  const proper = properWords(description);
  const pack = packFor(language);
  // "Sadece 240 gram" opens a sentence; mid-sentence it is "sadece 240 gram".
  const found = numberPhrasesOf(description, name, language)
    .map((n) => ({ ...n, phrase: midSentence(n.phrase, proper, name, language) }))
    .filter((n) => !containsAny(n.phrase, avoid))
    .slice(0, 4);
  const numbers = found.map((n) => n.phrase);
  const scopes = limitScopesOf(description, name); // "max 4 dogs" is the group walks': never "4 dogs" alone
  const boundNumbers = found.filter((n) => n.bound || statesScopedFigure(n.phrase, scopes)).map((n) => n.phrase);
  const parsed = phrasesOf(description, name, language);
  // "Für Eltern mit wenig Zeit: Bastelboxen …" — a colon head that names the audience says who it is for, not what it is.
  const descriptorText =
    parsed.descriptor && !containsAny(parsed.descriptor, avoid) && !audienceOf(parsed.descriptor, pack) ? midSentence(parsed.descriptor, proper, name, language) : null;
  const descriptorAudience = parsed.descriptor && audienceOf(parsed.descriptor, pack);
  // Only English patterns say what the product is ({descriptor}); elsewhere it stays one of the facts.
  if (descriptorText && language !== "en") parsed.phrases.push({ text: descriptorText, group: -99_999 });

  const phrases: Phrase[] = [];
  for (const { text, group } of parsed.phrases) {
    let phrase = clean(stripSubject(text, name));
    if (codePointLength(phrase) > 140) phrase = cutToFit(phrase, 120);
    const words = wordsOf(phrase);
    if (words.length < 2 && !/\d/.test(phrase)) continue;
    if (phrase.toLowerCase() === name.toLowerCase() || containsAny(phrase, avoid)) continue;
    const mid = midSentence(phrase, proper, name, language);
    if (!phrases.some((p) => p.text.toLowerCase() === mid.toLowerCase())) phrases.push({ text: mid, group });
  }

  const groupForm = new Map<number, FactForm>();
  const toFact = ({ text, group }: Phrase): Fact => {
    const instruction = isInstruction(text);
    const own = formOf(text, instruction, language);
    // An enumeration takes the form of its first item ("invoices in two clicks" is a noun there).
    const form = own === "instruction" ? own : (groupForm.get(group) ?? own);
    if (!groupForm.has(group)) groupForm.set(group, form);
    const lower = text.toLowerCase();
    return {
      text,
      short: shortForm(text, form, language),
      tight: tightForm(text, form, language),
      // "Sadece 240 gram" and "sadece 240 gram" are one number: a text must not say it twice.
      numbers: numbers.filter((n) => lower.includes(n.toLowerCase())),
      instruction,
      form,
      addressesReader: addressesReader(text) || addressesReaderIn(text, pack),
      address: addressOf(text, pack, false, true),
      spec: isSpec(text),
    };
  };
  const scored = phrases.slice(0, 10).map((phrase, order) => {
    const fact = toFact(phrase);
    // Benefits are what the reader gets: "keeps", "saves", "you", and numbers that prove it.
    const benefit = hits(fact.text, BENEFIT_HINT) + (/\d/.test(fact.text) ? 1 : 0) + (fact.form === "verb" || fact.form === "clause" ? 0.5 : 0);
    const feature = hits(fact.text, FEATURE_HINT) + (fact.form === "noun" || (language !== "en" && ARTICLE_START.test(fact.text)) ? 0.5 : 0);
    return { fact, benefit, feature, order };
  });
  const benefitsScored = scored.filter((s) => s.benefit >= s.feature && s.benefit > 0).sort((a, b) => b.benefit - a.benefit || a.order - b.order);
  for (const s of scored) s.fact.type = factTypeOf(s.fact.text, pack, s.fact.spec === true, benefitsScored.includes(s) ? "benefit" : "feature");
  // "For busy parents" says who it is for, not what it does: it feeds the audience wording, never a claim.
  const audienceFacts = scored.filter((s) => s.fact.type === "audience").map((s) => s.fact);
  const benefits = benefitsScored.filter((s) => s.fact.type !== "audience").map((s) => s.fact);
  const features = scored.filter((s) => !benefitsScored.includes(s) && s.fact.type !== "audience").map((s) => s.fact);
  // Every text needs a benefit to lead with; the first phrase of a description is usually its point.
  if (benefits.length === 0 && features.length > 1) benefits.push(features.shift() as Fact);
  demotePracticalities(benefits, features); // "Kein Walk-in", opening hours: never the lead (round 11)
  leadWithStrongest(benefits, features); // a warranty, no fee or a price before a fact that sells nothing (round 10)
  // A description that only defines the product still gives one fact: the definition itself.
  if (benefits.length + features.length === 0 && descriptorText) {
    // "other": only placeholders without a grammar filter take it, since it names the product rather than a part of it.
    features.push({ text: descriptorText, short: null, numbers: [], instruction: false, form: "other", addressesReader: false, address: null, type: "feature" });
  }

  const audienceText = clean(nouns ? germanNounsCapitalised(input.targetAudience ?? "", nouns) : (input.targetAudience ?? "")).replace(/^(?:target audience|audience|zielgruppe|for|für|pour|para|per|voor|için)\s*:?\s+/iu, "");
  // Without a target audience, the description's own "for busy parents" names it.
  const ownAudience = descriptorAudience || (audienceFacts.map((f) => audienceOf(f.text, pack)).find((who): who is string => !!who) ?? "");
  const audienceWanted = audienceText || ownAudience;
  const audience = audienceWanted && !containsAny(audienceWanted, avoid) ? midSentence(audienceWanted, proper, name, language) : null;
  const ctaText = clean(input.cta ?? "");
  const cta = ctaText && !containsAny(ctaText, avoid) ? ctaText : null;
  const url = input.websiteUrl?.trim() || null;

  const counts = new Map<string, number>();
  for (const word of wordsOf(description)) {
    const lower = word.toLowerCase();
    if (lower.length < 4 || STOPWORDS.has(lower) || /^\d/.test(lower) || name.toLowerCase().includes(lower) || containsAny(word, avoid)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const keywords = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w).slice(0, 12);
  const kind = productKindOf(name, description, input.targetAudience);

  return {
    name,
    descriptor: descriptorText,
    descriptorSingular: parsed.singular,
    benefits,
    features,
    numbers,
    boundNumbers,
    audience,
    cta,
    goal: goalOf(ctaText, description, kind),
    contact: contactOf(ctaText, `${name} ${description}`),
    kind,
    url,
    domain: url ? domainOf(url) : null,
    keywords,
    properWords: [...proper],
  };
}
