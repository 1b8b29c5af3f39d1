import { withApi } from "@/lib/http/with-api";
import { getTextModel } from "@/lib/ai/providers";
import { writeAdCopiesOperation } from "@/lib/schemas/text-ops";
import { writeAdCopies } from "@/lib/services/text-ops/ad-copies";

export const POST = withApi(writeAdCopiesOperation, ({ body }) => writeAdCopies(getTextModel(), body));
