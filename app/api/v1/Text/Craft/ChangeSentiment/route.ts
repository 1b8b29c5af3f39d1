import { withApi } from "@/lib/http/with-api";
import { getTextModel } from "@/lib/ai/providers";
import { changeSentiment as operation } from "@/lib/schemas/text-ops";
import { changeSentiment } from "@/lib/services/text-ops/change-sentiment";
import { refuseOtherMethods } from "@/lib/http/other-methods";

// The answer is one JSON string literal, as the contract shows: Response.json("…").
export const POST = withApi(operation, ({ body }) => changeSentiment(getTextModel(), body));

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
