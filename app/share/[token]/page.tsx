import "@fortawesome/fontawesome-free/css/all.min.css";
import type { Metadata } from "next";
import { SharedReview } from "@/components/review/shared-review";

export const metadata: Metadata = { title: "Shared for review", robots: { index: false, follow: false }, referrer: "no-referrer" };

/** A client's read-only page: no session, only the link's token (checked by the BFF on every call). */
export default async function SharedReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <SharedReview token={token} />
      </main>
    </div>
  );
}
