import { withApi } from "@/lib/http/with-api";
import { listDeliveries } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(listDeliveries, ({ db, query }) => notifications.listDeliveries(db, query.applicationId, query.configurationId, query));

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
