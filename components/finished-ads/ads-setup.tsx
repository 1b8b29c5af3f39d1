"use client";
import Link from "next/link";
import { useState } from "react";
import { errorMessage, StudioRequestError } from "@/lib/hooks/studio-fetch";
import { useBrandKits, useMakeAds } from "@/lib/hooks/use-finished-ads";
import { taskFileUrl, type PhotoshootTask } from "@/lib/hooks/use-photoshoot";
import { usePresets } from "@/lib/hooks/use-presets";
import { makeAdsRequest, type AdRef, type AdTextsInput } from "@/lib/studio/ads-schemas";
import { AD_SIZE_CHOICES, TEMPLATE_CHOICES } from "@/lib/studio/ad-sizes";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { RadioCard } from "@/components/ui/radio-card";
import { sceneName } from "@/components/photoshoot/scene-name";
import { AdTextRows } from "./ad-text-rows";
import { AdTextsSource } from "./ad-texts-source";
import { QuickBrandKit } from "./quick-brand-kit";

const LANGUAGES = [
  ["en", "English"], ["de", "German"], ["fr", "French"], ["es", "Spanish"], ["it", "Italian"], ["nl", "Dutch"], ["pt", "Portuguese"], ["pl", "Polish"], ["sv", "Swedish"], ["da", "Danish"],
] as const;

/** The setup: which creative, the texts (typed or from ad texts), brand kit, sizes and template. */
export function AdsSetup({ photoshootId, creatives, canManageKits, onMade }: { photoshootId: string; creatives: PhotoshootTask[]; canManageKits: boolean; onMade: (ads: AdRef[], renderKind: number) => void }) {
  const presets = usePresets();
  const kits = useBrandKits();
  const make = useMakeAds();
  const [taskId, setTaskId] = useState(creatives[0]!.taskId);
  const [ads, setAds] = useState<AdTextsInput[]>([{ headline: "", punchline: "", cta: "" }]);
  const [kitId, setKitId] = useState<string>("");
  const [renderKind, setRenderKind] = useState(1023);
  const [template, setTemplate] = useState<(typeof TEMPLATE_CHOICES)[number]["id"]>("overlay");
  const [language, setLanguage] = useState("en");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const chosenKit = kitId || kits.data?.[0]?.id || "";

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = makeAdsRequest.safeParse({ photoshootId, taskId, brandKitId: chosenKit, renderKind, template, language, ads });
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
      return;
    }
    setProblems({});
    make.mutate(parsed.data, { onSuccess: (record) => onMade(record.tasks.map((t) => ({ processId: record.imageProductGeneratorProcessId, taskId: t.taskId })), parsed.data.renderKind) });
  }
  const serviceFields = make.error instanceof StudioRequestError ? make.error.fields : {};
  const fieldError = (path: string) => problems[path] ?? serviceFields[path];

  return (
    <form onSubmit={submit} className="flex flex-col gap-6" noValidate aria-label="Make ads">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold">1. The creative</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {creatives.map((task, index) => (
            <label key={task.taskId} className="flex cursor-pointer flex-col gap-1 rounded-lg border border-slate-300 p-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-700 dark:has-[:checked]:bg-brand-900/40">
              {/* eslint-disable-next-line @next/next/no-img-element -- the 600 px thumbnail from the BFF */}
              <img src={taskFileUrl(photoshootId, task.taskId, "low", { inline: true })} alt="" className="aspect-[1674/628] w-full rounded object-contain" />
              <span className="flex items-center gap-2">
                <input type="radio" name="creative" value={task.taskId} checked={taskId === task.taskId} onChange={() => setTaskId(task.taskId)} className="accent-brand-600" />
                <span className="line-clamp-2">{index + 1}. {sceneName(task, presets.data?.presets)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">2. The texts</legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">One ad for each row (up to six), each in every size. Type them, or take them from your ad texts.</p>
        <AdTextsSource onUse={(text) => setAds((rows) => fillRow(rows, text))} />
        <AdTextRows rows={ads} onRows={setAds} error={fieldError} />
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">3. Brand, sizes and look</legend>
        <Card className="flex flex-col gap-3 p-4">
          {kits.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">The brand kits could not be loaded: {errorMessage(kits.error)}</p>
          ) : !kits.data ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-busy="true">Loading the brand kits…</p>
          ) : kits.data.length === 0 ? (
            <QuickBrandKit onCreated={(kit) => setKitId(kit.id)} />
          ) : (
            <div className="flex flex-col gap-1">
              <label htmlFor="brand-kit" className="text-sm font-medium">Brand kit</label>
              <Select id="brand-kit" value={chosenKit} onChange={(e) => setKitId(e.target.value)}>
                {kits.data.map((kit) => (
                  <option key={kit.id} value={kit.id}>{kit.name}{kit.hasLogo ? " (with logo)" : ""}</option>
                ))}
              </Select>
              {fieldError("brandKitId") && <p className="text-sm text-red-700 dark:text-red-300">{fieldError("brandKitId")}</p>}
            </div>
          )}
          {/* A kit's logo, tone and changes are kept in Settings, which only an admin may open. */}
          {canManageKits ? (
            <p className="text-sm">
              <Link href="/settings/brand" className="font-medium text-brand-700 underline dark:text-brand-300">
                <Icon name="fa-solid fa-palette" /> Manage brand kits
              </Link>
              <span className="text-slate-600 dark:text-slate-400"> (logo, colours, fonts and tone, in Settings)</span>
            </p>
          ) : (
            <p className="text-xs text-slate-600 dark:text-slate-400">Brand kits are kept by the workspace&apos;s admins in Settings → Brand kits.</p>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor="ad-language" className="text-sm font-medium">Language of the texts</label>
            <Select id="ad-language" value={language} onChange={(e) => setLanguage(e.target.value)}>
              {LANGUAGES.map(([code, name]) => <option key={code} value={code}>{name}</option>)}
            </Select>
            <p className="text-xs text-slate-600 dark:text-slate-400">Long words are split at syllables in this language when a line needs it.</p>
          </div>
        </Card>
        <p id="ad-sizes-title" className="text-sm font-medium">Sizes</p>
        <div role="radiogroup" aria-labelledby="ad-sizes-title" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {AD_SIZE_CHOICES.map((choice) => (
            <RadioCard key={choice.renderKind} name="ad-sizes" checked={renderKind === choice.renderKind} onChange={() => setRenderKind(choice.renderKind)} title={choice.label} hint={choice.detail} />
          ))}
        </div>
        <p id="ad-template-title" className="text-sm font-medium">Template</p>
        <div role="radiogroup" aria-labelledby="ad-template-title" className="grid gap-2 sm:grid-cols-3">
          {TEMPLATE_CHOICES.map((choice) => (
            <RadioCard key={choice.id} name="ad-template" checked={template === choice.id} onChange={() => setTemplate(choice.id)} title={choice.label} hint={choice.detail} />
          ))}
        </div>
      </fieldset>

      {make.isError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          {errorMessage(make.error)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={make.isPending || !chosenKit}>
          <Icon name="fa-solid fa-wand-magic-sparkles" /> {make.isPending ? "Starting…" : `Make ${ads.length === 1 ? "the ad" : `${ads.length} ads`}`}
        </Button>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {chosenKit ? "Uses one credit for each ad, all its sizes included." : "Save a brand kit first: the ads take its colours and fonts."}
        </span>
      </div>
    </form>
  );
}

/** A text from the ad texts goes into the first row with that field empty, else a new row (up to six). */
function fillRow(rows: AdTextsInput[], text: { field: "headline" | "punchline" | "cta"; value: string }): AdTextsInput[] {
  const index = rows.findIndex((row) => !row[text.field]?.trim());
  if (index >= 0) return rows.map((row, i) => (i === index ? { ...row, [text.field]: text.value } : row));
  if (rows.length >= 6) return rows;
  return [...rows, { headline: "", punchline: "", cta: "", [text.field]: text.value }];
}
