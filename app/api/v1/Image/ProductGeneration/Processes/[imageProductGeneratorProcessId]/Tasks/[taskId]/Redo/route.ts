import { withApi } from "@/lib/http/with-api";
import { publicBaseUrl } from "@/lib/http/public-url";
import { refuseOtherMethods } from "@/lib/http/other-methods";
import { redoSceneOperation } from "@/lib/schemas/image-generation";
import { redoScene } from "@/lib/services/photoshoot/redo-scene";

export const POST = withApi(redoSceneOperation, ({ db, params, caller, request, charge }) =>
  redoScene(db, { applicationId: caller.applicationId, processId: params.imageProductGeneratorProcessId, taskId: params.taskId }, publicBaseUrl(request), charge),
);

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
