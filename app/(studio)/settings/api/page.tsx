import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { ApiKeysPanel } from "@/components/settings/api-keys-panel";
import { SettingsNav } from "@/components/settings/settings-nav";
import { EmptyState, PageHeader } from "@/components/ui/states";

export const metadata: Metadata = { title: "API access" };

/** Admins only; the BFF refuses the same calls to anyone else. */
export default async function ApiAccessPage() {
  const user = await requirePageUser();
  if (!userCan(user, "admin")) {
    return (
      <EmptyState icon="fa-solid fa-lock" title="API access is for admins">
        Your role cannot see or change the workspace&apos;s API keys. Ask an admin if a system needs a key.
      </EmptyState>
    );
  }
  return (
    <>
      <PageHeader title="API access" description="Keys for the systems that call the API, and how to make a first call. The credits they spend are in Settings → Credits." />
      <SettingsNav current="/settings/api" />
      <ApiKeysPanel />
    </>
  );
}
