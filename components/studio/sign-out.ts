"use client";
import { signOut } from "next-auth/react";
import { WIZARD_STORAGE_KEY } from "@/lib/stores/ad-text-wizard";

/** Ends the session and forgets this browser's drafts, then shows the sign-in page. */
export async function signOutOfStudio() {
  localStorage.removeItem(WIZARD_STORAGE_KEY);
  await signOut({ redirect: false });
  window.location.assign("/sign-in?signedOut=1");
}
