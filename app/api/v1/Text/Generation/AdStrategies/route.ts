import { withApi } from "@/lib/http/with-api";
import { getTextModel } from "@/lib/ai/providers";
import { suggestAdStrategies as operation } from "@/lib/schemas/text-ops";
import { suggestAdStrategies } from "@/lib/services/text-ops/ad-strategies";

export const POST = withApi(operation, ({ body }) => suggestAdStrategies(getTextModel(), body));
