import { withApi } from "@/lib/http/with-api";
import { getTextModel } from "@/lib/ai/providers";
import { extractProductDescription } from "@/lib/schemas/text-ops";
import { extractProductInformation } from "@/lib/services/text-ops/website";
import { refuseOtherMethods } from "@/lib/http/other-methods";

// A remote text model summarizes the fields in preferredLanguage; the built-in engine has no summarizer.
export const GET = withApi(extractProductDescription, ({ query }) =>
  extractProductInformation(
    { url: query.url, preferredLanguage: query.preferredLanguage, advanceMode: query.advanceMode },
    { summarize: getTextModel().summarizeProductPage },
  ),
);

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
