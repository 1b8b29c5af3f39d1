import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { ProcessList } from "@/components/ad-texts/process-list";
import { ScopeTabs } from "@/components/ad-texts/scope-tabs";
import { PageHeader } from "@/components/ui/states";

export const metadata: Metadata = { title: "Workspace ad texts" };

export default async function WorkspaceAdTextsPage() {
  const user = await requirePageUser();
  const canWrite = userCan(user, "write");
  return (
    <>
      <PageHeader title="Ad texts" description="Every process in the workspace, by everyone." />
      {canWrite && <ScopeTabs current="workspace" />}
      <ProcessList scope="workspace" canWrite={canWrite} />
    </>
  );
}
