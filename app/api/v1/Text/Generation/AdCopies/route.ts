import { withApi } from "@/lib/http/with-api";
import { getTextModel } from "@/lib/ai/providers";
import { writeAdCopiesOperation } from "@/lib/schemas/text-ops";
import { writeAdCopies } from "@/lib/services/text-ops/ad-copies";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(writeAdCopiesOperation, ({ body }) => writeAdCopies(getTextModel(), body));

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
