import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { SettingsNav } from "@/components/settings/settings-nav";
import { UsagePanel } from "@/components/settings/usage-panel";
import { EmptyState, PageHeader } from "@/components/ui/states";

export const metadata: Metadata = { title: "Credits" };

/** Admins only; the BFF refuses the same calls to anyone else. */
export default async function CreditsPage() {
  const user = await requirePageUser();
  if (!userCan(user, "admin")) {
    return (
      <EmptyState icon="fa-solid fa-lock" title="Credits are for admins">
        Your role cannot see or add the workspace&apos;s credits. Ask an admin of this workspace when credits run low.
      </EmptyState>
    );
  }
  return (
    <>
      <PageHeader title="Credits" description="What the workspace has left, what it spent them on, and adding more." />
      <SettingsNav current="/settings/credits" />
      <UsagePanel />
    </>
  );
}
