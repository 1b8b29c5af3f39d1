"use client";
import { useState } from "react";
import { previewUrl, type Preset } from "@/lib/hooks/use-presets";
import { MAX_PROMPT_CHARS, MAX_SLOTS } from "@/lib/studio/photoshoot-options";
import { Badge } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { CharCount, Select, Textarea } from "@/components/ui/field";
import { cn } from "@/components/ui/cn";
import { Icon } from "@/components/ui/icon";

export type Slot = { tag: "preset"; preset: string } | { tag: "custom"; prompt: string };

interface Props {
  slots: Slot[];
  onChange: (slots: Slot[]) => void;
  presets: Preset[];
  recommendedPresetIds: string[];
  recommendedPrompts: string[];
}

/** Up to six scenes: presets (the recommended ones first) and prompts of one's own. */
export function SlotsEditor({ slots, onChange, presets, recommendedPresetIds, recommendedPrompts }: Props) {
  const [pick, setPick] = useState("");
  const [prompt, setPrompt] = useState("");
  const byId = new Map(presets.map((p) => [p.id, p]));
  const full = slots.length >= MAX_SLOTS;
  const add = (slot: Slot) => !full && onChange([...slots, slot]);
  const recommended = recommendedPresetIds.map((id) => byId.get(id)).filter((p): p is Preset => Boolean(p));
  const chosen = new Set(slots.flatMap((s) => (s.tag === "preset" ? [s.preset] : [])));
  const categories = [...new Map(presets.flatMap((p) => p.categories.map((c) => [c.name, c.displayName] as const))).entries()];

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h3 className="text-sm font-semibold">Recommended presets for this product</h3>
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label="Recommended presets">
          {recommended.map((preset) => (
            <li key={preset.id}>
              <button
                type="button"
                aria-pressed={chosen.has(preset.id)}
                disabled={full && !chosen.has(preset.id)}
                onClick={() => (chosen.has(preset.id) ? onChange(slots.filter((s) => !(s.tag === "preset" && s.preset === preset.id))) : add({ tag: "preset", preset: preset.id }))}
                className={cn(
                  "flex w-full flex-col overflow-hidden rounded-lg border-2 text-left text-xs font-medium transition disabled:opacity-50",
                  chosen.has(preset.id) ? "border-brand-600 bg-brand-50 dark:bg-brand-900" : "border-brand-200 bg-white hover:border-brand-500 dark:border-brand-900 dark:bg-slate-900",
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- sized WebP from the BFF */}
                <img src={previewUrl(preset.id, 256)} alt="" width={256} height={256} className="aspect-square w-full object-cover" />
                <span className="flex items-center gap-1 p-1.5">
                  {chosen.has(preset.id) && <Icon name="fa-solid fa-check" />}
                  {preset.previewName}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="any-preset" className="text-sm font-medium">
            Any other preset
          </label>
          <div className="flex gap-2">
            <Select id="any-preset" value={pick} onChange={(e) => setPick(e.target.value)}>
              <option value="">Choose a preset…</option>
              {categories.map(([name, displayName]) => (
                <optgroup key={name} label={displayName}>
                  {presets
                    .filter((p) => !p.isOldPreset && p.categories[0]?.name === name)
                    .map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.previewName}
                        {recommendedPresetIds.includes(p.id) ? " (recommended)" : ""}
                      </option>
                    ))}
                </optgroup>
              ))}
            </Select>
            <Button
              variant="secondary"
              disabled={!pick || full}
              onClick={() => {
                add({ tag: "preset", preset: pick });
                setPick("");
              }}
            >
              Add
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between">
            <label htmlFor="custom-prompt" className="text-sm font-medium">
              Your own scene
            </label>
            <CharCount value={prompt} max={MAX_PROMPT_CHARS} />
          </div>
          <Textarea id="custom-prompt" className="min-h-16" placeholder="on a warm oak kitchen counter in soft morning light" value={prompt} onChange={(e) => setPrompt(e.target.value)} />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={!prompt.trim() || full || [...prompt].length > MAX_PROMPT_CHARS}
              onClick={() => {
                add({ tag: "custom", prompt: prompt.trim() });
                setPrompt("");
              }}
            >
              Add prompt
            </Button>
          </div>
          {recommendedPrompts.length > 0 && (
            <div className="mt-1">
              <p id="prompt-ideas" className="text-xs text-slate-600 dark:text-slate-400">
                Ideas written for your product (click to use):
              </p>
              <ul aria-labelledby="prompt-ideas" className="mt-1 flex flex-col gap-1">
                {recommendedPrompts.map((idea) => (
                  <li key={idea}>
                    <button type="button" onClick={() => setPrompt(idea)} className="w-full rounded-md border border-slate-200 px-2 py-1 text-left text-xs hover:border-brand-500 dark:border-slate-700">
                      {idea}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>

      <div>
        <h3 className="text-sm font-semibold">
          Your scenes <span className="font-normal text-slate-600 dark:text-slate-400">({slots.length} of {MAX_SLOTS})</span>
        </h3>
        {slots.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Pick at least one preset or write a scene. Fewer than six are repeated to make six creatives.</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-2" aria-label="Chosen scenes">
            {slots.map((slot, index) => {
              const preset = slot.tag === "preset" ? byId.get(slot.preset) : undefined;
              const name = slot.tag === "preset" ? (preset?.previewName ?? slot.preset) : slot.prompt;
              return (
                <li key={`${index}-${slot.tag}`} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900">
                  <span className="w-5 text-center text-sm font-semibold tabular-nums">{index + 1}</span>
                  {slot.tag === "preset" ? (
                    // eslint-disable-next-line @next/next/no-img-element -- sized WebP from the BFF
                    <img src={previewUrl(slot.preset, 256)} alt="" width={40} height={40} className="h-10 w-10 rounded object-cover" />
                  ) : (
                    <span className="flex h-10 w-10 items-center justify-center rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                      <Icon name="fa-solid fa-pen" />
                    </span>
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{name}</span>
                    <Badge tone={slot.tag === "preset" ? "brand" : "slate"}>{slot.tag === "preset" ? "Preset" : "Your prompt"}</Badge>
                  </span>
                  <Button variant="ghost" size="icon" aria-label={`Remove scene ${index + 1}: ${name}`} onClick={() => onChange(slots.filter((_, i) => i !== index))}>
                    <Icon name="fa-solid fa-xmark" />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
