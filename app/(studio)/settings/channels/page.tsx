import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { ChannelsPanel } from "@/components/settings/channels-panel";
import { SettingsNav } from "@/components/settings/settings-nav";
import { EmptyState, PageHeader } from "@/components/ui/states";

export const metadata: Metadata = { title: "Notification channels" };

/** Admins only; the BFF refuses the same calls to anyone else. */
export default async function ChannelsPage() {
  const user = await requirePageUser();
  if (!userCan(user, "admin")) {
    return (
      <EmptyState icon="fa-solid fa-lock" title="Channel settings are for admins">
        Your role cannot change where notifications go. Ask an admin if a channel needs changing.
      </EmptyState>
    );
  }
  return (
    <>
      <PageHeader title="Notification channels" description="Where the service reports each finished creative. Photoshoots need at least one active channel." />
      <SettingsNav current="/settings/channels" />
      <ChannelsPanel />
    </>
  );
}
