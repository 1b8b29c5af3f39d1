import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { ProcessList } from "@/components/ad-texts/process-list";
import { ScopeTabs } from "@/components/ad-texts/scope-tabs";
import { PageHeader } from "@/components/ui/states";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

export const metadata: Metadata = { title: "Ad texts" };

export default async function AdTextsPage() {
  const user = await requirePageUser();
  const canWrite = userCan(user, "write");
  // A reviewer writes nothing, so "my history" is always empty: their first screen is everyone's
  // texts. A page load is redirected by the studio layout already; this covers in-app navigation.
  if (!canWrite) redirect("/ad-texts/workspace");
  return (
    <>
      <PageHeader
        title="Ad texts"
        description="Everything you generated, newest first. Open a process to favorite, copy or regenerate its texts."
        actions={
          canWrite && (
            <Link href="/ad-texts/new" className={buttonClass()}>
              <Icon name="fa-solid fa-wand-magic-sparkles" /> New ad texts
            </Link>
          )
        }
      />
      <ScopeTabs current="mine" />
      <ProcessList scope="mine" canWrite={canWrite} />
    </>
  );
}
