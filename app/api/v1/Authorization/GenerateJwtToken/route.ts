import { withApi } from "@/lib/http/with-api";
import { ApiError } from "@/lib/http/errors";
import { generateJwtToken } from "@/lib/schemas/auth";
import * as tokens from "@/lib/services/tokens";

export const POST = withApi(generateJwtToken, async ({ db, body, caller }) => {
  if (caller!.applicationId !== body.applicationId) throw ApiError.unauthorized("The API key does not belong to this application.");
  return tokens.generateJwtToken(db, body);
});
