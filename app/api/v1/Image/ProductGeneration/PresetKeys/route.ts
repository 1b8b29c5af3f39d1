import { withApi } from "@/lib/http/with-api";
import { publicBaseUrl } from "@/lib/http/public-url";
import { presetKeys } from "@/lib/schemas/photoshoot";
import { listPresets } from "@/lib/services/photoshoot/presets";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(presetKeys, async ({ request }) => listPresets(publicBaseUrl(request)));

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
