import { withApi } from "@/lib/http/with-api";
import { listDeliveries } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";

export const GET = withApi(listDeliveries, ({ db, query }) => notifications.listDeliveries(db, query.applicationId, query.configurationId, query.limit));
