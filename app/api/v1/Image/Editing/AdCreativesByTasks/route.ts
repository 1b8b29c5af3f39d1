import { withApi } from "@/lib/http/with-api";
import { publicBaseUrl } from "@/lib/http/public-url";
import { adCreativesByTasks } from "@/lib/schemas/finished-ads";
import { startAdCreativesByTasks } from "@/lib/services/finished-ads/start";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(adCreativesByTasks, ({ db, body, request, charge }) => startAdCreativesByTasks(db, body, publicBaseUrl(request), charge));

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
