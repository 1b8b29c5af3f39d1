import { withApi } from "@/lib/http/with-api";
import { publicBaseUrl } from "@/lib/http/public-url";
import { presetKeys } from "@/lib/schemas/photoshoot";
import { listPresets } from "@/lib/services/photoshoot/presets";

export const GET = withApi(presetKeys, async ({ request }) => listPresets(publicBaseUrl(request)));
