import "server-only";
import { getDatabase } from "@/lib/db";
import { listStudioUsers } from "@/lib/db/queries/studio";
import type { StudioUser } from "@/lib/auth/studio-session";
import { ADD_CREDITS_LINK, CREDITS_SETTINGS_HREF, addCreditsNext, nextText, type CreditsHelp } from "./credit-words";
import { roleCan } from "./roles";
import { StudioError } from "./errors";

/** Who can add credits for this person: they themself (an admin), or the admins they should ask (by e-mail, studio users only). */
export async function creditsHelpFor(user: StudioUser): Promise<CreditsHelp> {
  if (roleCan(user.role, "admin")) return { canAddCredits: true, admins: [] };
  const admins = (await listStudioUsers(await getDatabase())).filter((u) => u.role === "admin").map((u) => u.email);
  return { canAddCredits: false, admins };
}

/**
 * A call the service refused for credits (402), with the way forward for the person's role: an
 * admin gets the words and a link to Settings → Credits, anyone else whom to ask.
 */
export function outOfCreditsFor(error: StudioError, user: StudioUser | null): StudioError {
  const canAdd = user !== null && roleCan(user.role, "admin");
  const next = addCreditsNext({ canAddCredits: canAdd, admins: [] }, "now");
  const link = canAdd ? { href: CREDITS_SETTINGS_HREF, label: ADD_CREDITS_LINK } : undefined;
  return new StudioError(error.status, `${error.message} ${nextText(next)}`, error.fields, link);
}
