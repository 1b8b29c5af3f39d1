import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getDatabase } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { needsSetup } from "@/lib/studio/workspace";
import { fromLoopback } from "@/lib/studio/setup-token";
import { SetupForm } from "@/components/auth/setup-form";

export const metadata: Metadata = { title: "Set up the studio" };

/** First run only: once an admin exists, this page sends visitors to sign-in. */
export default async function SetupPage() {
  await connection();
  if (!(await needsSetup(await getDatabase()))) redirect("/sign-in");
  // From another machine than the server's, setup asks for the token in the server's log.
  return <SetupForm remoteBackend={getEnv().BACKEND_URL ?? null} needsSetupToken={!fromLoopback(await headers())} />;
}
