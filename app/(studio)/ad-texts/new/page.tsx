import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { AdTextWizard } from "@/components/ad-texts/wizard/ad-text-wizard";
import { EmptyState, PageHeader } from "@/components/ui/states";

export const metadata: Metadata = { title: "New ad texts" };

export default async function NewAdTextsPage() {
  const user = await requirePageUser();
  if (!userCan(user, "write")) {
    return (
      <EmptyState icon="fa-solid fa-lock" title="Reviewers read, marketers write">
        Your role can read the workspace&apos;s ad texts but not generate new ones. Ask an admin for the marketer role.
      </EmptyState>
    );
  }
  return (
    <>
      <PageHeader title="New ad texts" description="Five steps from a product to five scored texts. Your draft is saved in this browser as you type." />
      <AdTextWizard />
    </>
  );
}
