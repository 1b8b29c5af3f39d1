import type { Metadata } from "next";
import { requirePageUser, userCan } from "@/lib/auth/studio-session";
import { PhotoshootHistory } from "@/components/photoshoot/photoshoot-history";
import { PhotoshootStudio } from "@/components/photoshoot/photoshoot-studio";
import { PageHeader } from "@/components/ui/states";

export const metadata: Metadata = { title: "Photoshoot" };

export default async function PhotoshootPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePageUser();
  const preset = (await searchParams).preset;
  const initialPresets = (Array.isArray(preset) ? preset : preset ? preset.split(",") : []).filter((id) => /^[a-z0-9_-]{1,80}$/i.test(id)).slice(0, 6);
  const canWrite = userCan(user, "write");
  return (
    <>
      <PageHeader title="Photoshoot" description="Upload one product photo and get six ad creatives in the scenes you choose." />
      <div className="flex flex-col gap-12">
        {canWrite ? (
          <PhotoshootStudio initialPresets={initialPresets} userId={user.id} />
        ) : (
          <p className="rounded-lg bg-slate-100 p-4 text-sm dark:bg-slate-800">Your role can look at the workspace&apos;s photoshoots; marketers and admins run new ones.</p>
        )}
        <PhotoshootHistory />
      </div>
    </>
  );
}
