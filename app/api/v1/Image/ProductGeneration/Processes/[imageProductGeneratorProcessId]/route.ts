import { withApi } from "@/lib/http/with-api";
import { deletePhotoshootOperation } from "@/lib/schemas/image-generation";
import { deletePhotoshoot } from "@/lib/services/photoshoot/delete-photoshoot";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const DELETE = withApi(deletePhotoshootOperation, ({ db, params, caller }) =>
  deletePhotoshoot(db, { applicationId: caller.applicationId, processId: params.imageProductGeneratorProcessId }),
);

// Any other method: 405 in the contract's body.
export const { GET, POST, PUT, PATCH } = refuseOtherMethods("DELETE");
