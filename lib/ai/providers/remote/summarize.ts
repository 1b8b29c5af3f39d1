import "server-only";
import { z } from "zod";
import type { ExtractedPage, ProductInformation } from "@/lib/ai/product-page";
import { completeJson, type ChatModelOptions } from "../chat-completions";

// Enough of the page for a summary; the rest is navigation-free body text the model need not see.
const MAX_MAIN_TEXT = 6000;

const summarySchema = z.strictObject({
  productName: z.string().nullable(),
  productDescription: z.string().nullable(),
  targetAudience: z.string().nullable(),
  cta: z.string().nullable(),
});

const present = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * ProductDescription with a remote model: the extracted fields rewritten in preferredLanguage,
 * the description summarized from the page. A field the page does not hold stays null (the
 * model is told so, and its answer for such a field is ignored, except the description, which
 * the page's main text may hold). adGoal and language are codes and stay as extracted.
 */
export async function summarizeProductPage(options: ChatModelOptions, page: ExtractedPage, preferredLanguage: string, extracted: ProductInformation): Promise<ProductInformation> {
  const mainText = page.mainText.slice(0, MAX_MAIN_TEXT);
  const reply = await completeJson(
    options,
    [
      {
        role: "system",
        content:
          "You summarize product web pages for advertisers. Use only what the page says; never invent a product, a claim, an audience or a call to action. " +
          "A field the page does not support is null.",
      },
      {
        role: "user",
        content: [
          `Write every field in the language "${preferredLanguage}".`,
          "productName: the product's name, verbatim (names are not translated). productDescription: two or three sentences on what it is and does. " +
            "targetAudience: who it is for, as a short noun phrase. cta: the page's main call to action, translated, at most five words.",
          `Fields already extracted (null = not on the page): ${JSON.stringify(extracted)}`,
          `Page title: ${page.title ?? ""}`,
          `Main heading: ${page.h1 ?? ""}`,
          `Meta description: ${page.metaDescription ?? page.openGraph.description ?? ""}`,
          page.structured.product ? `Structured product data: ${JSON.stringify(page.structured.product)}` : "",
          mainText ? `Page text:\n${mainText}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
      },
    ],
    "product_information",
    summarySchema,
  );
  const keep = (field: "productName" | "targetAudience" | "cta") => (extracted[field] === null ? null : (present(reply[field]) ?? extracted[field]));
  return {
    productName: keep("productName"),
    productDescription: extracted.productDescription === null && !mainText ? null : (present(reply.productDescription) ?? extracted.productDescription),
    targetAudience: keep("targetAudience"),
    adGoal: extracted.adGoal,
    language: extracted.language,
    cta: keep("cta"),
  };
}
