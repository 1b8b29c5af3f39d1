import { withApi } from "@/lib/http/with-api";
import { createAdTexts, updateAdTexts } from "@/lib/schemas/ad-texts";
import { adTextSettings } from "@/lib/ai/providers";
import { createAdTextProcess, regenerateAdTextProcess } from "@/lib/services/ad-texts";
import { refuseOtherMethods } from "@/lib/http/other-methods";

// The credits are taken by the statement that stores the process: one statement per call (with-api.ts).
export const POST = withApi(createAdTexts, ({ db, body, caller, chargeOnWrite }) => createAdTextProcess(db, adTextSettings(), caller.applicationId, body, chargeOnWrite), {
  chargeOnWrite: true,
});

export const PUT = withApi(updateAdTexts, ({ db, body, caller, charge }) =>
  regenerateAdTextProcess(db, adTextSettings(), caller.applicationId, body, charge),
);

// Any other method: 405 in the contract's body.
export const { GET, PATCH, DELETE } = refuseOtherMethods("POST", "PUT");
