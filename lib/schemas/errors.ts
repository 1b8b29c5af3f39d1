import { z } from "zod";

export const errorBodySchema = z
  .object({
    errors: z.record(z.string(), z.array(z.string())).meta({ example: { "business:": ["The access token is missing or invalid."] } }),
    type: z.string().meta({ example: "https://tools.ietf.org/html/rfc7231#section-6.5.1" }),
    title: z.string().meta({ example: "One or more errors occurred." }),
    status: z.number().int(),
    detail: z.string().nullable(),
    instance: z.string().nullable(),
    extensions: z.object({ traceId: z.string() }),
  })
  .meta({ id: "ErrorBody", description: "The one error body of every non-2xx response." });

export type ErrorBody = z.infer<typeof errorBodySchema>;
