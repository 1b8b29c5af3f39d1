import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { ProcessView } from "@/components/ad-texts/process-view";

export const metadata: Metadata = { title: "Ad text results" };

export default async function AdTextProcessPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  return <ProcessView id={id} role={user.role} canWrite={userCan(user, "write")} />;
}
