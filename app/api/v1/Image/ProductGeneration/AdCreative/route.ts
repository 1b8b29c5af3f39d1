import { withApi } from "@/lib/http/with-api";
import { publicBaseUrl } from "@/lib/http/public-url";
import { adCreative } from "@/lib/schemas/image-generation";
import { startAdCreative } from "@/lib/services/photoshoot/creatives";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(adCreative, ({ db, body, request, charge }) => startAdCreative(db, body, publicBaseUrl(request), charge));

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
