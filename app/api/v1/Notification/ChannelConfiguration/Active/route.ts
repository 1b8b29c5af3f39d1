import { withApi } from "@/lib/http/with-api";
import { getActiveChannelConfigurations } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";

export const GET = withApi(getActiveChannelConfigurations, ({ db, query }) => notifications.listActiveChannels(db, query.applicationId));
