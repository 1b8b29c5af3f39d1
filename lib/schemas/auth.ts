import { z } from "zod";
import { defineOperation } from "./operation";
import { guid, timestamp } from "./fields";

export const tokenPairSchema = z
  .object({
    $id: z.string().meta({ example: "1" }),
    applicationId: guid(),
    accessToken: z.string().meta({ description: "JWT (HS256) carrying the applicationId claim; valid 60 minutes." }),
    accessTokenExpiration: timestamp(),
    refreshToken: z.string().meta({ description: "Opaque, single use; valid 7 days past the access token's expiry." }),
    refreshTokenExpiration: timestamp(),
  })
  .meta({ id: "TokenPair" });

export const generateJwtTokenBody = z
  .object({ applicationId: guid(), jwtPrivateKey: z.string().min(1) })
  .meta({ id: "GenerateJwtTokenRequest" });

export const refreshJwtTokenBody = z
  .object({ applicationId: guid(), refreshToken: z.string().min(1) })
  .meta({ id: "RefreshJwtTokenRequest" });

export const generateJwtToken = defineOperation({
  method: "POST",
  path: "/api/v1/Authorization/GenerateJwtToken",
  summary: "Issue an access token and a refresh token for an application.",
  tag: "Authorization",
  auth: "key",
  body: generateJwtTokenBody,
  bodyType: "json",
  response: tokenPairSchema,
});

export const refreshJwtToken = defineOperation({
  method: "POST",
  path: "/api/v1/Authorization/RefreshJwtToken",
  summary: "Exchange a refresh token for a new pair; the old refresh token is revoked.",
  tag: "Authorization",
  auth: "key",
  body: refreshJwtTokenBody,
  bodyType: "json",
  response: tokenPairSchema,
});

export const authOperations = [generateJwtToken, refreshJwtToken];
