import type { AdTextRequest, GeneratedAdText } from "@/lib/ai/copy-engine";
import type { AdCopies, AdCopiesRequest, AdStrategiesRequest, AdStrategy, RewriteRequest } from "@/lib/ai/text-ops";
import type { ProductSummarizer } from "@/lib/ai/product-page";

/**
 * Everything the text endpoints ask of a writer. Two implementations, chosen in
 * lib/ai/providers.ts from the settings: the built-in copy engine (default, no network) and any
 * OpenAI-compatible chat endpoint.
 */
export interface TextModel {
  readonly name: string;
  /** Throws UnsupportedLanguageError when it cannot write in the requested language. */
  writeAdTexts(request: AdTextRequest): Promise<GeneratedAdText[]>;
  /** 5 to 8 strategies, best first, none of request.currentStrategies. */
  adStrategies(request: AdStrategiesRequest): Promise<AdStrategy[]>;
  /** Throws UnsupportedLanguageError when it cannot write in the requested language. */
  adCopies(request: AdCopiesRequest): Promise<AdCopies>;
  /** At most request.textLimit code points. Throws UnsupportedLanguageError for a language it cannot write. */
  rewriteHeadline(request: RewriteRequest): Promise<string>;
  /**
   * Rewrites website extraction's fields in the preferred language. Only a language model can;
   * the built-in engine has none, and ProductDescription then answers the page's own words.
   */
  readonly summarizeProductPage?: ProductSummarizer;
}

export type { AdTextRequest, GeneratedAdText, AdCopies, AdCopiesRequest, AdStrategiesRequest, AdStrategy, RewriteRequest };
