import { withApi } from "@/lib/http/with-api";
import { publicBaseUrl } from "@/lib/http/public-url";
import { adCreativesByKind } from "@/lib/schemas/finished-ads";
import { startAdCreativesByKind } from "@/lib/services/finished-ads/start";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(adCreativesByKind, ({ db, body, request, charge }) => startAdCreativesByKind(db, body, publicBaseUrl(request), charge));

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
