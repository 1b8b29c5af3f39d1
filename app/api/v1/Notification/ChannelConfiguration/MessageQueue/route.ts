import { withApi } from "@/lib/http/with-api";
import { createMessageQueueConfiguration, updateMessageQueueConfiguration } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(createMessageQueueConfiguration, ({ db, query, body }) =>
  notifications.createMessageQueueChannel(db, query.applicationId, body),
);

export const PUT = withApi(updateMessageQueueConfiguration, ({ db, query, body }) =>
  notifications.updateMessageQueueChannel(db, query.applicationId, query.configurationId, body),
);

// Any other method: 405 in the contract's body.
export const { GET, PATCH, DELETE } = refuseOtherMethods("POST", "PUT");
