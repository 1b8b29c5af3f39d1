import { withApi } from "@/lib/http/with-api";
import { deleteChannelConfiguration, getChannelConfiguration } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(getChannelConfiguration, ({ db, query }) => notifications.getChannel(db, query.applicationId, query.configurationId));

export const DELETE = withApi(deleteChannelConfiguration, ({ db, query }) =>
  notifications.deleteChannel(db, query.applicationId, query.configurationId),
);

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH } = refuseOtherMethods("GET", "DELETE");
