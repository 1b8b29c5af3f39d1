import { withApi } from "@/lib/http/with-api";
import { getTextModel } from "@/lib/ai/providers";
import { changeSentiment as operation, WARNINGS_HEADER } from "@/lib/schemas/text-ops";
import { changeSentiment } from "@/lib/services/text-ops/change-sentiment";
import { warningsHeader } from "@/lib/services/text-ops/warnings";
import { refuseOtherMethods } from "@/lib/http/other-methods";

// The answer is one JSON string literal, as the contract shows: Response.json("…"). Our warnings
// cannot join a bare string, so they travel in a header (additive: the body stays the contract's).
export const POST = withApi(operation, async ({ body }) => {
  const { text, warnings } = await changeSentiment(getTextModel(), body);
  return Response.json(text, { headers: { [WARNINGS_HEADER]: warningsHeader(warnings) } });
});

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
