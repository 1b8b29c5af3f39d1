import { getDatabase } from "@/lib/db";
import { countAdmins, deleteUser, findUserById, setUserRole } from "@/lib/db/queries/studio";
import { StudioError } from "@/lib/studio/errors";
import { userRoleBody } from "@/lib/studio/schemas";
import { studioRoute } from "@/lib/studio/route";

async function otherUser(id: string, self: string) {
  if (id === self) throw new StudioError(409, "You cannot change your own role or remove yourself; ask another admin.");
  const db = await getDatabase();
  const target = /^[0-9a-f-]{36}$/i.test(id) ? await findUserById(db, id) : undefined;
  if (!target) throw StudioError.notFound("No such user.");
  // The last admin stays: otherwise no one could manage the studio again.
  if (target.role === "admin" && (await countAdmins(db)) <= 1) throw new StudioError(409, "The studio needs at least one admin.");
  return { db, target };
}

export const PATCH = studioRoute({ permission: "admin", action: "managing users", body: userRoleBody }, async ({ user, params, body }) => {
  const { db } = await otherUser(params.id!, user.id);
  const updated = await setUserRole(db, params.id!, body.role);
  return { ...updated!, createdAt: updated!.createdAt.toISOString() };
});

export const DELETE = studioRoute({ permission: "admin", action: "managing users" }, async ({ user, params }) => {
  const { db } = await otherUser(params.id!, user.id);
  await deleteUser(db, params.id!);
  return { ok: true };
});
