import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth/studio-session";
import { PhotoshootView } from "@/components/photoshoot/photoshoot-view";

export const metadata: Metadata = { title: "Photoshoot" };

export default async function PhotoshootResultPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageUser();
  return <PhotoshootView id={(await params).id} />;
}
