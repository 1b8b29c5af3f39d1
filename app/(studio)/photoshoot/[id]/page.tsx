import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { PhotoshootView } from "@/components/photoshoot/photoshoot-view";

export const metadata: Metadata = { title: "Photoshoot" };

export default async function PhotoshootResultPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser();
  return <PhotoshootView id={(await params).id} canWrite={userCan(user, "write")} />;
}
