import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { ReviewBoard } from "@/components/review/review-board";
import { PageHeader } from "@/components/ui/states";

export const metadata: Metadata = { title: "Review board" };

export default async function ReviewPage() {
  const user = await requirePageUser();
  return (
    <>
      <PageHeader
        title="Review board"
        description={
          userCan(user, "review")
            ? "Every creative and ad text of the workspace: approve, request changes or reject, and share a selection with a client."
            : "Your creatives and ad texts as the reviewers see them: their decisions and comments, which you can answer."
        }
      />
      <ReviewBoard />
    </>
  );
}
