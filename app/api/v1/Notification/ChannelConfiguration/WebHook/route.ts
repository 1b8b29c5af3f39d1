import { withApi } from "@/lib/http/with-api";
import { createWebHookConfiguration, updateWebHookConfiguration } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";

export const POST = withApi(createWebHookConfiguration, ({ db, query, body }) => notifications.createWebHookChannel(db, query.applicationId, body));

export const PUT = withApi(updateWebHookConfiguration, ({ db, query, body }) =>
  notifications.updateWebHookChannel(db, query.applicationId, query.configurationId, body),
);
