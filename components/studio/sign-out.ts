"use client";
import { signOutOfSession } from "@/components/auth/next-auth-client";
import { WIZARD_STORAGE_KEY } from "@/lib/stores/ad-text-wizard";

/** Ends the session and forgets this browser's drafts, then shows the sign-in page. */
export async function signOutOfStudio() {
  localStorage.removeItem(WIZARD_STORAGE_KEY);
  await signOutOfSession();
  // A full load, so no cached data of this session outlives it.
  window.location.assign(new URL("/sign-in?signedOut=1", window.location.origin));
}
