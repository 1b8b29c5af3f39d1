import { getDatabase } from "@/lib/db";
import { listStudioUsers } from "@/lib/db/queries/studio";
import { createUser } from "@/lib/services/users";
import { AppError } from "@/lib/errors";
import { StudioError } from "@/lib/studio/errors";
import { newUserBody } from "@/lib/studio/schemas";
import { studioRoute } from "@/lib/studio/route";

const toJson = (u: { id: string; email: string; role: string; createdAt: Date }) => ({ ...u, createdAt: u.createdAt.toISOString() });

export const GET = studioRoute({ permission: "admin", action: "managing users" }, async () => (await listStudioUsers(await getDatabase())).map(toJson));

export const POST = studioRoute({ permission: "admin", action: "managing users", body: newUserBody }, async ({ body }) => {
  try {
    const user = await createUser(await getDatabase(), body);
    return { id: user.id, email: user.email, role: user.role };
  } catch (error) {
    if (error instanceof AppError) throw new StudioError(409, error.message, { email: error.message });
    throw error;
  }
});
