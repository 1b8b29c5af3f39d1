import { withApi } from "@/lib/http/with-api";
import { createMessageQueueConfiguration, updateMessageQueueConfiguration } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";

export const POST = withApi(createMessageQueueConfiguration, ({ db, query, body }) =>
  notifications.createMessageQueueChannel(db, query.applicationId, body),
);

export const PUT = withApi(updateMessageQueueConfiguration, ({ db, query, body }) =>
  notifications.updateMessageQueueChannel(db, query.applicationId, query.configurationId, body),
);
