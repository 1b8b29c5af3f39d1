import { withApi } from "@/lib/http/with-api";
import { createWebHookConfiguration, updateWebHookConfiguration } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(createWebHookConfiguration, ({ db, query, body }) => notifications.createWebHookChannel(db, query.applicationId, body));

export const PUT = withApi(updateWebHookConfiguration, ({ db, query, body }) =>
  notifications.updateWebHookChannel(db, query.applicationId, query.configurationId, body),
);

// Any other method: 405 in the contract's body.
export const { GET, PATCH, DELETE } = refuseOtherMethods("POST", "PUT");
