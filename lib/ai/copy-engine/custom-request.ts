/**
 * The customRequest instructions the built-in engine understands (see README.md). Anything else
 * is kept in `ignored` so a caller can tell the user, and is passed on to remote models verbatim.
 */
export interface CustomInstructions {
  mention: string[];
  avoid: string[];
  /** -1 shorter, +1 longer. */
  length: -1 | 0 | 1;
  address: "formal" | "informal" | null;
  /** Overrides emojiSelection 2 (engine's choice) only. */
  emoji: boolean | null;
  exclamation: boolean | null;
  includeUrl: boolean;
  hashtags: boolean | null;
  ignored: string[];
}

const NONE: CustomInstructions = {
  mention: [], avoid: [], length: 0, address: null, emoji: null, exclamation: null, includeUrl: false, hashtags: null, ignored: [],
};

const INSTRUCTION_START =
  "(?:please |also |and )*(?:mention|include|highlight|emphasi[sz]e|talk about|refer to|add|avoid|don't|do not|never|no|without|make|keep|use|write|be|erwähne|nenne|vermeide|mentionne|mentionnez|évite|évitez|menciona|mencione|evita|evite|menziona|noem|vermijd)\\b";
const PARTS = new RegExp(`[.;!\\n]+\\s*|,\\s*(?=${INSTRUCTION_START})|\\s+and\\s+(?=${INSTRUCTION_START})|\\s+und\\s+|\\s+et\\s+`, "iu");

const unquote = (text: string): string =>
  text.trim().replace(/^["'“”„«‹‘’\s]+|["'“”«»‹›‘’\s.,!?]+$/gu, "").trim();

function wordList(text: string): string[] {
  return text
    .split(/\s*(?:,|\bor\b|\band\b|\boder\b|\bou\b|\bo\b|\/)\s*/iu)
    .map(unquote)
    .filter((w) => w.length > 0);
}

// Unicode-aware word boundaries: \b does not see "ú" or "ü" as letters.
const words = (body: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, "iu");

type Rule = readonly [RegExp, (m: RegExpExecArray, out: CustomInstructions) => void];

// Order matters: noun-led switches first, then verb-led mention/avoid, then tone-wide switches.
const RULES: readonly Rule[] = [
  [words("(?:no|without|avoid|don'?t use|do not use|remove|skip|ohne|keine|sans|sin|senza|sem|zonder)\\s+(?:any\\s+)?emojis?"), (_m, o) => void (o.emoji = false)],
  [words("(?:use|add|include|with|more|mit|avec|con|com|met)\\s+(?:some\\s+)?emojis?"), (_m, o) => void (o.emoji = true)],
  [words("(?:no|without|avoid|don'?t use|do not use)\\s+exclamation(?:\\s+(?:marks?|points?))?"), (_m, o) => void (o.exclamation = false)],
  [words("(?:no|without|avoid|don'?t use|do not use|ohne)\\s+hashtags?"), (_m, o) => void (o.hashtags = false)],
  [words("(?:add|use|include|with|mit)\\s+(?:some\\s+|a few\\s+)?hashtags?"), (_m, o) => void (o.hashtags = true)],
  [words("(?:include|add|mention|show|link to|use)\\s+(?:the\\s+|our\\s+|a\\s+)?(?:link|url|website|web site|site|webseite|lien)"), (_m, o) => void (o.includeUrl = true)],
  [
    /^(?:avoid|don'?t use|do not use|never use|never say|don'?t say|do not say|vermeide|verwende nicht|évite|évitez|n'utilise pas|evita|evite|no uses|vermijd)\s+(?:(?:the|using|das|le|la|les|el|het)\s+)?(?:(?:words?|terms?|phrases?|wort|wörter|begriff|mot|mots|palabras?|parole?|palavras?|woord(?:en)?)\s+)?(.+)$/iu,
    (m, o) => void o.avoid.push(...wordList(m[1] ?? "")),
  ],
  [
    /^(?:mention|include|highlight|emphasi[sz]e|talk about|refer to|add|say|erwähne|erwähnen sie|nenne|mentionne|mentionnez|menciona|mencione|menziona|mencionar|noem)\s+(?:that\s+|the fact that\s+|dass\s+|que\s+)?(.+)$/iu,
    (m, o) => {
      const text = unquote(m[1] ?? "");
      if (text) o.mention.push(text);
    },
  ],
  // Offers, discounts and events are said as they are written: "Black Friday with 20% off", "free shipping in December".
  [
    /^.*(?:\d+\s?%|\bsale\b|\bdiscount|\boff\b|black friday|cyber monday|christmas|xmas|easter|valentine|mother'?s day|father'?s day|back to school|summer|winter|free shipping|rabatt|weihnacht|ostern|sommer|soldes|réduction|noël|descuento|rebajas|navidad|sconto|saldi|natale|desconto|natal|korting|kerst|indirim|yılbaşı).*$/iu,
    (m, o) => {
      const text = unquote(m[0]);
      if (text) o.mention.push(text);
    },
  ],
  [words("informal|casual|use du|duzen|du-form|tuto(?:ie|y)\\w*|use tu|tutea\\w*|use tú|first[- ]name|use je|use sen"), (_m, o) => void (o.address = "informal")],
  [words("formal|polite|use sie|siezen|sie-form|vouvo(?:ie|y)\\w*|use vous|use usted|use lei|use u|use siz"), (_m, o) => void (o.address = "formal")],
  [words("shorter|short|concise|brief|briefer|fewer words|less text|tighter|kürzer|knapp|plus court|más corto|più breve|mais curto|korter|daha kısa"), (_m, o) => void (o.length = -1)],
  [words("longer|more detail(?:ed|s)?|detailed|elaborate|länger|ausführlich|plus long|más largo|più lungo|mais longo|langer|daha uzun"), (_m, o) => void (o.length = 1)],
];

export function parseCustomRequest(request: string | undefined | null): CustomInstructions {
  const out: CustomInstructions = { ...NONE, mention: [], avoid: [], ignored: [] };
  const text = (request ?? "").trim();
  if (!text) return out;
  for (const raw of text.split(PARTS)) {
    const part = raw.trim().replace(/^(?:please|also|and|then)\s+/iu, "");
    if (!part) continue;
    const rule = RULES.find(([pattern]) => pattern.test(part));
    if (!rule) {
      out.ignored.push(part);
      continue;
    }
    const [pattern, apply] = rule;
    const match = pattern.exec(part);
    if (match) apply(match, out);
  }
  out.mention = out.mention.slice(0, 3);
  return out;
}
