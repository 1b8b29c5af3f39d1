import { withApi } from "@/lib/http/with-api";
import { sendTestNotification } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";

export const POST = withApi(sendTestNotification, ({ db, query }) => notifications.sendTestNotification(db, query.applicationId, query.configurationId));
