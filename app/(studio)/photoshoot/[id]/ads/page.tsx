import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { MakeAdsView } from "@/components/finished-ads/make-ads-view";

export const metadata: Metadata = { title: "Make ads" };

export default async function MakeAdsPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser();
  return <MakeAdsView photoshootId={(await params).id} canWrite={userCan(user, "write")} canManageKits={userCan(user, "admin")} />;
}
