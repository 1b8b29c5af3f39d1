import { z } from "zod";
import { defineOperation } from "./operation";
import { guid } from "./fields";

export const creditsQuery = z.object({ applicationId: guid() });

export const creditsResponse = z
  .object({
    applicationId: guid(),
    apiKey: z.string().meta({ description: "The calling key, masked to its last 4 characters." }),
    credits: z.number().int().meta({ description: "Credits left on the calling key." }),
  })
  .meta({ id: "AccountCredits" });

export const getCredits = defineOperation({
  method: "GET",
  path: "/api/v1/Account/Credits",
  summary: "The calling API key's credit balance (ours; free).",
  tag: "Account",
  auth: "token",
  query: creditsQuery,
  response: creditsResponse,
});

export const accountOperations = [getCredits];
