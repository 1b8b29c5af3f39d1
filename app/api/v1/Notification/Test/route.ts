import { withApi } from "@/lib/http/with-api";
import { sendTestNotification } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(sendTestNotification, ({ db, query }) => notifications.sendTestNotification(db, query.applicationId, query.configurationId));

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
