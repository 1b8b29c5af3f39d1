import { withApi } from "@/lib/http/with-api";
import { getActiveChannelConfigurations } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

// An application holds a handful of channels: the page is cut from the whole list.
export const GET = withApi(getActiveChannelConfigurations, async ({ db, query }) => {
  const active = await notifications.listActiveChannels(db, query.applicationId);
  return { ...active, $values: active.$values.slice(query.offset, query.offset + query.limit) };
});

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
