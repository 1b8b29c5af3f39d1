"use client";
import { useState } from "react";
import { FONT_PAIRS, FONT_PAIR_IDS, type FontPairId } from "@/lib/ai/finished-ads/catalog";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { useCreateBrandKit, type BrandKitChoice } from "@/lib/hooks/use-finished-ads";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";

const COLOURS = [
  ["primary", "Button colour", "#e4572e"], ["background", "Panel colour", "#f1faee"], ["text", "Text colour", "#1d3557"], ["secondary", "Accent colour", "#1d3557"],
] as const;

/** The empty state of brand kits: a kit of colours and fonts made here (a logo and tone are added in Settings → Brand kits). */
export function QuickBrandKit({ onCreated }: { onCreated: (kit: BrandKitChoice) => void }) {
  const create = useCreateBrandKit();
  const [name, setName] = useState("");
  const [fontPair, setFontPair] = useState<FontPairId>("montserrat-inter");
  const [colours, setColours] = useState<Record<string, string>>(Object.fromEntries(COLOURS.map(([key, , value]) => [key, value])));
  return (
    <div className="flex flex-col gap-3" role="group" aria-labelledby="quick-kit-title">
      <p id="quick-kit-title" className="text-sm font-medium">The workspace has no brand kit yet: make one with your colours and fonts.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="kit-name" className="text-sm font-medium">Brand name</label>
          <Input id="kit-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="kit-fonts" className="text-sm font-medium">Fonts (heading / text)</label>
          <Select id="kit-fonts" value={fontPair} onChange={(e) => setFontPair(e.target.value as typeof fontPair)}>
            {FONT_PAIR_IDS.map((id) => <option key={id} value={id}>{FONT_PAIRS[id].label}</option>)}
          </Select>
        </div>
        {COLOURS.map(([key, label]) => (
          <div key={key} className="flex items-center gap-2">
            <input id={`kit-${key}`} type="color" value={colours[key]} onChange={(e) => setColours({ ...colours, [key]: e.target.value })} className="h-10 w-12 cursor-pointer rounded border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900" />
            <label htmlFor={`kit-${key}`} className="text-sm">{label} <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{colours[key]}</span></label>
          </div>
        ))}
      </div>
      {create.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{errorMessage(create.error)}</p>}
      <div>
        <Button type="button" variant="secondary" disabled={create.isPending || !name.trim()} onClick={() => create.mutate({ name, fontPair, colours: colours as never }, { onSuccess: onCreated })}>
          <Icon name="fa-solid fa-palette" /> {create.isPending ? "Saving…" : "Save brand kit"}
        </Button>
      </div>
    </div>
  );
}
