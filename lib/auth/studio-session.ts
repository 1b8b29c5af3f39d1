import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { getDatabase } from "@/lib/db";
import { findUserById } from "@/lib/db/queries/studio";
import { roleCan, type Permission, type StudioRole } from "@/lib/studio/roles";
import { studioAuthOptions } from "./studio-auth";

export interface StudioUser {
  id: string;
  email: string;
  role: StudioRole;
}

const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/**
 * The signed-in studio user, or null. The role is read from the database on every request, so a
 * role change or a removed user takes effect at once, not when the session cookie expires.
 */
export async function getStudioUser(): Promise<StudioUser | null> {
  const session = await getServerSession(studioAuthOptions());
  if (!session?.user?.id) return null;
  return (await findUserById(await getDatabase(), session.user.id)) ?? null;
}

/** Whether the browser sent a session cookie at all: with no user, the session has expired. */
export async function hasSessionCookie(): Promise<boolean> {
  const jar = await cookies();
  return SESSION_COOKIES.some((name) => jar.has(name));
}

/** For signed-in pages: the user, or a redirect to sign-in (noting an expired session). */
export async function requirePageUser(): Promise<StudioUser> {
  const user = await getStudioUser();
  if (user) return user;
  if (!(await hasSessionCookie())) redirect("/sign-in");
  const back = (await headers()).get("x-adcraft-studio-path");
  redirect(back ? `/sign-in?expired=1&callbackUrl=${encodeURIComponent(back)}` : "/sign-in?expired=1");
}

export function userCan(user: StudioUser, permission: Permission): boolean {
  return roleCan(user.role, permission);
}
