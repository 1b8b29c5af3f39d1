import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requirePageUser } from "@/lib/auth/studio-session";
import { isGuid } from "@/lib/schemas/fields";
import { ReviewItemView } from "@/components/review/item-view";

export const metadata: Metadata = { title: "Review" };

export default async function ReviewItemPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageUser();
  const { id } = await params;
  if (!isGuid(id)) notFound();
  return <ReviewItemView id={id.toLowerCase()} />;
}
