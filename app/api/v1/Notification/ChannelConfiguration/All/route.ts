import { withApi } from "@/lib/http/with-api";
import { pagedResponse } from "@/lib/http/paged";
import { getAllChannelConfigurations } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

// An application holds a handful of channels: the page is cut from the whole list.
export const GET = withApi(getAllChannelConfigurations, async ({ db, query }) => {
  const all = await notifications.listChannels(db, query.applicationId);
  return pagedResponse(all.slice(query.offset, query.offset + query.limit), all.length);
});

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
