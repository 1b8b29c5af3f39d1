import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { UsersPanel } from "@/components/settings/users-panel";
import { WorkspacePanel } from "@/components/settings/workspace-panel";
import { SettingsNav } from "@/components/settings/settings-nav";
import { EmptyState, PageHeader } from "@/components/ui/states";

export const metadata: Metadata = { title: "Settings" };

/** Admins only; the BFF refuses the same calls to anyone else, whatever the page shows. */
export default async function SettingsPage() {
  const user = await requirePageUser();
  if (!userCan(user, "admin")) {
    return (
      <EmptyState icon="fa-solid fa-lock" title="Settings are for admins">
        Your role cannot manage users or the workspace. Ask an admin if you need access.
      </EmptyState>
    );
  }
  return (
    <>
      <PageHeader title="Settings" description="The workspace, its users and their roles." />
      <SettingsNav current="/settings" />
      <div className="flex flex-col gap-10">
        <WorkspacePanel />
        <UsersPanel currentUserId={user.id} />
      </div>
    </>
  );
}
