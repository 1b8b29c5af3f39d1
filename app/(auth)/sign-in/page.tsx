import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getDatabase } from "@/lib/db";
import { getStudioUser } from "@/lib/auth/studio-session";
import { needsSetup } from "@/lib/studio/workspace";
import { SignInForm } from "@/components/auth/sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

/** Only same-site paths: a callbackUrl can never send the user to another site. */
function safeCallback(value: string | string[] | undefined): string {
  const path = typeof value === "string" ? value : "";
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/ad-texts";
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  if (await needsSetup(await getDatabase())) redirect("/setup");
  const params = await searchParams;
  const callbackUrl = safeCallback(params.callbackUrl);
  if (await getStudioUser()) redirect(callbackUrl);
  const notice = params.expired ? "Your session has expired. Sign in again to continue." : params.signedOut ? "You have signed out." : params.created ? "The studio is ready. Sign in with the admin account you just created." : undefined;
  return <SignInForm callbackUrl={callbackUrl} notice={notice} />;
}
