import { changeSentiment, textOpWarningSchema, WARNINGS_HEADER } from "@/lib/schemas/text-ops";
import { rewriteRequest } from "@/lib/studio/schemas";
import { studioRoute, withoutBlanks } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** The service's warnings header, read leniently: a missing or garbled one is no warning, not a failure. */
function readWarnings(value: string | null) {
  try {
    const parsed = textOpWarningSchema.array().safeParse(JSON.parse(value ?? "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** A headline rewritten in another tone or language, within a character limit, with what could not be done as asked. */
export const POST = studioRoute({ permission: "write", action: "using the text tools", body: rewriteRequest }, async ({ user, body }) => {
  const service = await workspaceService();
  const response = await service.send(changeSentiment, { body: { ...withoutBlanks(body), applicationId: service.applicationId, userId: user.id } });
  const text = (await response.json()) as string;
  return { text, warnings: readWarnings(response.headers.get(WARNINGS_HEADER)) };
});
