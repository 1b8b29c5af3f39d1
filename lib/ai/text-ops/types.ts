/**
 * Requests and results of the text operations (endpoints 6–8), shared by the built-in writers
 * and the remote model. Plain data: no imports, so a UI may use the types too.
 */
export interface AdStrategiesRequest {
  productName: string;
  productDescription: string;
  targetAudience: string;
  adGoal: string;
  /** Strategy names already in use; none of them is suggested again (case-insensitive). */
  currentStrategies: string[];
}

export interface AdStrategy {
  adStrategyShortName: string;
  rationale: string;
  /** Font Awesome 6 free classes, e.g. "fa-solid fa-bolt". */
  fontAwesomeIcon: string;
}

export interface AdCopiesRequest {
  productName: string;
  productDescription: string;
  strategy?: string;
  cta: string;
  outputLanguage: string;
  tone: string;
  targetAudience: string;
  isLongHeadline: boolean;
  /** Seeds the choice of patterns: the same seed gives the same copies. */
  seed?: number;
}

export interface CallToAction {
  cta: string;
  fontAwesomeIcon: string;
}

export interface AdCopies {
  headlines: string[];
  punchlines: string[];
  callToActions: CallToAction[];
}

export interface RewriteRequest {
  headLine: string;
  productName: string;
  productDescription: string;
  tone?: string;
  /** A code or name; absent: the headline's own language. */
  language?: string;
  /** Most code points the result may have. */
  textLimit: number;
  seed?: number;
}

/** Counts and ranges the built-in writers guarantee and the remote model is asked for. */
export const COPY_COUNTS = { headlines: 5, punchlines: 5, callToActions: 4 } as const;
export const HEADLINE_WORDS = { short: [13, 17], long: [25, 40] } as const satisfies Record<string, readonly [number, number]>;
export const PUNCHLINE_WORDS = [2, 12] as const;
export const STRATEGY_COUNT = { min: 5, max: 8 } as const;
