import { withApi } from "@/lib/http/with-api";
import { ApiError } from "@/lib/http/errors";
import { refreshJwtToken } from "@/lib/schemas/auth";
import * as tokens from "@/lib/services/tokens";

export const POST = withApi(refreshJwtToken, async ({ db, body, caller }) => {
  if (caller!.applicationId !== body.applicationId) throw ApiError.unauthorized("The API key does not belong to this application.");
  return tokens.refreshJwtToken(db, body);
});
