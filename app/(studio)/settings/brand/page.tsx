import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { BrandKitsPanel } from "@/components/settings/brand-kits-panel";
import { SettingsNav } from "@/components/settings/settings-nav";
import { EmptyState, PageHeader } from "@/components/ui/states";

export const metadata: Metadata = { title: "Brand kits" };

/** Admins only; the BFF refuses changing and deleting kits to anyone else. */
export default async function BrandPage() {
  const user = await requirePageUser();
  if (!userCan(user, "admin")) {
    return (
      <EmptyState icon="fa-solid fa-lock" title="Brand kits are for admins">
        Your role cannot change the workspace&apos;s brand kits. You can still pick a kit on the Make ads page; ask an admin if a kit needs changing.
      </EmptyState>
    );
  }
  return (
    <>
      <PageHeader title="Brand kits" description="Logo, colours, fonts and tone for finished ads." />
      <SettingsNav current="/settings/brand" />
      <BrandKitsPanel />
    </>
  );
}
