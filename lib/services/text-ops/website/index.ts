import "server-only";
import type { GuardOptions } from "@/lib/outbound";
import { websiteError } from "./errors";
import { extractPage } from "./extract-page";
import { fetchPage } from "./fetch-page";
import { toProductInformation } from "./product-information";
import { renderPage } from "./render-page";
import { needsJavaScript } from "./script-shell";
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

const hostOf = (url: string) => new URL(url).host;

/**
 * Endpoint 5: product name, description, audience, ad goal, language and call to action of a web
 * page. The page is read through the outbound guard and, with advanceMode, rendered in Chromium
 * first; a page that is only a script shell is rendered even without it, and refused with a 422
 * when rendering shows no more. Every field the page does not hold is null.
 */
export async function extractProductInformation(input: ProductInformationInput, options: ExtractionOptions = {}): Promise<ProductInformation> {
  const fetched = await fetchPage(input.url, { preferredLanguage: input.preferredLanguage, guard: options.guard });
  let html = input.advanceMode ? await renderPage(fetched, options.guard) : fetched.html;
  let page = extractPage(html, fetched.url);
  // A shell that builds itself with JavaScript ("Loading…") would import the wrong product or
  // none: render it as if advanceMode had been asked for.
  if (!input.advanceMode && needsJavaScript(html, page)) {
    html = await renderPage(fetched, options.guard).catch((error: unknown) => {
      const reason = error instanceof Error ? ` ${error.message}` : "";
      throw websiteError(`The page at ${hostOf(fetched.url)} builds its content with JavaScript, and rendering it failed.${reason}`);
    });
    page = extractPage(html, fetched.url);
  }
  if (needsJavaScript(html, page)) {
    throw websiteError(
      `The page at ${hostOf(fetched.url)} builds its content with JavaScript and still showed no product after rendering (only a placeholder such as "Loading…"). Fill the brief in by hand, or import the product's own page.`,
    );
  }
  const extracted = toProductInformation(page);
  return options.summarize ? options.summarize(page, input.preferredLanguage, extracted) : extracted;
}
