import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { studioPresetCatalog } from "@/lib/studio/presets";
import { PresetGallery } from "@/components/presets/preset-gallery";
import { PageHeader } from "@/components/ui/states";

export const metadata: Metadata = { title: "Presets" };

/** The catalog is rendered on the server, so the first row's thumbnails load with the HTML, not after the scripts. */
export default async function PresetsPage() {
  const user = await requirePageUser();
  const catalog = await studioPresetCatalog(user.id).catch(() => undefined);
  return (
    <>
      <PageHeader title="Presets" description="Scenes for your product photoshoots. Open one to read its prompt and use it in a photoshoot." />
      <PresetGallery canUse={userCan(user, "write")} initialCatalog={catalog} />
    </>
  );
}
