import { withApi } from "@/lib/http/with-api";
import { getAllChannelConfigurations } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";

export const GET = withApi(getAllChannelConfigurations, ({ db, query }) => notifications.listChannels(db, query.applicationId));
