import type { LanguageCode } from "../codes";
import type { ToneKey } from "../tones";
import type { CopyEngineChecks } from "./copy-engine-checks-types";
import type { CopyEnginePack, CopyEngineWords, ToneLines } from "./copy-engine-types";
import type { LanguageIdentity } from "./language-types";
import type { CopyPack, ShortToneWords, StrategyTexts, TextOpsSignals, TextOpsWords } from "./text-ops-types";

/**
 * Everything one language writes for the two text engines, each part in its own file of
 * packs/<xx>/. Every part is required, so a language added to LANGUAGE_CODES makes the compiler
 * list each piece still missing in the registry (./index.ts).
 */
export interface LanguagePack {
  code: LanguageCode;
  /** How the language is named, recognised and cut (language.ts; also in ./identities.ts, for browser code). */
  language: LanguageIdentity;
  /** The copy engine's sentence patterns per move, tone lexicons, default calls to action, quotes (copy-engine.ts). */
  copyEngine: CopyEnginePack;
  /** The copy engine's lines of each tone, on top of the shared patterns (copy-engine-tones.ts). */
  copyEngineTones: ToneLines;
  /** The words the copy engine's checks and openers use beside its patterns (copy-engine-words.ts). */
  copyEngineWords: CopyEngineWords;
  /** The words the copy engine's score checks look for in a finished text (copy-engine-checks.ts). */
  copyEngineChecks: CopyEngineChecks;
  /** The text operations' headline, punchline and call-to-action patterns (text-ops-copies.ts). */
  textOpsCopies: CopyPack;
  /** The text operations' strategy names and rationales (text-ops-strategies.ts). */
  textOpsStrategies: StrategyTexts;
  /** Each tone's shortest words, for rewrites at tight limits (text-ops-short-words.ts). */
  textOpsShortWords: Readonly<Record<ToneKey, ShortToneWords>>;
  /** The words the text operations' code uses beside the patterns (text-ops-words.ts). */
  textOpsWords: TextOpsWords;
  /** The words by which the text operations read a brief's goal and product, and a strategy text's family (text-ops-signals.ts). */
  textOpsSignals: TextOpsSignals;
}
