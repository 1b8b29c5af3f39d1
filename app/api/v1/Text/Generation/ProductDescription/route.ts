import { withApi } from "@/lib/http/with-api";
import { extractProductDescription } from "@/lib/schemas/text-ops";
import { extractProductInformation } from "@/lib/services/text-ops/website";

// No summarizer yet: the rule-based extraction answers until the text model's hook is plugged in.
export const GET = withApi(extractProductDescription, ({ query }) =>
  extractProductInformation({ url: query.url, preferredLanguage: query.preferredLanguage, advanceMode: query.advanceMode }),
);
