import { withApi } from "@/lib/http/with-api";
import { getTextModel } from "@/lib/ai/providers";
import { extractProductDescription } from "@/lib/schemas/text-ops";
import { extractProductInformation } from "@/lib/services/text-ops/website";

// A remote text model summarizes the fields in preferredLanguage; the built-in engine has no summarizer.
export const GET = withApi(extractProductDescription, ({ query }) =>
  extractProductInformation(
    { url: query.url, preferredLanguage: query.preferredLanguage, advanceMode: query.advanceMode },
    { summarize: getTextModel().summarizeProductPage },
  ),
);
