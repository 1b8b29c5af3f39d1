import "server-only";
import type { GuardOptions } from "@/lib/outbound";
import { extractPage } from "./extract-page";
import { fetchPage } from "./fetch-page";
import { toProductInformation } from "./product-information";
import { renderPage } from "./render-page";
import type { ProductInformation, ProductInformationInput, ProductSummarizer } from "@/lib/ai/product-page";

export type { ExtractedPage, ProductInformation, ProductInformationInput, ProductSummarizer } from "@/lib/ai/product-page";

export interface ExtractionOptions {
  /**
   * Hook for the remote text model: rewrites the extracted fields in `preferredLanguage`. Without
   * it the answer is the rule-based extraction, in the page's own words.
   */
  summarize?: ProductSummarizer;
  /** The outbound guard's allowlist and resolver; tests inject them, the server uses the settings. */
  guard?: GuardOptions;
}

/**
 * Endpoint 5: product name, description, audience, ad goal, language and call to action of a web
 * page. The page is read through the outbound guard and, with advanceMode, rendered in Chromium
 * first; every field the page does not hold is null.
 */
export async function extractProductInformation(input: ProductInformationInput, options: ExtractionOptions = {}): Promise<ProductInformation> {
  const fetched = await fetchPage(input.url, { preferredLanguage: input.preferredLanguage, guard: options.guard });
  const html = input.advanceMode ? await renderPage(fetched, options.guard) : fetched.html;
  const page = extractPage(html, fetched.url);
  const extracted = toProductInformation(page);
  return options.summarize ? options.summarize(page, input.preferredLanguage, extracted) : extracted;
}
