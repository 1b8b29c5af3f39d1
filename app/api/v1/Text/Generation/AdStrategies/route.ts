import { withApi } from "@/lib/http/with-api";
import { getTextModel } from "@/lib/ai/providers";
import { suggestAdStrategies as operation } from "@/lib/schemas/text-ops";
import { suggestAdStrategies } from "@/lib/services/text-ops/ad-strategies";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(operation, ({ body }) => suggestAdStrategies(getTextModel(), body));

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
