import { withApi } from "@/lib/http/with-api";
import { generateJwtToken } from "@/lib/schemas/auth";
import * as tokens from "@/lib/services/tokens";
import { refuseOtherMethods } from "@/lib/http/other-methods";

// The wrapper has already checked that the API key belongs to body.applicationId.
export const POST = withApi(generateJwtToken, ({ db, body, caller }) => tokens.generateJwtToken(db, body, caller.apiKeyId));

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
